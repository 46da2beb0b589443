import { z } from 'zod/mini';
import { ZMoney, ZRequestId } from '../shared.js';
import { ZInterestOrder } from './interest-order.js';

/** Moves `amount` from the available balance into the interest wallet, on today's rules. */
export const ZBuyInRequest = z.strictObject({ amount: ZMoney, requestId: ZRequestId });
export type TBuyInRequest = z.infer<typeof ZBuyInRequest>;

export const ZBuyInResponse = ZInterestOrder;
