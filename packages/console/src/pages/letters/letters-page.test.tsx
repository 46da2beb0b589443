import '@ant-design/v5-patch-for-react-19';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TConsoleSession } from '@meridian/protocol';
import { closeConsole, jsonAnswer, openConsoleAt } from '../../testing/console-page';
import { fillIn, operatorUser } from '../../testing/console-screen';

const SUPPORT: TConsoleSession = { username: 'sally', role: 'support', stage: 'ready', csrfToken: 'csrf-9', allowed: ['dashboard', 'letter-send', 'letter-reach'] };

/** The admin API: 42 members, and a letter that is sent when asked. */
function stubServer(): { method: string; path: string; body: unknown }[] {
  const calls: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit = {}) => {
      const { pathname } = new URL(url, 'http://console.test');
      calls.push({ method: init.method ?? 'GET', path: pathname, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
      if (pathname === '/admin/session') return jsonAnswer(200, { ok: true, message: '', data: SUPPORT });
      if (pathname === '/admin/letters/reach') return jsonAnswer(200, { ok: true, message: '', data: { members: 42 } });
      if (pathname === '/admin/letters') return jsonAnswer(200, { ok: true, message: 'Letter #5 sent to every member (42 members).', data: { id: 5, memberId: null } });
      return jsonAnswer(404, { ok: false, message: 'Not Found' });
    }),
  );
  return calls;
}

afterEach(closeConsole);

const letterPosts = (calls: { method: string; path: string; body: unknown }[]) => calls.filter((call) => call.method === 'POST' && call.path === '/admin/letters');

const user = operatorUser();

/** Writes a letter on the page and presses "Send to every member": answers the calls and the question, once it shows. */
async function askToSendToEveryone() {
  const calls = stubServer();
  openConsoleAt('/content/letters');
  await fillIn(await screen.findByLabelText('Title'), 'New fees');
  await fillIn(screen.getByLabelText('Content (HTML)'), '<p>From next month</p>');
  await user.click(screen.getByRole('button', { name: 'Send to every member' }));
  return { calls, question: await screen.findByRole('dialog') };
}

describe('a letter to every member', () => {
  it('goes out only once the operator confirms, having been told how many members it reaches', async () => {
    const { calls, question } = await askToSendToEveryone();
    expect(question).toHaveTextContent('Send this letter to every member?');
    expect(question).toHaveTextContent('“New fees” goes to the inboxes of all 42 members at once, and cannot be taken back.');
    expect(letterPosts(calls)).toEqual([]);

    await user.click(within(question).getByRole('button', { name: 'Send to every member' }));
    await waitFor(() => {
      expect(letterPosts(calls)).toHaveLength(1);
    });
    expect(letterPosts(calls)[0]?.body).toEqual({ language: 'en-US', title: 'New fees', content: '<p>From next month</p>' });
  });

  it('is not sent when the operator cancels', async () => {
    const { calls, question } = await askToSendToEveryone();
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => {
      expect(question).not.toBeInTheDocument();
    });
    expect(letterPosts(calls)).toEqual([]);
  });
});
