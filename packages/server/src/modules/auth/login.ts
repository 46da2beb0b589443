import { API, CODE, ZLoginRequest, ZLoginResponse } from '@meridian/protocol';
import { AppError, tooManyRequests } from '../../http/app-error.js';
import { defineCall } from '../../http/define-call.js';
import { clearFailures, guardAttempt, recordFailure } from '../../security/failure-throttle.js';
import { decoyPasswordHash, verifyPassword } from '../../security/passwords.js';
import { createSession, tokensOf } from '../../security/sessions.js';
import { memberInfoOf } from '../member/member-info.js';
import { isNewDevice } from '../security/new-device.js';
import { sendSecurityAlert } from '../security/security-alerts.js';
import { findMemberByUsername } from '../member/member-record.js';
import { verifyCaptcha } from './captcha/captcha-service.js';
import { sendLoginLockedLetter } from './login-lock-letter.js';
import { recordSignIn } from './sign-in-history.js';
import { accountFailureCounter, accountKey, accountIpFailureCounter, loginFailureCounters, loginSlowdown } from './login-failures.js';

/**
 * Every limit is checked before the password is hashed (a third of a second of a core at the
 * production cost), so a flood is refused cheaply and the bounded hashing pool stays free for
 * the members who are really signing in.
 */
export const loginCall = defineCall({
  path: API.login.login,
  request: ZLoginRequest,
  response: ZLoginResponse,
  async handler({ deps, input, ip, userAgent, language }) {
    const { limits, passwordCost } = deps.config;
    await deps.limiter.enforce(limits.loginAttemptsPerIp, ip);
    const account = accountFailureCounter(limits, input.username);
    const campaign = await deps.limiter.peek(account.rule, account.subject);
    if (campaign.exceeded) {
      throw new AppError(CODE.ACCOUNT_LOCKED, 'error.accountHardLocked', {}, { retryAfterSeconds: Math.ceil(campaign.retryAfterMs / 1000) });
    }
    const counters = loginFailureCounters(limits, input.username, ip);
    await guardAttempt(deps.limiter, counters, loginSlowdown(limits));
    const successes = await deps.limiter.peek(limits.loginSuccessesPerAccount, accountKey(input.username));
    if (successes.exceeded) throw tooManyRequests(successes.retryAfterMs);
    await verifyCaptcha(deps.db, deps.config.captchaEnabled, input);

    const member = await findMemberByUsername(deps.db, input.username);
    // An unknown username costs the same scrypt as a wrong password, so timing tells nothing.
    const isRight = await verifyPassword(input.password, member?.passwordHash ?? (await decoyPasswordHash(passwordCost)));
    const attempt = { ip, userAgent, method: 'password' as const };
    if (!member || !isRight) {
      await recordFailure(deps.limiter, counters);
      if (member) await recordSignIn(deps.db, { ...attempt, memberId: member.id, outcome: 'wrong-password' });
      const total = await deps.limiter.consume(account.rule, account.subject);
      // Exactly at the limit: the attempt that locked it sends the one letter.
      if (member && total.count === account.rule.limit) await sendLoginLockedLetter(deps.db, member.id, total.count);
      throw new AppError(CODE.WRONG_CREDENTIALS, 'error.wrongCredentials');
    }
    // Frozen by an operator: the right password still opens nothing (and says so; the password was right).
    if (member.loginFrozen) {
      await recordSignIn(deps.db, { ...attempt, memberId: member.id, outcome: 'frozen' });
      throw new AppError(CODE.ACCOUNT_LOCKED, 'error.accountFrozen');
    }
    await clearFailures(deps.limiter, [accountIpFailureCounter(limits, input.username, ip)]);
    await deps.limiter.consume(limits.loginSuccessesPerAccount, accountKey(input.username));

    // Asked before this sign-in is recorded, so it is compared with the earlier ones only.
    const isFromNewDevice = await isNewDevice(deps.db, member.id, { ip, userAgent }, deps.clock.now());
    const session = await createSession(deps.db, { memberId: member.id, ip, userAgent });
    if (isFromNewDevice) await sendSecurityAlert(deps, member, 'newDevice', { ip, userAgent, language });
    await recordSignIn(deps.db, { ...attempt, memberId: member.id, outcome: 'ok', sessionId: session.sessionId });
    return { ...tokensOf(session), member: await memberInfoOf(deps, member) };
  },
});
