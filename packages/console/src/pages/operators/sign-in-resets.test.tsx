import '@ant-design/v5-patch-for-react-19';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TConsoleSession, TOperatorItem } from '@meridian/protocol';
import { accessAnswered } from '../../testing/access-answers';
import { closeConsole, jsonAnswer, openConsoleAt } from '../../testing/console-page';
import { nth, operatorUser, rowTexts } from '../../testing/console-screen';

const OWNER: TConsoleSession = {
  username: 'boss',
  role: 'owner',
  stage: 'ready',
  csrfToken: 'csrf-7',
  allowed: ['dashboard', 'operators', 'operator-add', 'operator-set', 'operator-password-reset', 'operator-authenticator-reset'],
};

const operatorNamed = (username: string): TOperatorItem => ({ username, role: 'finance', disabled: false, enrolled: true, createdAt: '2026-11-01T08:00:00.000Z', lastLoginAt: null });

function stubServer(session: TConsoleSession = OWNER): string[] {
  const posts: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit = {}) => {
      const path = new URL(url, 'http://console.test').pathname;
      if (init.method === 'POST') posts.push(path);
      if (path === '/admin/session') return jsonAnswer(200, { ok: true, message: '', data: session });
      if (path === '/admin/operators') return jsonAnswer(200, { ok: true, message: '', data: { items: [operatorNamed('boss'), operatorNamed('clerk')], total: 2 } });
      if (path === '/admin/operators/clerk/password-reset') return jsonAnswer(200, { ok: true, message: 'reset', data: { username: 'clerk', password: 'Xy7-one-time-pw1' } });
      if (path === '/admin/operators/clerk/authenticator-reset') return jsonAnswer(200, { ok: true, message: "clerk's authenticator was removed.", data: { username: 'clerk' } });
      return jsonAnswer(404, { ok: false, message: 'Not found' });
    }),
  );
  return posts;
}

const user = operatorUser();

/** An operator's row, by the username in its first cell. */
const rowOf = (username: string) => {
  const row = screen.getAllByRole('row').find((candidate) => within(candidate).queryAllByRole('cell')[0]?.textContent === username);
  if (row === undefined) throw new Error(`no row of ${username}`);
  return within(row);
};

async function openOperators(): Promise<void> {
  openConsoleAt('/operators');
  await waitFor(() => {
    expect(rowTexts()).toHaveLength(2);
  });
}

/** Answers the confirmation, which asks `question`, with its button `name`. */
async function confirmWith(question: string, name: string): Promise<void> {
  const confirm = await screen.findByRole('dialog');
  expect(confirm).toHaveTextContent(question);
  await user.click(within(confirm).getByRole('button', { name }));
}

afterEach(closeConsole);

describe("the owner resetting another operator's sign-in", () => {
  it('asks first, then shows the one-time password once', async () => {
    const posts = stubServer();
    await openOperators();
    await user.click(await rowOf('clerk').findByRole('button', { name: /Reset password/ }));
    await waitFor(() => {
      expect(screen.getByRole('dialog')).toHaveTextContent('Give clerk a one-time password?');
    });
    expect(posts).toEqual([]);
    await confirmWith('Give clerk a one-time password?', 'Reset password');
    const shown = await screen.findByRole('dialog', { name: 'One-time password of clerk' });
    expect(shown).toHaveTextContent('Xy7-one-time-pw1');
    expect(posts).toEqual(['/admin/operators/clerk/password-reset']);
    // The dialog's corner and its footer both close it.
    await user.click(nth(within(shown).getAllByRole('button', { name: 'Close' }), 0));
    await waitFor(() => {
      expect(screen.queryByText('Xy7-one-time-pw1', { exact: false })).not.toBeInTheDocument();
    });
  });

  it('resets an authenticator after asking', async () => {
    const posts = stubServer();
    await openOperators();
    await user.click(await rowOf('clerk').findByRole('button', { name: /Reset authenticator/ }));
    await confirmWith("Remove clerk's authenticator", 'Reset authenticator');
    await waitFor(() => {
      expect(posts).toContain('/admin/operators/clerk/authenticator-reset');
    });
  });

  it("offers no reset on the owner's own row, nor to a role that may not reset", async () => {
    stubServer();
    await openOperators();
    expect(await rowOf('clerk').findByRole('button', { name: /Reset password/ })).toBeInTheDocument();
    expect(rowOf('boss').queryByRole('button', { name: /Reset password/ })).not.toBeInTheDocument();
    expect(rowOf('boss').queryByRole('button', { name: /Reset authenticator/ })).not.toBeInTheDocument();
    closeConsole();

    stubServer({ ...OWNER, allowed: ['dashboard', 'operators', 'operator-set'] });
    await openOperators();
    await waitFor(() => {
      expect(screen.getAllByRole('button', { name: /Change role/ })).toHaveLength(2);
    });
    await accessAnswered('operators', 'password-reset');
    await accessAnswered('operators', 'authenticator-reset');
    expect(screen.queryByRole('button', { name: /Reset password/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Reset authenticator/ })).not.toBeInTheDocument();
  });
});
