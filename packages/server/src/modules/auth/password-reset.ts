import { eq, sql } from 'drizzle-orm';
import {
  API,
  CODE,
  ZCheckMobileCaptchaRequest,
  ZCheckMobileCaptchaResponse,
  ZOk,
  ZResetLoginPasswordRequest,
  ZSendCodeResponse,
  ZSendUpPwdCaptchaRequest,
} from '@meridian/protocol';
import { members } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { defineCall } from '../../http/define-call.js';
import { clearFailures } from '../../security/failure-throttle.js';
import { hashPassword } from '../../security/passwords.js';
import { revokeMemberSessions } from '../../security/sessions.js';
import { findMemberById, findMemberByUsername } from '../member/member-record.js';
import { holdWithdrawals } from '../security/member-protection.js';
import { sendSecurityAlert } from '../security/security-alerts.js';
import { verifyCaptcha } from './captcha/captcha-service.js';
import { accountFailureCounter, accountIpFailureCounter } from './login-failures.js';
import { knownDeviceOf } from './member-devices.js';
import { issueResetTicket, memberTarget, redeemResetTicket } from './reset-tickets.js';
import { consumeCode, sendCode } from './verification-codes.js';

/** Step 1: a code goes to the email (or else the phone) on the account. */
export const sendUpPwdCaptchaCall = defineCall({
  path: API.login.sendUpPwdCaptcha,
  request: ZSendUpPwdCaptchaRequest,
  response: ZSendCodeResponse,
  async handler({ deps, input, ip, language, device }) {
    await verifyCaptcha(deps.db, deps.config.captchaEnabled, input);
    const member = await findMemberByUsername(deps.db, input.username);
    if (!member) throw new AppError(CODE.WRONG_CREDENTIALS, 'error.accountNotFound', {}, { fields: ['username'] });
    const channel = member.email ? 'email' : member.phone ? 'sms' : null;
    if (!channel) throw new AppError(CODE.NO_CONTACT, 'error.noContact');
    return sendCode(deps, {
      purpose: 'reset_password',
      target: memberTarget(member.id),
      channel,
      recipient: channel === 'email' ? member.email : member.phone,
      language,
      ip,
      memberId: member.id,
      device,
      isKnownDevice: (await knownDeviceOf(deps.db, member.id, device.token)) !== null,
    });
  },
});

/** Step 2: the code is checked and exchanged for a one-time reset ticket. */
export const checkMobileCaptchaCall = defineCall({
  path: API.login.checkMobileCaptcha,
  request: ZCheckMobileCaptchaRequest,
  response: ZCheckMobileCaptchaResponse,
  async handler({ deps, input, device }) {
    const member = await findMemberByUsername(deps.db, input.username);
    if (!member) throw new AppError(CODE.CODE_INVALID, 'error.codeInvalid');
    // Only the code sent to this browser: a stranger's guesses from elsewhere cannot spend it.
    await consumeCode(deps, { purpose: 'reset_password', target: memberTarget(member.id), code: input.code, device });
    return issueResetTicket(deps.db, member.id);
  },
});

/**
 * Step 3: the new password. Every session of the member ends, the login lock is lifted, and as
 * with any change of the login password withdrawals are held for 24 hours and the member is told.
 */
export const resetLoginPasswordCall = defineCall({
  path: API.login.updateLoginPassword,
  request: ZResetLoginPasswordRequest,
  response: ZOk,
  async handler({ deps, input, ip, userAgent, language }) {
    const memberId = await redeemResetTicket(deps.db, input.resetTicket);
    const member = memberId === null ? null : await findMemberById(deps.db, memberId);
    if (!member) throw new AppError(CODE.CODE_INVALID, 'error.resetTicketInvalid', {}, { fields: ['resetTicket'] });
    const passwordHash = await hashPassword(input.password, deps.config.passwordCost);
    await deps.db.update(members).set({ passwordHash, updatedAt: sql`now()` }).where(eq(members.id, member.id));
    const ended = await revokeMemberSessions(deps.db, member.id, { caches: deps.caches });
    deps.live.kickSessions(ended, 'password_reset');
    await holdWithdrawals(deps.db, member.id, deps.clock.now());
    await sendSecurityAlert(deps, member, 'passwordChanged', { ip, userAgent, language });
    // The account's lock goes, and the lock of the address the member proved themselves from.
    const { limits } = deps.config;
    await clearFailures(deps.limiter, [accountFailureCounter(limits, member.username), accountIpFailureCounter(limits, member.username, ip)]);
    return { ok: true as const };
  },
});
