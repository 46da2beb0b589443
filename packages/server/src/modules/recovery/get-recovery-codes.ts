import { API, ZEmpty, ZGetRecoveryCodesResponse } from '@meridian/protocol';
import { defineCall, requireSession } from '../../http/define-call.js';
import { accountRecoveryCodesLeft } from './account-recovery-codes.js';

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
