import { API, CODE, ZUnsubscribePushRequest, ZUnsubscribePushResponse } from '@meridian/protocol';
import { AppError } from '../../http/app-error.js';
import { defineCall, requireSession } from '../../http/define-call.js';
import { removePushSubscription } from './push-store.js';

/**
 * Stops pushes to a device: this browser by its endpoint (answered ok even when it was not
 * registered, so turning push off always succeeds), or one of the member's listed devices by id
 * (another member's id, or one gone, is refused as not found).
 */
export const unsubscribePushCall = defineCall({
  path: API.push.unsubscribePush,
  request: ZUnsubscribePushRequest,
  response: ZUnsubscribePushResponse,
  async handler(context) {
    const { deps, input } = context;
    const { memberId } = requireSession(context);
    if (input.endpoint !== undefined) {
      await removePushSubscription(deps.db, memberId, { endpoint: input.endpoint });
      return { ok: true as const };
    }
    if (input.id === undefined || !(await removePushSubscription(deps.db, memberId, { id: input.id }))) throw new AppError(CODE.NOT_FOUND, 'error.pushDeviceNotFound');
    return { ok: true as const };
  },
});
