/**
 * `@meridian/server/alerts`: the price alerts' check as the feed owner runs it, beside the tick
 * recorder it follows, for bench:alerts, which times the tick path with 100,000 alerts and without.
 */
export { createAlertWatch, type AlertWatch } from '../modules/alert/alert-watch.js';
export { createTickRecorder } from '../market/tick-recorder.js';
export { ensureGenesis } from '../market/tick-store.js';
export { CURRENCIES } from '../market/currencies.js';
export { memberNotifications, members, priceAlerts } from '../db/schema/index.js';
