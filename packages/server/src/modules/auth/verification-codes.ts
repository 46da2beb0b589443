import { timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { CODE, type AppLanguage, type TSendCodeResponse } from '@meridian/protocol';
import type { AppDeps } from '../../deps.js';
import { verificationCodes } from '../../db/schema/index.js';
import type { Channel } from '../../delivery/code-delivery.js';
import { AppError } from '../../http/app-error.js';
import { translate } from '../../i18n/translate.js';
import { deviceHash, type CallDevice } from '../../security/device-cookie.js';
import { hashToken, newVerificationCode } from '../../security/tokens.js';
import { readMemberProtection } from '../security/member-protection.js';
import { antiPhishingLine } from '../security/security-alerts.js';
import { maskContact } from './mask-contact.js';

export const CODE_TTL_MINUTES = 10;

export type CodePurpose = 'register_email' | 'register_mobile' | 'reset_password' | 'change_email' | 'change_phone';

export interface SendCodeOptions {
  purpose: CodePurpose;
  /** What the code proves: a normalised email or phone, or `member:<id>`. */
  target: string;
  channel: Channel;
  recipient: string;
  language: AppLanguage;
  ip: string;
  /** The account the code is for, when there is one: its anti-phishing code goes into the message. */
  memberId?: number;
  /** The browser asking (its device cookie, given one now if it has none): only it may check the code. */
  device: CallDevice;
  /** It is one of the account's known devices: the limits that keep strangers from flooding the recipient do not stop it. */
  isKnownDevice?: boolean;
}

/**
 * Sends a fresh 6-digit code, bound to the browser that asked. Limits: one per minute for a
 * (recipient, browser); a few per hour per address, and per recipient, for anyone but the
 * account's own known devices. No limit is shared by everyone, and none a stranger fills stops the
 * member's own device getting a code.
 */
export async function sendCode(deps: AppDeps, options: SendCodeOptions): Promise<TSendCodeResponse> {
  const { limits } = deps.config;
  const sentCookie = options.device.token !== null;
  const deviceHashed = deviceHash(options.device.ensure());
  if (options.isKnownDevice !== true) {
    await deps.limiter.enforce(limits.codePerIp, options.ip);
    await deps.limiter.enforce(limits.codePerRecipient, `${options.purpose}:${options.target}`);
  }
  // Per browser; a client that came without its cookie counts by its address too, so one that
  // never keeps the cookie it is given still gets one code a minute.
  const perTarget = `${options.purpose}:${options.target}`;
  await deps.limiter.enforce(limits.codePerTarget, `${perTarget}:${deviceHashed}`);
  if (!sentCookie) await deps.limiter.enforce(limits.codePerTarget, `${perTarget}:ip:${options.ip}`);

  const code = newVerificationCode();
  await deps.db.insert(verificationCodes).values({
    purpose: options.purpose,
    target: options.target,
    codeHash: hashToken(code),
    deviceHash: deviceHashed,
    expiresAt: new Date(Date.now() + CODE_TTL_MINUTES * 60_000),
  });
  const { companyName: company } = await deps.settings.get('company');
  const isReset = options.purpose === 'reset_password';
  const params = { company, code, minutes: CODE_TTL_MINUTES };
  const protection = options.memberId === undefined ? null : await readMemberProtection(deps.db, options.memberId);
  const body = translate(options.language, isReset ? 'mail.resetBody' : 'mail.codeBody', params);
  await deps.delivery.send({
    channel: options.channel,
    recipient: options.recipient,
    subject: translate(options.language, isReset ? 'mail.resetSubject' : 'mail.codeSubject', params),
    body: [body, antiPhishingLine(options.language, protection?.antiPhishingCode ?? null)].filter(Boolean).join('\n\n'),
    code,
    purpose: options.purpose,
  });
  return {
    sentTo: maskContact(options.channel, options.recipient),
    resendAfterSeconds: Math.ceil(limits.codePerTarget.windowMs / 1000),
  };
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Spends the latest code sent for `purpose` and `target` to this browser when `code` matches it.
 * A wrong guess counts against that code, which dies after a few; an old code is replaced by a
 * newer one. Codes sent to other browsers are out of reach: a stranger guessing from elsewhere
 * wears out only the codes they asked for themselves, never the member's.
 * With CAPTCHA=off (tests only, refused in production) any code is accepted, as DESIGN.md says.
 */
export async function consumeCode(deps: AppDeps, options: { purpose: CodePurpose; target: string; code: string; device: CallDevice }): Promise<void> {
  if (!deps.config.captchaEnabled) return;
  const invalid = new AppError(CODE.CODE_INVALID, 'error.codeInvalid');
  const { token } = options.device;
  const [latest] = await deps.db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.purpose, options.purpose),
        eq(verificationCodes.target, options.target),
        token === null ? isNull(verificationCodes.deviceHash) : eq(verificationCodes.deviceHash, deviceHash(token)),
        isNull(verificationCodes.usedAt),
        gt(verificationCodes.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
    .limit(1);
  if (!latest || latest.attempts >= deps.config.limits.codeAttempts) throw invalid;

  if (!sameHash(hashToken(options.code), latest.codeHash)) {
    await deps.db
      .update(verificationCodes)
      .set({ attempts: sql`${verificationCodes.attempts} + 1` })
      .where(eq(verificationCodes.id, latest.id));
    throw invalid;
  }
  // Only one of two racing requests with the right code gets it.
  const [spent] = await deps.db
    .update(verificationCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(verificationCodes.id, latest.id), isNull(verificationCodes.usedAt)))
    .returning({ id: verificationCodes.id });
  if (!spent) throw invalid;
}
