import '@ant-design/v5-patch-for-react-19';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Session } from '../../api/admin-types';
import enUS from '../../i18n/en-US.json';
import { initI18n } from '../../i18n';
import { closeConsole, jsonAnswer, openConsoleAt, settle, waitFor } from '../../testing/console-page';
import { buttonNamed, fieldLabelled, typeInto } from '../../testing/console-screen';

const SUPPORT: Session = { username: 'sally', role: 'support', stage: 'ready', csrfToken: 'csrf-9', allowed: ['dashboard', 'letter-send', 'letter-reach'] };

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

beforeAll(() => {
  initI18n('en-US', { 'en-US': enUS });
});

afterEach(closeConsole);

const letterPosts = (calls: { method: string; path: string; body: unknown }[]) => calls.filter((call) => call.method === 'POST' && call.path === '/admin/letters');

/** Writes a letter on the page and presses "Send to every member": answers the calls, once the question shows. */
async function askToSendToEveryone() {
  const calls = stubServer();
  openConsoleAt('/content/letters');
  await waitFor(() => document.body.textContent.includes('Send a letter'), 'the letters page');
  typeInto(fieldLabelled('Title'), 'New fees');
  typeInto(fieldLabelled('Content (HTML)'), '<p>From next month</p>');
  act(() => {
    buttonNamed('Send to every member').click();
  });
  await waitFor(() => document.querySelector('.ant-modal-confirm') !== null, 'the question');
  return calls;
}

describe('a letter to every member', () => {
  it('goes out only once the operator confirms, having been told how many members it reaches', async () => {
    const calls = await askToSendToEveryone();
    const question = document.querySelector('.ant-modal-confirm')?.textContent ?? '';
    expect(question).toContain('Send this letter to every member?');
    expect(question).toContain('“New fees” goes to the inboxes of all 42 members at once, and cannot be taken back.');
    await settle(300);
    expect(letterPosts(calls)).toEqual([]);

    const confirm = [...document.querySelectorAll<HTMLButtonElement>('.ant-modal-confirm button')].find((button) => button.textContent === 'Send to every member');
    act(() => {
      confirm?.click();
    });
    await waitFor(() => letterPosts(calls).length === 1, 'the letter');
    expect(letterPosts(calls)[0]?.body).toEqual({ language: 'en-US', title: 'New fees', content: '<p>From next month</p>' });
  });

  it('is not sent when the operator cancels', async () => {
    const calls = await askToSendToEveryone();
    const cancel = [...document.querySelectorAll<HTMLButtonElement>('.ant-modal-confirm button')].find((button) => button.textContent === 'Cancel');
    act(() => {
      cancel?.click();
    });
    await settle(500);
    expect(letterPosts(calls)).toEqual([]);
  });
});
