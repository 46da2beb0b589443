import '@ant-design/v5-patch-for-react-19';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Session } from '../api/admin-types';
import enUS from '../i18n/en-US.json';
import { initI18n } from '../i18n';
import { closeConsole, jsonAnswer, openConsoleAt, settle, waitFor } from '../testing/console-page';
import { buttonNamed, choose, fieldLabelled, typeInto } from '../testing/console-screen';

const CONTENT: Session = {
  username: 'editor',
  role: 'content',
  stage: 'ready',
  csrfToken: 'csrf-5',
  allowed: ['dashboard', 'settings-get', 'settings-set', 'letter-send', 'notices', 'banners'],
};

const RECHARGE = { minAmount: '10', onlineChannels: [] };

interface Call {
  method: string;
  path: string;
  body: unknown;
  csrf: string | undefined;
}

/** The admin API as these screens see it; a PUT of a setting answers `settingAnswer`. */
function stubServer(settingAnswer: { status: number; body: unknown } = { status: 200, body: { ok: true, message: 'Setting "recharge" saved. Applies to new orders only.', data: {} } }): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit = {}) => {
      const parsed = new URL(url, 'http://console.test');
      const method = init.method ?? 'GET';
      calls.push({ method, path: parsed.pathname, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined, csrf: (init.headers as Record<string, string> | undefined)?.['x-csrf-token'] });
      if (parsed.pathname === '/admin/session') return jsonAnswer(200, { ok: true, message: '', data: CONTENT });
      if (parsed.pathname === '/admin/settings/fourEyes') return jsonAnswer(200, { ok: true, message: '', data: { key: 'fourEyes', source: 'default', value: { adjustmentAbove: '10000', withdrawalAbove: '10000' } } });
      if (parsed.pathname === '/admin/settings/recharge' && method === 'GET') return jsonAnswer(200, { ok: true, message: '', data: { key: 'recharge', source: 'stored', value: RECHARGE } });
      if (parsed.pathname === '/admin/settings/recharge' && method === 'PUT') return jsonAnswer(settingAnswer.status, settingAnswer.body);
      if (parsed.pathname === '/admin/letters') return jsonAnswer(200, { ok: true, message: 'Letter #4 sent to ann (member #2).', data: { id: 4, memberId: 2 } });
      return jsonAnswer(404, { ok: false, message: 'Not found' });
    }),
  );
  return calls;
}

beforeAll(() => {
  initI18n('en-US', { 'en-US': enUS });
});

afterEach(closeConsole);

async function openRechargeEditor(): Promise<HTMLTextAreaElement> {
  openConsoleAt('/products/settings');
  await waitFor(() => [...document.querySelectorAll('[role="tab"]')].some((tab) => tab.textContent === 'recharge'), 'the settings tabs');
  act(() => {
    [...document.querySelectorAll<HTMLElement>('[role="tab"]')].find((tab) => tab.textContent === 'recharge')?.click();
  });
  const editorLabel = 'The recharge setting as JSON';
  await waitFor(() => document.querySelector(`textarea[aria-label="${editorLabel}"]`)?.textContent.includes('"minAmount": "10"') === true, 'the recharge setting');
  const editor = document.querySelector<HTMLTextAreaElement>(`textarea[aria-label="${editorLabel}"]`);
  if (editor === null) throw new Error('no editor');
  return editor;
}

describe('the settings JSON editor', () => {
  it('shows the current value pretty-printed and sends nothing while the text is not JSON', async () => {
    const calls = stubServer();
    const editor = await openRechargeEditor();
    expect(editor.value).toBe(JSON.stringify(RECHARGE, null, 2));
    typeInto(editor, '{"minAmount": "20",');
    act(() => {
      buttonNamed('Save').click();
    });
    await waitFor(() => document.body.textContent.includes('This is not valid JSON, so nothing was sent.'), 'the JSON refusal');
    await settle(50);
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('sends valid JSON as {value} with the CSRF token, and shows the server refusal under the console text', async () => {
    const calls = stubServer({ status: 422, body: { ok: false, message: 'Setting "recharge" was not changed: minAmount: an amount such as 100' } });
    const editor = await openRechargeEditor();
    typeInto(editor, '{"minAmount": "ten", "onlineChannels": []}');
    act(() => {
      buttonNamed('Save').click();
    });
    await waitFor(() => calls.some((call) => call.method === 'PUT'), 'the PUT');
    expect(calls.find((call) => call.method === 'PUT')).toEqual({ method: 'PUT', path: '/admin/settings/recharge', body: { value: { minAmount: 'ten', onlineChannels: [] } }, csrf: 'csrf-5' });
    await waitFor(() => document.body.textContent.includes('minAmount: an amount such as 100'), "the server's message");
    expect(document.body.textContent).toContain('The server refused.');
  });
});

describe('the letters form', () => {
  it('sends the chosen language with the letter, to one member', async () => {
    const calls = stubServer();
    openConsoleAt('/content/letters');
    await waitFor(() => document.body.textContent.includes('Send a letter'), 'the letters page');
    act(() => {
      [...document.querySelectorAll<HTMLInputElement>('input[type="radio"]')].find((radio) => radio.value === 'member')?.click();
    });
    await waitFor(() => document.body.textContent.includes('Username'), 'the username field');
    typeInto(fieldLabelled('Username'), 'ann');
    await choose('Language of the text', 'Traditional Chinese (zh-HK)');
    typeInto(fieldLabelled('Title'), '費用調整');
    typeInto(fieldLabelled('Content (HTML)'), '<p>由下月起</p>');
    act(() => {
      buttonNamed('Send the letter').click();
    });
    await waitFor(() => calls.some((call) => call.path === '/admin/letters'), 'the letter');
    expect(calls.find((call) => call.path === '/admin/letters')?.body).toEqual({ language: 'zh-HK', title: '費用調整', content: '<p>由下月起</p>', member: 'ann' });
  });
});
