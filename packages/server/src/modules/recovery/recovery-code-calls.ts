import { API, CODE, ZAccountRecoveryCodes, ZCheckMobileCaptchaResponse, ZCheckRecoveryCodeRequest, ZEmpty, ZGetRecoveryCodesResponse, ZNewRecoveryCodesRequest } from '@meridian/protocol';
import { AppError } from '../../http/app-error.js';
import { defineCall, requireSession } from '../../http/define-call.js';
import { guardAttempt, recordFailure } from '../../security/failure-throttle.js';
import { verifyCaptcha } from '../auth/captcha/captcha-service.js';
import { loginFailureCounters } from '../auth/login-failures.js';
import { issueResetTicket } from '../auth/reset-tickets.js';
import { findMemberByUsername } from '../member/member-record.js';
import { loadMember } from '../member/member-info.js';
import { proveLoginPassword } from '../member/prove-secret.js';
import { proveTwoStep } from '../security/prove-two-step.js';
import { sendSecurityAlert } from '../security/security-alerts.js';
import { accountRecoveryCodesLeft, giveAccountRecoveryCodes, spendAccountRecoveryCode } from './account-recovery-codes.js';

/** How many account recovery codes the member has left. */
export const getRecoveryCodesCall = defineCall({
  path: API.security.getRecoveryCodes,
  request: ZEmpty,
  response: ZGetRecoveryCodesResponse,
  async handler(context) {
    const { memberId } = requireSession(context);
    return { left: await accountRecoveryCodesLeft(context.deps.db, memberId) };
  },
});

/** A new set of codes, shown once; the password (and the 2-step code when on) prove the member. */
export const newRecoveryCodesCall = defineCall({
  path: API.security.newRecoveryCodes,
  request: ZNewRecoveryCodesRequest,
  response: ZAccountRecoveryCodes,
  async handler(context) {
    const { deps, input, ip, userAgent, language } = context;
    const { memberId } = requireSession(context);
    const member = await loadMember(deps, memberId);
    await proveLoginPassword(deps, member, input.password);
    await proveTwoStep(deps, memberId, input.twoStepCode);
    const codes = await giveAccountRecoveryCodes(deps.db, memberId);
    await sendSecurityAlert(deps, member, 'recoveryCodesRenewed', { ip, userAgent, language });
    return { codes };
  },
});

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
