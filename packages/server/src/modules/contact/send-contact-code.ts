import { API, CODE, ZSendCodeResponse, ZSendContactCodeRequest } from '@meridian/protocol';
import { AppError } from '../../http/app-error.js';
import { defineCall, requireSession } from '../../http/define-call.js';
import { sendCode } from '../auth/verification-codes.js';
import { loadMember } from '../member/member-info.js';
import { proveLoginPassword } from '../member/prove-secret.js';
import { proveTwoStep } from '../security/prove-two-step.js';
import { channelOf, normalised, purposeOf, targetOf } from './contact-code-target.js';

/**
 * Changing the email or the phone, step 1 (issue 35, account takeover): a session alone never does
 * it. The password (and the 2-step code when on) prove the member, and a code goes to the new address.
 */
export const sendContactCodeCall = defineCall({
  path: API.security.sendContactCode,
  request: ZSendContactCodeRequest,
  response: ZSendCodeResponse,
  async handler(context) {
    const { deps, input, ip, language, device } = context;
    const { memberId } = requireSession(context);
    const member = await loadMember(deps, memberId);
    await proveLoginPassword(deps, member, input.password);
    await proveTwoStep(deps, memberId, input.twoStepCode);
    if (normalised(input.kind, input.value) === normalised(input.kind, input.kind === 'email' ? member.email : member.phone)) {
      throw new AppError(CODE.INVALID_PARAMS, 'error.contactUnchanged', {}, { fields: ['value'] });
    }
    return sendCode(deps, {
      purpose: purposeOf(input.kind),
      target: targetOf(memberId, input.kind, input.value),
      channel: channelOf(input.kind),
      recipient: input.value.trim(),
      language,
      ip,
      memberId,
      device,
    });
  },
});
