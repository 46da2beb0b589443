import { API, CODE, ZOk, ZRemovePasskeyRequest } from '@meridian/protocol';
import { AppError } from '../../http/app-error.js';
import { defineCall, requireSession } from '../../http/define-call.js';
import { loadMember } from '../member/member-info.js';
import { removeOwnPasskey } from './passkey-store.js';
import { sendSecurityAlert } from './security-alerts.js';

/**
 * Removes one of the caller's passkeys (another member's is "not found") and tells the member by
 * letter. It signs in no more; sessions it opened stay, as sessions a password opened do.
 */
export const removePasskeyCall = defineCall({
  path: API.security.removePasskey,
  request: ZRemovePasskeyRequest,
  response: ZOk,
  async handler(context) {
    const { deps, input, ip, userAgent, language } = context;
    const { memberId } = requireSession(context);
    const removed = await removeOwnPasskey(deps.db, memberId, input.id);
    if (!removed) throw new AppError(CODE.NOT_FOUND, 'error.passkeyNotFound');
    await sendSecurityAlert(deps, await loadMember(deps, memberId), 'passkeyRemoved', { ip, userAgent, language, passkey: removed.name });
    return { ok: true as const };
  },
});
