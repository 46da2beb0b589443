import { z } from 'zod';
import { ZMoney, ZRequestId } from '../shared.js';
import { ZInterestOrder } from './interest-order.js';

/** Moves `amount` from the available balance into the interest wallet, on today's rules. */
export const ZBuyInRequest = z.object({ amount: ZMoney, requestId: ZRequestId }).strict();
export type TBuyInRequest = z.infer<typeof ZBuyInRequest>;

export const ZBuyInResponse = ZInterestOrder;
