import { z } from 'zod/mini';
import { ZRecordId } from '../shared.js';
import { ZPublishedReserves } from './reserves.js';

/** Public: the reserves of the newest liabilities snapshot, or of the one asked for. */
export const ZGetReservesRequest = z.object({
  snapshotId: z.optional(ZRecordId),
});
export type TGetReservesRequest = z.infer<typeof ZGetReservesRequest>;

/** `reserves` is null before the first liabilities snapshot. */
export const ZGetReservesResponse = z.object({
  reserves: z.nullable(ZPublishedReserves),
});
export type TGetReservesResponse = z.infer<typeof ZGetReservesResponse>;
