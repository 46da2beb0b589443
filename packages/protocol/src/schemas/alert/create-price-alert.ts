import { z } from 'zod/mini';
import { ZAllname } from '../market/get-open-currency-list.js';
import { ZMoney } from '../shared.js';
import { PRICE_ALERT_PERCENT_MAX, PRICE_ALERT_PERCENT_MIN, ZPriceAlert, ZPriceAlertWindow } from './price-alert.js';

/** A price above 0 with at most 12 decimals, as every price on the wire: a decimal string. */
const ZAlertPrice = ZMoney.check(z.refine((text: string) => /^\d+(\.\d{1,12})?$/.test(text) && Number(text) > 0, { message: 'rule.alertPrice' }));
const ZAlertPercent = z.number().check(z.gte(PRICE_ALERT_PERCENT_MIN, { message: 'rule.alertPercent' }), z.lte(PRICE_ALERT_PERCENT_MAX, { message: 'rule.alertPercent' }));

/**
 * What a member asks for: "when BTC/USDT crosses 65,000" (`cross`: the side is the one the price is
 * not on now, so the alert fires when it gets there), or "when it moves 5 % within 1 h" (`move`:
 * up or down, from the lowest or highest price of the window). `repeat` re-arms it after each firing.
 */
export const ZCreatePriceAlertRequest = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('cross'), allname: ZAllname, price: ZAlertPrice, repeat: z._default(z.boolean(), false) }),
  z.strictObject({ kind: z.literal('move'), allname: ZAllname, percent: ZAlertPercent, windowMinutes: ZPriceAlertWindow, repeat: z._default(z.boolean(), false) }),
]);
export type TCreatePriceAlertRequest = z.infer<typeof ZCreatePriceAlertRequest>;

/**
 * Sets a price alert. The same active alert asked again (a retried call) answers the one already
 * set instead of a second; a 21st active alert is refused (ALERT_LIMIT), as is a pair not traded
 * or a `cross` price the pair is at now.
 */
export const ZCreatePriceAlertResponse = ZPriceAlert;
