import '@ant-design/v5-patch-for-react-19';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TConsoleSession } from '@meridian/protocol';
import { closeConsole, jsonAnswer, openConsoleAt } from '../testing/console-page';
import { choose, fillIn, operatorUser } from '../testing/console-screen';

const CONTENT: TConsoleSession = {
  username: 'editor',
  role: 'content',
  stage: 'ready',
  csrfToken: 'csrf-5',
  allowed: ['dashboard', 'settings-get', 'settings-set', 'letter-send', 'notices', 'banners'],
};

interface Call {
  method: string;
  path: string;
  body: unknown;
  csrf: string | undefined;
}

/** The admin API as these screens see it. */
function stubServer(): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit = {}) => {
      const parsed = new URL(url, 'http://console.test');
      const method = init.method ?? 'GET';
      calls.push({ method, path: parsed.pathname, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined, csrf: (init.headers as Record<string, string> | undefined)?.['x-csrf-token'] });
      if (parsed.pathname === '/admin/session') return jsonAnswer(200, { ok: true, message: '', data: CONTENT });
      if (parsed.pathname === '/admin/letters') return jsonAnswer(200, { ok: true, message: 'Letter #4 sent to ann (member #2).', data: { id: 4, memberId: 2 } });
      return jsonAnswer(404, { ok: false, message: 'Not found' });
    }),
  );
  return calls;
}

afterEach(closeConsole);

describe('the letters form', () => {
  it('sends the chosen language with the letter, to one member', async () => {
    const calls = stubServer();
    openConsoleAt('/content/letters');
    const user = operatorUser();
    await user.click(await screen.findByRole('radio', { name: 'One member' }));
    await fillIn(await screen.findByLabelText('Username'), 'ann');
    await choose('Language of the text', 'Traditional Chinese (zh-HK)');
    await fillIn(screen.getByLabelText('Title'), '費用調整');
    await fillIn(screen.getByLabelText('Content (HTML)'), '<p>由下月起</p>');
    await user.click(screen.getByRole('button', { name: 'Send the letter' }));
    await waitFor(() => {
      expect(calls.map((call) => call.path)).toContain('/admin/letters');
    });
    expect(calls.find((call) => call.path === '/admin/letters')?.body).toEqual({ language: 'zh-HK', title: '費用調整', content: '<p>由下月起</p>', member: 'ann' });
  });
});
