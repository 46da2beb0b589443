import { z } from 'zod/mini';
import { ZOk, ZRecordId } from '../shared.js';

/** Removes one of the member's alerts, active or fired (again, or another member's id: refused as not found). */
export const ZCancelPriceAlertRequest = z.strictObject({ id: ZRecordId });
export type TCancelPriceAlertRequest = z.infer<typeof ZCancelPriceAlertRequest>;
export const ZCancelPriceAlertResponse = ZOk;
