import { z } from 'zod/mini';
import { ZAllname } from '../market/get-open-currency-list.js';
import { ZMoney } from '../shared.js';
import { PRICE_ALERT_PERCENT_MAX, PRICE_ALERT_PERCENT_MIN, PRICE_ALERT_WINDOWS, ZPriceAlert, ZPriceAlertWindow } from './price-alert.js';

/** A price above 0 with at most 12 decimals, as every price on the wire: a decimal string. */
const ZAlertPrice = ZMoney.check(z.refine((text: string) => /^\d+(\.\d{1,12})?$/.test(text) && Number(text) > 0, { message: 'rule.alertPrice' }));
const ZAlertPercent = z.number().check(z.gte(PRICE_ALERT_PERCENT_MIN, { message: 'rule.alertPercent' }), z.lte(PRICE_ALERT_PERCENT_MAX, { message: 'rule.alertPercent' }));

/**
 * What a member asks for: "when BTC/USDT crosses 65,000" (`cross` with `price`: the side is the one
 * the price is not on now, so the alert fires when it gets there), or "when it moves 5 % within
 * 1 h" (`move` with `percent` and `windowMinutes`: up or down, from the lowest or highest price of
 * the window). `repeat` re-arms it after each firing. One flat object, as the form that fills it.
 */
export const ZCreatePriceAlertRequest = z
  .strictObject({
    kind: z.enum(['cross', 'move']),
    allname: ZAllname,
    price: z.optional(ZAlertPrice),
    percent: z.optional(ZAlertPercent),
    windowMinutes: z.optional(ZPriceAlertWindow),
    repeat: z._default(z.boolean(), false),
  })
  .check(
    z.refine((value) => value.kind !== 'cross' || value.price !== undefined, { message: 'rule.alertPrice', path: ['price'] }),
    z.refine((value) => value.kind !== 'move' || value.percent !== undefined, { message: 'rule.alertPercent', path: ['percent'] }),
    z.refine((value) => value.kind !== 'move' || value.windowMinutes !== undefined, { message: 'rule.alertWindow', path: ['windowMinutes'] }),
    z.refine((value) => value.kind !== 'cross' || (value.percent === undefined && value.windowMinutes === undefined), { message: 'rule.unknownField', path: ['percent'] }),
    z.refine((value) => value.kind !== 'move' || value.price === undefined, { message: 'rule.unknownField', path: ['price'] }),
  );
export type TCreatePriceAlertRequest = z.infer<typeof ZCreatePriceAlertRequest>;

/** What an alert waits for, read from a request its schema accepted; null for one it would refuse. */
export type PriceAlertCondition = { kind: 'cross'; price: string } | { kind: 'move'; percent: number; windowMinutes: (typeof PRICE_ALERT_WINDOWS)[number] };
export function priceAlertConditionOf(request: TCreatePriceAlertRequest): PriceAlertCondition | null {
  if (request.kind === 'cross') return request.price === undefined ? null : { kind: 'cross', price: request.price };
  return request.percent === undefined || request.windowMinutes === undefined ? null : { kind: 'move', percent: request.percent, windowMinutes: request.windowMinutes };
}

/**
 * Sets a price alert. The same active alert asked again (a retried call) answers the one already
 * set instead of a second; a 21st active alert is refused (ALERT_LIMIT), as is a pair not traded
 * or a `cross` price the pair is at now.
 */
export const ZCreatePriceAlertResponse = ZPriceAlert;
