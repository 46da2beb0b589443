import { vi } from 'vitest';
import type { TConsoleSession } from '@meridian/protocol';
import { jsonAnswer } from './test-env';

/** The settings a form edits, each its own duty on the server (setting-duties.ts). */
const EVERY_SETTING = ['company', 'app', 'register', 'customerService', 'recharge', 'withdraw', 'withdrawWhitelist', 'kyc', 'contract', 'task', 'fourEyes'];

/** May read and change every setting (the owner's commands for them: each duty's `settings-set:<key>`). */
export const SETTINGS_EDITOR: TConsoleSession = {
  username: 'editor',
  role: 'owner',
  stage: 'ready',
  csrfToken: 'csrf-7',
  allowed: ['dashboard', 'settings-get', 'settings-set', ...EVERY_SETTING.map((key) => `settings-set:${key}`), 'contract-options', 'support-hours'],
};

/** May read settings, not change them (finance). */
export const SETTINGS_READER: TConsoleSession = { username: 'fin', role: 'finance', stage: 'ready', csrfToken: 'csrf-8', allowed: ['dashboard', 'settings-get'] };

export interface AdminCall {
  method: string;
  path: string;
  body: unknown;
  csrf: string | undefined;
}

interface SettingsApiOptions {
  session?: TConsoleSession;
  /** The stored values by key, as `GET /admin/settings/:key` answers them. */
  settings: Record<string, unknown>;
  /** What a `PUT /admin/settings/:key` answers; by default it saves, as the server does. */
  refusal?: { status: number; message: string };
}

/**
 * The admin API's settings routes as a fetch stub: the session, each setting's read, and its save,
 * which keeps the value (the form reads it back) unless `refusal` says otherwise. Returns every
 * call made, with its parsed body and CSRF header.
 */
export function stubSettingsApi({ session = SETTINGS_EDITOR, settings, refusal }: SettingsApiOptions): AdminCall[] {
  const calls: AdminCall[] = [];
  const stored = new Map(Object.entries(settings));
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit = {}) => {
      const { pathname } = new URL(url, 'http://console.test');
      const method = init.method ?? 'GET';
      const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, path: pathname, body, csrf: (init.headers as Record<string, string> | undefined)?.['x-csrf-token'] });
      if (pathname === '/admin/session') return jsonAnswer(200, { ok: true, message: '', data: session });
      const key = /^\/admin\/settings\/(\w+)$/.exec(pathname)?.[1];
      if (key === undefined || !stored.has(key)) return jsonAnswer(404, { ok: false, message: 'Not found' });
      if (method === 'GET') return jsonAnswer(200, { ok: true, message: '', data: { key, source: 'stored', value: stored.get(key) } });
      if (refusal !== undefined) return jsonAnswer(refusal.status, { ok: false, message: refusal.message });
      stored.set(key, (body as { value: unknown }).value);
      return jsonAnswer(200, { ok: true, message: `Setting "${key}" saved.`, data: {} });
    }),
  );
  return calls;
}

/** The body of each setting's save (`PUT /admin/settings/:key`), in order. */
export const savesOf = (calls: readonly AdminCall[], key: string): unknown[] =>
  calls.filter((call) => call.method === 'PUT' && call.path === `/admin/settings/${key}`).map((call) => call.body);
