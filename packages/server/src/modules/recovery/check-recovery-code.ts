import { API, CODE, ZCheckMobileCaptchaResponse, ZCheckRecoveryCodeRequest } from '@meridian/protocol';
import { AppError } from '../../http/app-error.js';
import { defineCall } from '../../http/define-call.js';
import { guardAttempt, recordFailure } from '../../security/failure-throttle.js';
import { verifyCaptcha } from '../auth/captcha/captcha-service.js';
import { loginFailureCounters } from '../auth/login-failures.js';
import { issueResetTicket } from '../auth/reset-tickets.js';
import { findMemberByUsername } from '../member/member-store.js';
import { spendAccountRecoveryCode } from './account-recovery-codes.js';

/**
 * Password reset, step 2, with an account recovery code instead of a code sent by mail or SMS:
 * the slider first, then the code, each wrong one counted on the address's and the pair's
 * counters as a wrong password is. The account's lock of unknown clients does not refuse it:
 * the codes are 40 random bits each and the address's counters stop guessing long before.
 */
export const checkRecoveryCodeCall = defineCall({
  path: API.login.checkRecoveryCode,
  request: ZCheckRecoveryCodeRequest,
  response: ZCheckMobileCaptchaResponse,
  async handler({ deps, input, ip }) {
    const { limits } = deps.config;
    await deps.limiter.enforce(limits.loginAttemptsPerIp, ip);
    const counters = loginFailureCounters(limits, input.username, ip);
    await guardAttempt(deps.limiter, counters);
    await verifyCaptcha(deps.db, deps.config.captchaEnabled, input);
    const member = await findMemberByUsername(deps.db, input.username);
    if (member === null || !(await spendAccountRecoveryCode(deps.db, member.id, input.recoveryCode))) {
      await recordFailure(deps.limiter, counters);
      throw new AppError(CODE.CODE_INVALID, 'error.recoveryCodeWrong', {}, { fields: ['recoveryCode'] });
    }
    return issueResetTicket(deps.db, member.id);
  },
});
