import { z } from 'zod/mini';
import { ZRequestId } from '../shared.js';
import { ZInterestOrder } from './interest-order.js';

/** Takes a deposit out: exactly what `extractionPreview` says for the days held. */
export const ZExtractOutRequest = z.strictObject({ orderNo: z.string().check(z.minLength(1), z.maxLength(64)), requestId: ZRequestId });
export type TExtractOutRequest = z.infer<typeof ZExtractOutRequest>;

/** The deposit as extracted, with what was paid. */
export const ZExtractOutResponse = ZInterestOrder;
