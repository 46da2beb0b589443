import { API, ZGetPasskeysRequest, ZGetPasskeysResponse } from '@meridian/protocol';
import { defineCall, requireSession } from '../../http/define-call.js';
import { passkeyView, readPasskeys } from './passkey-store.js';

/** The caller's own passkeys, oldest first; never the public keys. */
export const getPasskeysCall = defineCall({
  path: API.security.getPasskeys,
  request: ZGetPasskeysRequest,
  response: ZGetPasskeysResponse,
  async handler(context) {
    const { memberId } = requireSession(context);
    return { list: (await readPasskeys(context.deps.db, memberId)).map(passkeyView) };
  },
});
