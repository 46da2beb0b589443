import { API, CODE, ZLoginRequest, ZLoginResponse } from '@meridian/protocol';
import { AppError } from '../../http/app-error.js';
import { defineCall } from '../../http/define-call.js';
import { clearFailures, guardAttempt, recordFailure } from '../../security/failure-throttle.js';
import { decoyPasswordHash, verifyPassword } from '../../security/passwords.js';
import { createSession, tokensOf } from '../../security/sessions.js';
import { memberInfoOf } from '../member/member-info.js';
import { findMemberByUsername } from '../member/member-record.js';
import { verifyCaptcha } from './captcha/captcha-service.js';
import { accountFailureCounter, loginFailureCounters, loginSlowdown } from './login-failures.js';

export const loginCall = defineCall({
  path: API.login.login,
  request: ZLoginRequest,
  response: ZLoginResponse,
  async handler({ deps, input, ip, userAgent }) {
    const { limits, passwordCost } = deps.config;
    const counters = loginFailureCounters(limits, input.username, ip);
    await guardAttempt(deps.limiter, counters, loginSlowdown(limits));
    await verifyCaptcha(deps.db, deps.config.captchaEnabled, input);

    const member = await findMemberByUsername(deps.db, input.username);
    // An unknown username costs the same scrypt as a wrong password, so timing tells nothing.
    const isRight = await verifyPassword(input.password, member?.passwordHash ?? (await decoyPasswordHash(passwordCost)));
    if (!member || !isRight) {
      await recordFailure(deps.limiter, counters);
      throw new AppError(CODE.WRONG_CREDENTIALS, 'error.wrongCredentials');
    }
    await clearFailures(deps.limiter, [accountFailureCounter(limits, input.username)]);

    const session = await createSession(deps.db, { memberId: member.id, ip, userAgent });
    return { ...tokensOf(session), member: await memberInfoOf(deps, member) };
  },
});
