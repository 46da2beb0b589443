import { z } from 'zod/mini';
import { ZEmpty, ZMoney } from '../shared.js';

/** One duration a contract can run, with its published terms. */
export const ZSecondsOption = z.object({
  seconds: z.int().check(z.positive()),
  /** Percent paid on top of the stake when it wins (`85`). */
  yieldPercent: z.string(),
  minAmount: ZMoney,
  maxAmount: ZMoney,
  /** The currency the amounts are in. */
  currency: z.string(),
});
export type TSecondsOption = z.infer<typeof ZSecondsOption>;

/** `/api/common/getSecondsOption` and `/api/ContractShort/getSecondsOption`: shortest first. */
export const ZGetSecondsOptionRequest = ZEmpty;
export const ZGetSecondsOptionResponse = z.object({ list: z.array(ZSecondsOption) });
export type TGetSecondsOptionResponse = z.infer<typeof ZGetSecondsOptionResponse>;
