import { z } from 'zod';
import { ZMoney, ZRequestId } from '../shared.js';
import { ZContractDirection, ZContractOrder } from './contract-order.js';

/**
 * `/api/ContractShort/sign`: the amount moves from available to held and the purchase price is the
 * recorded tick of this second.
 */
export const ZSignContractRequest = z
  .object({
    allname: z.string().min(1).max(32),
    direction: ZContractDirection,
    seconds: z.number().int().positive(),
    amount: ZMoney,
    requestId: ZRequestId,
  })
  .strict();
export type TSignContractRequest = z.infer<typeof ZSignContractRequest>;

/** The contract as signed, status `running`. */
export const ZSignContractResponse = ZContractOrder;
export type TSignContractResponse = z.infer<typeof ZSignContractResponse>;
