import { API, CODE, ZCancelPriceAlertRequest, ZCancelPriceAlertResponse } from '@meridian/protocol';
import { AppError } from '../../http/app-error.js';
import { defineCall, requireSession } from '../../http/define-call.js';
import { cancelAlert } from './price-alert-store.js';

/** Removes one of the member's alerts; an id that is not theirs (or is gone) is refused as not found. */
export const cancelPriceAlertCall = defineCall({
  path: API.alert.cancelPriceAlert,
  request: ZCancelPriceAlertRequest,
  response: ZCancelPriceAlertResponse,
  async handler(context) {
    const { memberId } = requireSession(context);
    if (!(await cancelAlert(context.deps.db, memberId, context.input.id))) throw new AppError(CODE.NOT_FOUND, 'error.alertNotFound');
    return { ok: true as const };
  },
});
