import { generate } from 'otplib';
import type { TestApp } from '../helpers/build-test-app.js';
import { CONSOLE_COOKIE } from '../../src/admin/console-sessions.js';
import { randomIp, TestBrowser } from '../helpers/api-client.js';
import { runCommand } from '../../src/operator/operator-commands.js';
import type { OperatorRole } from '../../src/operator/operator-roles.js';
import type { ManualClock } from '../market/manual-clock.js';

/** A browser's side of the console for tests: its cookie, its CSRF token, and the sign-in steps. */

export interface ConsoleAnswer {
  status: number;
  /** The JSON answer; for a file (an export), `ok` by its status and no message. */
  body: { ok: boolean; message: string; data?: unknown; needsCode?: boolean };
  /** The raw body (a CSV export's text). */
  text: string;
  headers: Record<string, string | string[] | number | undefined>;
  setCookie: string | undefined;
}

export class ConsoleBrowser {
  csrf = '';
  readonly ip = randomIp();
  /** Every cookie the server set: the session's and the device's. */
  readonly jar = new TestBrowser();

  constructor(private readonly t: TestApp) {}

  /** The console session's cookie (`name=value`), or '' when signed out. */
  get cookie(): string {
    const token = this.jar.cookies.get(CONSOLE_COOKIE);
    return token === undefined || token === '' ? '' : `${CONSOLE_COOKIE}=${token}`;
  }

  /** `language`: the console's language, sent as `Accept-Language` as the console sends it. */
  async send(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, options: { body?: unknown; csrf?: string | null; origin?: string; language?: string } = {}): Promise<ConsoleAnswer> {
    const csrf = options.csrf === undefined ? this.csrf : options.csrf;
    const response = await this.t.app.inject({
      method,
      url,
      remoteAddress: this.ip,
      headers: {
        host: 'meridian.test',
        'content-type': 'application/json',
        ...(this.jar.header === undefined ? {} : { cookie: this.jar.header }),
        ...(csrf === null || csrf === '' ? {} : { 'x-csrf-token': csrf }),
        ...(options.origin === undefined ? {} : { origin: options.origin }),
        ...(options.language === undefined ? {} : { 'accept-language': options.language }),
      },
      ...(options.body === undefined ? {} : { payload: JSON.stringify(options.body) }),
    });
    const setCookie = response.headers['set-cookie'];
    this.jar.keep(setCookie);
    const lines = Array.isArray(setCookie) ? setCookie : setCookie === undefined ? [] : [setCookie];
    // The answer's session cookie, as the tests read it (the device cookie may come beside it).
    const first = lines.find((line) => line.startsWith(`${CONSOLE_COOKIE}=`)) ?? lines[0];
    const isJson = String(response.headers['content-type'] ?? '').startsWith('application/json');
    const body = isJson ? response.json<ConsoleAnswer['body']>() : { ok: response.statusCode < 300, message: '' };
    const data = body.data as { csrfToken?: string; session?: { csrfToken?: string } } | undefined;
    const csrfToken = data?.csrfToken ?? data?.session?.csrfToken;
    if (typeof csrfToken === 'string') this.csrf = csrfToken;
    return { status: response.statusCode, body, text: response.body, headers: response.headers, setCookie: first };
  }
}

/** An operator made by `operator-add`, with its one-time password. */
export async function addOperator(t: TestApp, username: string, role: OperatorRole): Promise<string> {
  const outcome = await runCommand(t.db, { name: 'operator-add', username, role }, { actor: 'cli:test', passwordCost: t.config.passwordCost });
  const data = outcome.data as { password?: string } | undefined;
  if (!outcome.ok || typeof data?.password !== 'string') throw new Error(outcome.text);
  return data.password;
}

export const NEW_PASSWORD = 'a long new password';

/** The authenticator's code for `secret` at the clock's time. */
export const codeAt = (secret: string, clock: ManualClock) => generate({ secret, epoch: Math.floor(clock.now() / 1000) });

/** An operator through the whole first sign-in: new password, authenticator enrolled; signed in and ready. */
export async function enrolledOperator(t: TestApp, clock: ManualClock, username: string, role: OperatorRole) {
  const password = await addOperator(t, username, role);
  const browser = new ConsoleBrowser(t);
  await browser.send('POST', '/admin/session', { body: { username, password } });
  await browser.send('POST', '/admin/session/password', { body: { password, newPassword: NEW_PASSWORD } });
  const enrolment = await browser.send('POST', '/admin/session/totp', { body: {} });
  const { secret } = enrolment.body.data as { secret: string };
  const confirmed = await browser.send('POST', '/admin/session/totp/confirm', { body: { code: await codeAt(secret, clock) } });
  const { recoveryCodes } = confirmed.body.data as { recoveryCodes: string[] };
  // The enrolment code's step is used: the next code must come from a later step.
  // A started market ticks through those 30 s: wait until they are recorded, or a contract signed
  // next may find its price not yet written (PRICE_STALE on a slow PostgreSQL).
  clock.advance(30_000);
  await t.deps.market.recorded();
  return { browser, secret, recoveryCodes };
}
