import { z } from 'zod/mini';
import { ZOk, ZRecordId } from '../shared.js';

/** Stops pushes to one device: this browser by its endpoint, or one of the member's by id (another's: not found). */
export const ZUnsubscribePushRequest = z
  .strictObject({ endpoint: z.optional(z.string().check(z.maxLength(2048))), id: z.optional(ZRecordId) })
  .check(z.refine((value) => (value.endpoint === undefined) !== (value.id === undefined), { message: 'rule.invalid', path: ['id'] }));
export type TUnsubscribePushRequest = z.infer<typeof ZUnsubscribePushRequest>;
export const ZUnsubscribePushResponse = ZOk;
