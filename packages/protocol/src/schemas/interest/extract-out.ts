import { z } from 'zod';
import { ZRequestId } from '../shared.js';
import { ZInterestOrder } from './interest-order.js';

/** Takes a deposit out: exactly what `extractionPreview` says for the days held. */
export const ZExtractOutRequest = z.object({ orderNo: z.string().min(1).max(64), requestId: ZRequestId }).strict();
export type TExtractOutRequest = z.infer<typeof ZExtractOutRequest>;

/** The deposit as extracted, with what was paid. */
export const ZExtractOutResponse = ZInterestOrder;
