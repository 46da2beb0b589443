import { API, CODE, ZSubscribePushRequest, ZSubscribePushResponse } from '@meridian/protocol';
import { AppError } from '../../http/app-error.js';
import { defineCall, requireSession } from '../../http/define-call.js';
import { isAllowedPushEndpoint } from '../../push/push-config.js';
import { savePushSubscription } from './push-store.js';

/**
 * Registers this browser for the member's pushes, worded in the app's language. Refused when the
 * server sends no pushes, and for an endpoint that is not a known push service (the server would
 * post there: a member must not aim it at an address of their choosing).
 */
export const subscribePushCall = defineCall({
  path: API.push.subscribePush,
  request: ZSubscribePushRequest,
  response: ZSubscribePushResponse,
  async handler(context) {
    const { deps, input, language } = context;
    const { memberId } = requireSession(context);
    if (!deps.push.vapidKeys) throw new AppError(CODE.FORBIDDEN, 'error.pushOff');
    if (!isAllowedPushEndpoint(input.endpoint, deps.config.push.serviceHosts)) throw new AppError(CODE.INVALID_PARAMS, 'error.pushEndpointRefused');
    await savePushSubscription(deps.db, memberId, { endpoint: input.endpoint, keys: input.keys, label: input.label, language }, new Date(deps.clock.now()));
    return { ok: true as const };
  },
});
