import { z } from 'zod/mini';
import { ZMoney } from '../shared.js';

/** A member keeps at most this many active alerts (issue 40); fired and cancelled ones do not count. */
export const PRICE_ALERT_MAX_ACTIVE = 20;
/** The windows a "moves by" alert watches, in minutes: 5 min, 15 min, 1 h, 4 h, 24 h. */
export const PRICE_ALERT_WINDOWS = [5, 15, 60, 240, 1440] as const;
/** The smallest and largest move an alert may wait for, in percent. */
export const PRICE_ALERT_PERCENT_MIN = 0.1;
export const PRICE_ALERT_PERCENT_MAX = 50;
/** A repeating alert that fired waits this long before it can fire again, so a price dancing on a line is one notification, not sixty. */
export const PRICE_ALERT_REARM_MS = 60_000;

export const ZPriceAlertWindow = z.literal([...PRICE_ALERT_WINDOWS], { message: 'rule.alertWindow' });
export const PRICE_ALERT_STATUSES = ['active', 'fired'] as const;

export const ZPriceAlert = z.object({
  id: z.int(),
  allname: z.string(),
  kind: z.enum(['cross', 'move']),
  /** `cross`: the price, and the way it must go to reach it. */
  price: z.nullable(ZMoney),
  direction: z.nullable(z.enum(['up', 'down'])),
  /** `move`: by how many percent, within how many minutes. */
  percent: z.nullable(z.number()),
  windowMinutes: z.nullable(z.int()),
  repeat: z.boolean(),
  /** `active` waits; `fired` has fired and will not again (a repeating alert stays active). */
  status: z.enum(PRICE_ALERT_STATUSES),
  firedCount: z.int().check(z.gte(0)),
  /** The last firing: when (epoch ms) and at which recorded price; null before the first. */
  lastFiredAt: z.nullable(z.int()),
  lastFiredPrice: z.nullable(ZMoney),
  createdAt: z.int(),
});
export type TPriceAlert = z.infer<typeof ZPriceAlert>;
