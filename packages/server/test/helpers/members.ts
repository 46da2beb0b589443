import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { API, type TCaptchaTrack } from '@meridian/protocol';
import { captchaChallenges, outbox } from '../../src/db/schema/index.js';
import { randomIp, TestBrowser } from './api-client.js';
import { humanDrag, trackMs } from './drag-tracks.js';
import type { TestApp } from './build-test-app.js';

export interface CaptchaAnswer {
  captchaId: string;
  captchaX: number;
  captchaTrack: TCaptchaTrack;
}

/**
 * Gets a puzzle and reads its answer from the database, as the Playwright harness does too, and
 * drags the piece there as a hand would. The puzzle is made to look as old as the drag took (the
 * server refuses a drag longer than its puzzle's life), instead of waiting that long.
 */
export async function solveCaptcha(t: TestApp, ip?: string): Promise<CaptchaAnswer> {
  const answer = await t.api.call(API.login.getVerificationImg, {}, { ip });
  if (answer.code !== 200) throw new Error(`getVerificationImg: ${answer.code} ${answer.msg}`);
  const captchaId = String(answer.data.captchaId);
  const [row] = await t.db.select().from(captchaChallenges).where(eq(captchaChallenges.id, captchaId));
  if (!row) throw new Error('The puzzle is not in captcha_challenges');
  const captchaTrack = humanDrag(row.answerX);
  await t.db
    .update(captchaChallenges)
    .set({ expiresAt: new Date(row.expiresAt.getTime() - trackMs(captchaTrack) - 1000) })
    .where(eq(captchaChallenges.id, captchaId));
  return { captchaId, captchaX: row.answerX, captchaTrack };
}

export function uniqueUsername(): string {
  return `m${randomBytes(6).toString('hex')}`;
}

export interface TestMember {
  id: number;
  username: string;
  password: string;
  token: string;
  refreshToken: string;
  ip: string;
}

export async function register(
  t: TestApp,
  fields: Record<string, unknown> = {},
  ip = randomIp(),
): Promise<{ id: number; username: string; password: string }> {
  const username = typeof fields.username === 'string' ? fields.username : uniqueUsername();
  const password = typeof fields.password === 'string' ? fields.password : 'secret123';
  const answer = await t.api.call(
    API.login.register,
    { username, password, confirmPassword: password, agree: true, ...(await solveCaptcha(t, ip)), ...fields },
    { ip },
  );
  if (answer.code !== 200) throw new Error(`register: ${answer.code} ${answer.msg}`);
  return { id: Number(answer.data.id), username, password };
}

/** A login from `ip`, by `browser` when given (its device cookie sent and kept). */
export async function login(t: TestApp, username: string, password: string, ip = randomIp(), browser?: TestBrowser) {
  return t.api.call(API.login.login, { username, password, ...(await solveCaptcha(t, ip)) }, { ip, ...(browser === undefined ? {} : { browser }) });
}

/** A registered and logged-in member with an address of their own. */
export async function newMember(t: TestApp, fields: Record<string, unknown> = {}): Promise<TestMember> {
  const ip = randomIp();
  const member = await register(t, fields, ip);
  const answer = await login(t, member.username, member.password, ip);
  if (answer.code !== 200) throw new Error(`login: ${answer.code} ${answer.msg}`);
  return { ...member, token: String(answer.data.accessToken), refreshToken: String(answer.data.refreshToken), ip };
}

/** The newest messages in the outbox for a recipient. */
export async function readOutbox(t: TestApp, recipient: string) {
  return t.db.select().from(outbox).where(eq(outbox.recipient, recipient)).orderBy(desc(outbox.id));
}

/**
 * The forgotten-password flow as a member goes through it: a code to the account's email or
 * phone (read from the outbox), the code checked, the new password set; from `ip` throughout.
 */
export async function resetPasswordByCode(t: TestApp, username: string, recipient: string, password: string, ip = randomIp(), browser = new TestBrowser()): Promise<void> {
  // One browser throughout: a code can be checked only from the browser it was sent for.
  const sent = await t.api.call(API.login.sendUpPwdCaptcha, { username, ...(await solveCaptcha(t, ip)) }, { ip, browser });
  if (sent.code !== 200) throw new Error(`sendUpPwdCaptcha: ${sent.code} ${sent.msg}`);
  const [message] = await readOutbox(t, recipient);
  const checked = await t.api.call(API.login.checkMobileCaptcha, { username, code: message?.code }, { ip, browser });
  if (checked.code !== 200) throw new Error(`checkMobileCaptcha: ${checked.code} ${checked.msg}`);
  const reset = await t.api.call(API.login.updateLoginPassword, { resetTicket: checked.data.resetTicket, password, confirmPassword: password }, { ip });
  if (reset.code !== 200) throw new Error(`updateLoginPassword: ${reset.code} ${reset.msg}`);
}
