import { API, ZGetTwoStepRequest, ZTwoStepStatus } from '@meridian/protocol';
import { defineCall, requireSession } from '../../http/define-call.js';
import { isTwoStepOn, readMemberSecurity } from './member-two-step.js';

/** Whether the caller's 2-step is on, since when, and how many recovery codes are left. */
export const getTwoStepCall = defineCall({
  path: API.security.getTwoStep,
  request: ZGetTwoStepRequest,
  response: ZTwoStepStatus,
  async handler(context) {
    const { memberId } = requireSession(context);
    const security = await readMemberSecurity(context.deps.db, memberId);
    if (!isTwoStepOn(security)) return { enabled: false, enabledAt: null, recoveryCodesLeft: 0 };
    return { enabled: true, enabledAt: security.totpEnabledAt?.getTime() ?? null, recoveryCodesLeft: security.recoveryCodeHashes.length };
  },
});
