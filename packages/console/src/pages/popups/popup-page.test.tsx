import '@ant-design/v5-patch-for-react-19';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TConsoleSession } from '@meridian/protocol';
import { closeConsole, jsonAnswer, openConsoleAt } from '../../testing/console-page';
import { fillIn, operatorUser } from '../../testing/console-screen';

// The content role: it may send popups and has no live channel to open.
const EDITOR: TConsoleSession = { username: 'editor', role: 'content', stage: 'ready', csrfToken: 'csrf-9', allowed: ['dashboard', 'popup', 'notices'] };

interface Call {
  method: string;
  path: string;
  body: unknown;
  csrf: string | undefined;
}

function stubServer(): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit = {}) => {
      const parsed = new URL(url, 'http://console.test');
      const method = init.method ?? 'GET';
      calls.push({ method, path: parsed.pathname, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined, csrf: (init.headers as Record<string, string> | undefined)?.['x-csrf-token'] });
      if (parsed.pathname === '/admin/session') return jsonAnswer(200, { ok: true, message: '', data: EDITOR });
      if (parsed.pathname === '/admin/popups') return jsonAnswer(200, { ok: true, message: 'Popup sent.', data: {} });
      return jsonAnswer(404, { ok: false, message: 'Not found' });
    }),
  );
  return calls;
}

const user = operatorUser();

async function openPopupForm(): Promise<void> {
  openConsoleAt('/system/popups');
  expect(await screen.findByText('Send a popup')).toBeInTheDocument();
}

afterEach(closeConsole);

describe('the popup form', () => {
  it('asks before sending to everyone, then sends the HTML as written with the CSRF token', async () => {
    const calls = stubServer();
    await openPopupForm();
    await fillIn(screen.getByLabelText('Title'), 'Maintenance tonight');
    await fillIn(screen.getByLabelText('Content (HTML)'), '<p>From <b>22:00</b></p>');
    await user.click(screen.getByRole('button', { name: 'Send to everyone' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Send this popup to everyone?');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Send to everyone' }));
    await waitFor(() => {
      expect(calls.map((call) => call.path)).toContain('/admin/popups');
    });
    expect(calls.find((call) => call.path === '/admin/popups')).toEqual({
      method: 'POST',
      path: '/admin/popups',
      body: { title: 'Maintenance tonight', content: '<p>From <b>22:00</b></p>', language: 'en-US' },
      csrf: 'csrf-9',
    });
  });

  it("sends to one member's devices without asking", async () => {
    const calls = stubServer();
    await openPopupForm();
    await user.click(screen.getByRole('radio', { name: 'One member' }));
    await fillIn(await screen.findByLabelText('Username'), ' ann ');
    await fillIn(screen.getByLabelText('Title'), 'Your card');
    await fillIn(screen.getByLabelText('Content (HTML)'), '<p>Check your bank card.</p>');
    await user.click(screen.getByRole('button', { name: 'Send the popup' }));
    await waitFor(() => {
      expect(calls.map((call) => call.path)).toContain('/admin/popups');
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.find((call) => call.path === '/admin/popups')?.body).toEqual({ title: 'Your card', content: '<p>Check your bank card.</p>', language: 'en-US', member: 'ann' });
  });
});
