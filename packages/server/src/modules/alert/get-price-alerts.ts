import { API, ZGetPriceAlertsRequest, ZGetPriceAlertsResponse } from '@meridian/protocol';
import { defineCall, requireSession } from '../../http/define-call.js';
import { memberAlerts } from './price-alert-store.js';
import { toPriceAlert } from './price-alert-view.js';

/** The member's own alerts, active first (at most PRICE_ALERT_MAX_ACTIVE of them), then those that fired. */
export const getPriceAlertsCall = defineCall({
  path: API.alert.getPriceAlerts,
  request: ZGetPriceAlertsRequest,
  response: ZGetPriceAlertsResponse,
  async handler(context) {
    const { memberId } = requireSession(context);
    return { list: (await memberAlerts(context.deps.db, memberId)).map(toPriceAlert) };
  },
});
