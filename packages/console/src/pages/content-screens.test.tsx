import '@ant-design/v5-patch-for-react-19';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Session } from '../api/admin-types';
import { App } from '../app/app';
import { forgetSession } from '../auth/session-store';
import enUS from '../i18n/en-US.json';
import { initI18n } from '../i18n';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

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
      const answer = (status: number, body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status }));
      if (parsed.pathname === '/admin/session') return answer(200, { ok: true, message: '', data: CONTENT });
      if (parsed.pathname === '/admin/settings/fourEyes') return answer(200, { ok: true, message: '', data: { key: 'fourEyes', source: 'default', value: { adjustmentAbove: '10000', withdrawalAbove: '10000' } } });
      if (parsed.pathname === '/admin/settings/recharge' && method === 'GET') return answer(200, { ok: true, message: '', data: { key: 'recharge', source: 'stored', value: RECHARGE } });
      if (parsed.pathname === '/admin/settings/recharge' && method === 'PUT') return answer(settingAnswer.status, settingAnswer.body);
      if (parsed.pathname === '/admin/letters') return answer(200, { ok: true, message: 'Letter #4 sent to ann (member #2).', data: { id: 4, memberId: 2 } });
      return answer(404, { ok: false, message: 'Not found' });
    }),
  );
  return calls;
}

async function waitFor(check: () => boolean, what: string): Promise<void> {
  for (let attempt = 0; attempt < 150; attempt += 1) {
    if (check()) return;
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  }
  throw new Error(`Timed out waiting for ${what}; the page shows: ${document.body.textContent}`);
}

function buttonNamed(name: string): HTMLButtonElement {
  const button = [...document.querySelectorAll('button')].find((candidate) => candidate.textContent.trim() === name);
  if (button === undefined) throw new Error(`no button "${name}"; the page shows: ${document.body.textContent}`);
  return button;
}

function typeInto(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  act(() => {
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

function fieldLabelled(label: string): HTMLElement {
  const labelElement = [...document.querySelectorAll('label')].find((candidate) => candidate.textContent.trim() === label);
  const id = labelElement?.getAttribute('for');
  const field = id === null || id === undefined ? null : document.getElementById(id);
  if (field === null) throw new Error(`no field labelled "${label}"`);
  return field;
}

let root: Root | null = null;

function open(path: string): void {
  window.history.pushState({}, '', `/console${path}`);
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => {
    root?.render(<App />);
  });
}

beforeAll(() => {
  initI18n('en-US', { 'en-US': enUS });
});

afterEach(() => {
  act(() => {
    root?.unmount();
  });
  root = null;
  document.body.innerHTML = '';
  forgetSession();
  vi.unstubAllGlobals();
});

async function openRechargeEditor(): Promise<HTMLTextAreaElement> {
  open('/products/settings');
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
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
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
    open('/content/letters');
    await waitFor(() => document.body.textContent.includes('Send a letter'), 'the letters page');
    act(() => {
      [...document.querySelectorAll<HTMLInputElement>('input[type="radio"]')].find((radio) => radio.value === 'member')?.click();
    });
    await waitFor(() => document.body.textContent.includes('Username'), 'the username field');
    typeInto(fieldLabelled('Username') as HTMLInputElement, 'ann');
    // The language select: open it and pick Traditional Chinese.
    const select = fieldLabelled('Language of the text').closest('.ant-select');
    act(() => {
      select?.querySelector('.ant-select-selector')?.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    });
    await waitFor(() => document.querySelector('.ant-select-item-option[title="Traditional Chinese (zh-HK)"]') !== null, 'the language options');
    act(() => {
      document.querySelector<HTMLElement>('.ant-select-item-option[title="Traditional Chinese (zh-HK)"]')?.click();
    });
    typeInto(fieldLabelled('Title') as HTMLInputElement, '費用調整');
    typeInto(fieldLabelled('Content (HTML)') as HTMLTextAreaElement, '<p>由下月起</p>');
    act(() => {
      buttonNamed('Send the letter').click();
    });
    await waitFor(() => calls.some((call) => call.path === '/admin/letters'), 'the letter');
    expect(calls.find((call) => call.path === '/admin/letters')?.body).toEqual({ language: 'zh-HK', title: '費用調整', content: '<p>由下月起</p>', member: 'ann' });
  });
});
