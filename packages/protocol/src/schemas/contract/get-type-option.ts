import { z } from 'zod/mini';
import { ZEmpty } from '../shared.js';

/** A currency contracts can be signed on. */
export const ZContractType = z.object({
  /** Symbol, e.g. `BTC`. */
  name: z.string(),
  /** Pair, e.g. `BTC/USDT`. */
  allname: z.string(),
});
export type TContractType = z.infer<typeof ZContractType>;

/** `/api/ContractShort/getTypeOption`: the tradable currencies, in the operator's order. */
export const ZGetTypeOptionRequest = ZEmpty;
export const ZGetTypeOptionResponse = z.object({ list: z.array(ZContractType) });
export type TGetTypeOptionResponse = z.infer<typeof ZGetTypeOptionResponse>;
