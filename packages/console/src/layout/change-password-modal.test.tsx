import '@ant-design/v5-patch-for-react-19';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Session } from '../api/admin-types';
import enUS from '../i18n/en-US.json';
import { initI18n } from '../i18n';
import { closeConsole, jsonAnswer, openConsoleAt, settle, waitFor } from '../testing/console-page';
import { buttonNamed, fieldLabelled, formErrors, typeInto } from '../testing/console-screen';

const SUPPORT: Session = { username: 'desk', role: 'support', stage: 'ready', csrfToken: 'csrf-old', allowed: ['dashboard', 'members'] };

interface Sent {
  path: string;
  body: unknown;
  csrf: string | null;
}

/** The admin API: the session, an empty members list, and the password change answering `changeAnswer`. */
function stubServer(changeAnswer: () => Promise<Response>): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit = {}) => {
      const path = new URL(url, 'http://console.test').pathname;
      if (init.method === 'POST') {
        const headers = new Headers(init.headers);
        sent.push({ path, body: typeof init.body === 'string' ? JSON.parse(init.body) : null, csrf: headers.get('x-csrf-token') });
      }
      if (path === '/admin/session/password') return changeAnswer();
      if (path === '/admin/session') return jsonAnswer(200, { ok: true, message: '', data: SUPPORT });
      return jsonAnswer(200, { ok: true, message: '', data: { items: [], total: 0 } });
    }),
  );
  return sent;
}

async function openDialog(): Promise<HTMLElement> {
  openConsoleAt('/members');
  await waitFor(() => [...document.querySelectorAll('button')].some((button) => button.textContent.trim() === 'Change password'), 'the header');
  act(() => {
    buttonNamed('Change password').click();
  });
  await waitFor(() => document.querySelector('.ant-modal') !== null, 'the dialog');
  const dialog = document.querySelector<HTMLElement>('.ant-modal');
  if (dialog === null) throw new Error('no dialog');
  return dialog;
}

function fill(current: string, next: string, again = next): void {
  typeInto(fieldLabelled('Current password'), current);
  typeInto(fieldLabelled('New password'), next);
  typeInto(fieldLabelled('New password again'), again);
}

beforeAll(() => {
  initI18n('en-US', { 'en-US': enUS });
});

afterEach(closeConsole);

describe("an operator's own password, from the header", () => {
  it('sends the current and the new password, says the other sessions ended, and goes on with the new CSRF token', async () => {
    const sent = stubServer(() => jsonAnswer(200, { ok: true, message: 'Password changed.', data: { ...SUPPORT, csrfToken: 'csrf-new' } }));
    const dialog = await openDialog();
    fill('the password I have', 'a brand new password');
    act(() => {
      buttonNamed('Change the password', dialog).click();
    });
    await waitFor(() => document.body.textContent.includes('Your other sessions were signed out.'), 'the confirmation');
    expect(sent).toEqual([{ path: '/admin/session/password', body: { password: 'the password I have', newPassword: 'a brand new password' }, csrf: 'csrf-old' }]);
    // The server ended the session the old token belonged to: the next change carries the new one.
    act(() => {
      buttonNamed('Change password').click();
    });
    fill('a brand new password', 'another new password');
    act(() => {
      buttonNamed('Change the password', dialog).click();
    });
    await waitFor(() => sent.length === 2, 'the second change');
    expect(sent[1]?.csrf).toBe('csrf-new');
  });

  it('refuses, before asking the server, a new password that is short, the current one again, or repeated wrong', async () => {
    const sent = stubServer(() => jsonAnswer(200, { ok: true, message: '', data: SUPPORT }));
    const dialog = await openDialog();
    fill('the password I have', 'short');
    act(() => {
      buttonNamed('Change the password', dialog).click();
    });
    await waitFor(() => formErrors().includes('Between 10 and 128 characters.'), 'the length rule');
    fill('the password I have', 'the password I have');
    act(() => {
      buttonNamed('Change the password', dialog).click();
    });
    await waitFor(() => formErrors().includes('Choose a new password, not the one you have now.'), 'the same-password rule');
    fill('the password I have', 'a brand new password', 'a brand new passw0rd');
    act(() => {
      buttonNamed('Change the password', dialog).click();
    });
    await waitFor(() => formErrors().includes('The two passwords differ.'), 'the repeat rule');
    await settle();
    expect(sent).toEqual([]);
  });

  it("shows the server's refusal of a wrong current password in the dialog, and stays signed in", async () => {
    stubServer(() => jsonAnswer(401, { ok: false, message: 'The current password is wrong.' }));
    const dialog = await openDialog();
    fill('not my password', 'a brand new password');
    act(() => {
      buttonNamed('Change the password', dialog).click();
    });
    await waitFor(() => dialog.querySelector('[role="alert"]')?.textContent.includes('the password or code is wrong') === true, 'the refusal');
    expect(window.location.pathname).toBe('/console/members');
  });
});
