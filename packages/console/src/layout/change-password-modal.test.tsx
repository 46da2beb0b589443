import '@ant-design/v5-patch-for-react-19';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TConsoleSession } from '@meridian/protocol';
import { closeConsole, jsonAnswer, openConsoleAt } from '../testing/console-page';
import { fillIn, formErrors, operatorUser } from '../testing/console-screen';

const SUPPORT: TConsoleSession = { username: 'desk', role: 'support', stage: 'ready', csrfToken: 'csrf-old', allowed: ['dashboard', 'members'] };

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

const user = operatorUser();

async function openDialog(): Promise<HTMLElement> {
  openConsoleAt('/members');
  await user.click(await screen.findByRole('button', { name: 'Change password' }));
  return screen.findByRole('dialog');
}

async function fill(current: string, next: string, again = next): Promise<void> {
  await fillIn(screen.getByLabelText('Current password'), current);
  await fillIn(screen.getByLabelText('New password'), next);
  await fillIn(screen.getByLabelText('New password again'), again);
}

/** Presses the dialog's own button (the header's opens it). */
async function change(dialog: HTMLElement): Promise<void> {
  await user.click(within(dialog).getByRole('button', { name: 'Change the password' }));
}

afterEach(closeConsole);

describe("an operator's own password, from the header", () => {
  it('sends the current and the new password, says the other sessions ended, and goes on with the new CSRF token', async () => {
    const sent = stubServer(() => jsonAnswer(200, { ok: true, message: 'Password changed.', data: { ...SUPPORT, csrfToken: 'csrf-new' } }));
    const dialog = await openDialog();
    await fill('the password I have', 'a brand new password');
    await change(dialog);
    expect(await screen.findByText('Your other sessions were signed out.', { exact: false })).toBeInTheDocument();
    expect(sent).toEqual([{ path: '/admin/session/password', body: { password: 'the password I have', newPassword: 'a brand new password' }, csrf: 'csrf-old' }]);
    // The server ended the session the old token belonged to: the next change carries the new one.
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    const again = await screen.findByRole('dialog');
    await fill('a brand new password', 'another new password');
    await change(again);
    await waitFor(() => {
      expect(sent).toHaveLength(2);
    });
    expect(sent[1]?.csrf).toBe('csrf-new');
  });

  it('refuses, before asking the server, a new password that is short, the current one again, or repeated wrong', async () => {
    const sent = stubServer(() => jsonAnswer(200, { ok: true, message: '', data: SUPPORT }));
    const dialog = await openDialog();
    await fill('the password I have', 'short');
    await change(dialog);
    await waitFor(() => {
      expect(formErrors()).toContain('Between 10 and 128 characters.');
    });
    await fill('the password I have', 'the password I have');
    await change(dialog);
    await waitFor(() => {
      expect(formErrors()).toContain('Choose a new password, not the one you have now.');
    });
    await fill('the password I have', 'a brand new password', 'a brand new passw0rd');
    await change(dialog);
    await waitFor(() => {
      expect(formErrors()).toContain('The two passwords differ.');
    });
    expect(sent).toEqual([]);
  });

  it("shows the server's refusal of a wrong current password in the dialog, and stays signed in", async () => {
    stubServer(() => jsonAnswer(401, { ok: false, message: 'The current password is wrong.' }));
    const dialog = await openDialog();
    await fill('not my password', 'a brand new password');
    await change(dialog);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('the password or code is wrong');
    expect(window.location.pathname).toBe('/console/members');
  });
});
