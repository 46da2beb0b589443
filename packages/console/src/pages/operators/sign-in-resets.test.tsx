import '@ant-design/v5-patch-for-react-19';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OperatorItem, Session } from '../../api/admin-types';
import enUS from '../../i18n/en-US.json';
import { initI18n } from '../../i18n';
import { closeConsole, jsonAnswer, openConsoleAt, settle, waitFor } from '../../testing/console-page';
import { buttonNamed, buttonsNamed, rowTexts } from '../../testing/console-screen';

const OWNER: Session = {
  username: 'boss',
  role: 'owner',
  stage: 'ready',
  csrfToken: 'csrf-7',
  allowed: ['dashboard', 'operators', 'operator-add', 'operator-set', 'operator-password-reset', 'operator-authenticator-reset'],
};

const operatorNamed = (username: string): OperatorItem => ({ username, role: 'finance', disabled: false, enrolled: true, createdAt: '2026-11-01T08:00:00.000Z', lastLoginAt: null });

function stubServer(session: Session = OWNER): string[] {
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

const rowOf = (username: string) => [...document.querySelectorAll<HTMLElement>('tbody tr.ant-table-row')].find((row) => row.querySelector('td')?.textContent === username);

async function openOperators(): Promise<void> {
  openConsoleAt('/operators');
  await waitFor(() => rowTexts().length === 2, 'the operators');
}

function confirmWith(name: string): void {
  act(() => {
    const confirm = document.querySelector<HTMLElement>('.ant-modal-confirm');
    if (confirm === null) throw new Error('no confirmation');
    buttonNamed(name, confirm).click();
  });
}

beforeAll(() => {
  initI18n('en-US', { 'en-US': enUS });
});

afterEach(closeConsole);

describe("the owner resetting another operator's sign-in", () => {
  it('asks first, then shows the one-time password once', async () => {
    const posts = stubServer();
    await openOperators();
    const clerk = rowOf('clerk');
    if (clerk === undefined) throw new Error('no row of clerk');
    await waitFor(() => buttonsNamed('Reset password', clerk).length === 1, 'the reset button');
    act(() => {
      buttonNamed('Reset password', clerk).click();
    });
    await waitFor(() => document.querySelector('.ant-modal-confirm')?.textContent.includes('Give clerk a one-time password?') === true, 'the confirmation');
    expect(posts).toEqual([]);
    confirmWith('Reset password');
    await waitFor(() => document.body.textContent.includes('Xy7-one-time-pw1'), 'the one-time password');
    expect(posts).toEqual(['/admin/operators/clerk/password-reset']);
    expect(document.body.textContent).toContain('One-time password of clerk');
    act(() => {
      buttonNamed('Close', document.querySelector<HTMLElement>('.ant-modal:not(.ant-modal-confirm)') ?? document).click();
    });
    await waitFor(() => !document.body.textContent.includes('Xy7-one-time-pw1'), 'the password to be forgotten');
  });

  it('resets an authenticator after asking', async () => {
    const posts = stubServer();
    await openOperators();
    const clerk = rowOf('clerk');
    if (clerk === undefined) throw new Error('no row of clerk');
    await waitFor(() => buttonsNamed('Reset authenticator', clerk).length === 1, 'the reset button');
    act(() => {
      buttonNamed('Reset authenticator', clerk).click();
    });
    await waitFor(() => document.querySelector('.ant-modal-confirm')?.textContent.includes("Remove clerk's authenticator") === true, 'the confirmation');
    confirmWith('Reset authenticator');
    await waitFor(() => posts.includes('/admin/operators/clerk/authenticator-reset'), 'the reset');
  });

  it("offers no reset on the owner's own row, nor to a role that may not reset", async () => {
    stubServer();
    await openOperators();
    const clerk = rowOf('clerk');
    await waitFor(() => clerk !== undefined && buttonsNamed('Reset password', clerk).length === 1, 'the reset buttons');
    const own = rowOf('boss');
    if (own === undefined) throw new Error('no own row');
    expect(buttonsNamed('Reset password', own)).toHaveLength(0);
    expect(buttonsNamed('Reset authenticator', own)).toHaveLength(0);
    closeConsole();

    stubServer({ ...OWNER, allowed: ['dashboard', 'operators', 'operator-set'] });
    await openOperators();
    await waitFor(() => buttonsNamed('Change role').length === 2, 'the role buttons');
    await settle();
    expect(buttonsNamed('Reset password')).toHaveLength(0);
    expect(buttonsNamed('Reset authenticator')).toHaveLength(0);
  });
});
