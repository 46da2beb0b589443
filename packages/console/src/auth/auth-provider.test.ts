import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TConsoleSession } from '@meridian/protocol';
import { readCsrfToken } from '../api/csrf-token';
import { authProvider } from './auth-provider';
import { forgetSession } from './session-store';

const READY: TConsoleSession = { username: 'ann', role: 'owner', stage: 'ready', csrfToken: 'csrf-ann', allowed: ['members', 'operator-add'] };

interface Call {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

/** Answers each request with the next of `answers` (status and body) and records it. */
function stubAnswers(...answers: [number, unknown][]): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit = {}) => {
      calls.push({
        method: init.method ?? 'GET',
        path: url,
        headers: { ...(init.headers as Record<string, string>) },
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      });
      const [status, body] = answers.shift() ?? [500, { ok: false, message: 'no more answers' }];
      return Promise.resolve(new Response(JSON.stringify(body), { status }));
    }),
  );
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  forgetSession();
});

describe('authProvider.login', () => {
  it('signs in, keeps the CSRF token and goes to the dashboard when the stage is ready', async () => {
    const calls = stubAnswers([200, { ok: true, message: 'Signed in', data: READY }]);
    const result = await authProvider.login({ username: 'ann', password: 'secret-password', code: ' 123456 ' });
    expect(result).toMatchObject({ success: true, redirectTo: '/' });
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/admin/session', body: { username: 'ann', password: 'secret-password', code: '123456' } });
    expect(calls[0]?.headers['x-csrf-token']).toBeUndefined();
    expect(readCsrfToken()).toBe('csrf-ann');
  });

  it('says the code is needed when the server answers needsCode', async () => {
    stubAnswers([401, { ok: false, message: 'A code is needed', needsCode: true }]);
    const result = await authProvider.login({ username: 'ann', password: 'secret-password' });
    expect(result.success).toBe(false);
    expect(result.needsCode).toBe(true);
  });

  it('sends an operator who must set a password or enrol to the first sign-in page', async () => {
    stubAnswers([200, { ok: true, message: '', data: { ...READY, stage: 'totp' } }]);
    expect(await authProvider.login({ username: 'ann', password: 'one-time-pass' })).toMatchObject({ success: true, redirectTo: '/first-sign-in' });
  });

  it("shows the console's sentence for the status with the server's message under it", async () => {
    stubAnswers([429, { ok: false, message: 'Too many requests; try again in 30 s.' }]);
    const result = await authProvider.login({ username: 'ann', password: 'wrong' });
    expect(result.error?.name).toBe('Too many attempts. Try again in 1 minute.');
    expect(result.error?.message).toBe('Server: Too many requests; try again in 30 s.');
  });

  it('says how long a lock lasts in minutes and seconds, never "869 s"', async () => {
    const locked = { ok: false, message: 'Too many failed sign-ins: try again in 14 min 29 s.' };
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response(JSON.stringify(locked), { status: 429, headers: { 'retry-after': '869' } }))));
    const result = await authProvider.login({ username: 'ann', password: 'wrong' });
    expect(result.error?.name).toBe('Too many attempts. Try again in 14 minutes 29 seconds.');
  });

  it('says a code it sent was wrong or already used, not that a code is needed', async () => {
    stubAnswers([401, { ok: false, message: 'That code is wrong or has been used.', needsCode: true }]);
    const result = await authProvider.login({ username: 'ann', password: 'secret-password', code: '123456' });
    expect(result).toMatchObject({ success: false, needsCode: true });
    expect(result.error?.message).toBe('That code is wrong or was already used. Enter the next code your authenticator shows, or one of your recovery codes.');
  });

  it('sends the console’s language for the server to answer in', async () => {
    const calls = stubAnswers([200, { ok: true, message: 'Signed in.', data: READY }]);
    await authProvider.login({ username: 'ann', password: 'secret-password' });
    expect(calls[0]?.headers['accept-language']).toBe('en-US');
  });
});

describe('authProvider.check and permissions', () => {
  it('asks the server once and answers permissions from the same session', async () => {
    const calls = stubAnswers([200, { ok: true, message: '', data: READY }]);
    expect(await authProvider.check()).toEqual({ authenticated: true });
    expect(await authProvider.getPermissions?.()).toEqual({ role: 'owner', allowed: ['members', 'operator-add'] });
    expect(calls).toHaveLength(1);
  });

  it('sends a visitor without a session to the login page', async () => {
    stubAnswers([401, { ok: false, message: 'Not signed in' }]);
    expect(await authProvider.check()).toMatchObject({ authenticated: false, redirectTo: '/login' });
  });

  it('sends a session that is not ready to the first sign-in page', async () => {
    stubAnswers([200, { ok: true, message: '', data: { ...READY, stage: 'password' } }]);
    expect(await authProvider.check()).toMatchObject({ authenticated: false, redirectTo: '/first-sign-in' });
  });
});

describe('authProvider.logout', () => {
  it('signs out with DELETE and the CSRF token, then forgets the session', async () => {
    const calls = stubAnswers([200, { ok: true, message: '', data: READY }], [200, { ok: true, message: 'Signed out' }]);
    await authProvider.check();
    expect(await authProvider.logout({})).toMatchObject({ success: true, redirectTo: '/login' });
    expect(calls[1]).toMatchObject({ method: 'DELETE', path: '/admin/session', headers: { 'x-csrf-token': 'csrf-ann' } });
    expect(readCsrfToken()).toBeNull();
  });
});
