import { z } from 'zod/mini';
import { ZMoney, ZRequestId } from '../shared.js';
import { ZContractDirection, ZContractOrder } from './contract-order.js';

/**
 * `/api/ContractShort/sign`: the amount moves from available to held and the purchase price is the
 * recorded tick of this second.
 */
export const ZSignContractRequest = z.strictObject({
  allname: z.string().check(z.minLength(1), z.maxLength(32)),
  direction: ZContractDirection,
  seconds: z.int().check(z.positive()),
  amount: ZMoney,
  requestId: ZRequestId,
});
export type TSignContractRequest = z.infer<typeof ZSignContractRequest>;

/** The contract as signed, status `running`. */
export const ZSignContractResponse = ZContractOrder;
export type TSignContractResponse = z.infer<typeof ZSignContractResponse>;
