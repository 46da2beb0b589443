import '@ant-design/v5-patch-for-react-19';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Session } from '../../api/admin-types';
import enUS from '../../i18n/en-US.json';
import { initI18n } from '../../i18n';
import { closeConsole, jsonAnswer, openConsoleAt, waitFor } from '../../testing/console-page';
import { buttonNamed, fieldLabelled, typeInto } from '../../testing/console-screen';

// The content role: it may send popups and has no live channel to open.
const EDITOR: Session = { username: 'editor', role: 'content', stage: 'ready', csrfToken: 'csrf-9', allowed: ['dashboard', 'popup', 'notices'] };

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

async function openPopupForm(): Promise<void> {
  openConsoleAt('/system/popups');
  await waitFor(() => document.body.textContent.includes('Send a popup'), 'the popup form');
}

beforeAll(() => {
  initI18n('en-US', { 'en-US': enUS });
});

afterEach(closeConsole);

describe('the popup form', () => {
  it('asks before sending to everyone, then sends the HTML as written with the CSRF token', async () => {
    const calls = stubServer();
    await openPopupForm();
    typeInto(fieldLabelled('Title'), 'Maintenance tonight');
    typeInto(fieldLabelled('Content (HTML)'), '<p>From <b>22:00</b></p>');
    act(() => {
      buttonNamed('Send to everyone').click();
    });
    await waitFor(() => document.querySelector('.ant-modal-confirm') !== null, 'the confirmation');
    expect(document.querySelector('.ant-modal-confirm')?.textContent).toContain('Send this popup to everyone?');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    const dialog = document.querySelector('.ant-modal-confirm');
    if (dialog === null) throw new Error('no dialog');
    act(() => {
      buttonNamed('Send to everyone', dialog).click();
    });
    await waitFor(() => calls.some((call) => call.path === '/admin/popups'), 'the popup');
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
    act(() => {
      [...document.querySelectorAll<HTMLInputElement>('input[type="radio"]')].find((radio) => radio.value === 'member')?.click();
    });
    await waitFor(() => document.body.textContent.includes('Username'), 'the username field');
    typeInto(fieldLabelled('Username'), ' ann ');
    typeInto(fieldLabelled('Title'), 'Your card');
    typeInto(fieldLabelled('Content (HTML)'), '<p>Check your bank card.</p>');
    act(() => {
      buttonNamed('Send the popup').click();
    });
    await waitFor(() => calls.some((call) => call.path === '/admin/popups'), 'the popup');
    expect(document.querySelector('.ant-modal-confirm')).toBeNull();
    expect(calls.find((call) => call.path === '/admin/popups')?.body).toEqual({ title: 'Your card', content: '<p>Check your bank card.</p>', language: 'en-US', member: 'ann' });
  });
});
