import { API, CODE, ZOk, ZRenamePasskeyRequest } from '@meridian/protocol';
import { AppError } from '../../http/app-error.js';
import { defineCall, requireSession } from '../../http/define-call.js';
import { renameOwnPasskey } from './passkey-store.js';

/** Renames one of the caller's passkeys; another member's is "not found", exactly like one that does not exist. */
export const renamePasskeyCall = defineCall({
  path: API.security.renamePasskey,
  request: ZRenamePasskeyRequest,
  response: ZOk,
  async handler(context) {
    const { deps, input } = context;
    const { memberId } = requireSession(context);
    if (!(await renameOwnPasskey(deps.db, memberId, input.id, input.name))) throw new AppError(CODE.NOT_FOUND, 'error.passkeyNotFound');
    return { ok: true as const };
  },
});
