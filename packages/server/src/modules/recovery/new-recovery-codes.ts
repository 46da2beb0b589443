import { API, ZAccountRecoveryCodes, ZNewRecoveryCodesRequest } from '@meridian/protocol';
import { defineCall, requireSession } from '../../http/define-call.js';
import { loadMember } from '../member/member-info.js';
import { proveLoginPassword } from '../member/prove-secret.js';
import { proveTwoStep } from '../security/prove-two-step.js';
import { sendSecurityAlert } from '../security/security-alerts.js';
import { giveAccountRecoveryCodes } from './account-recovery-codes.js';

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
