import { z } from 'zod/mini';
import { ZEmpty } from '../shared.js';
import { ZPriceAlert } from './price-alert.js';

/** The member's alerts: the active ones first, then the fired ones, newest first; cancelled ones are gone. */
export const ZGetPriceAlertsRequest = ZEmpty;
export const ZGetPriceAlertsResponse = z.object({ list: z.array(ZPriceAlert) });
export type TGetPriceAlertsResponse = z.infer<typeof ZGetPriceAlertsResponse>;
