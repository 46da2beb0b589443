import { z } from 'zod/mini';
import { ZMoney } from '../shared.js';
import { ZRechargeCode } from './recharge-order.js';

/** The exchange rate of a crypto channel's coin into the platform currency. */
export const ZGetCurrencyRateRequest = z.strictObject({ channelCode: ZRechargeCode });
export type TGetCurrencyRateRequest = z.infer<typeof ZGetCurrencyRateRequest>;

export const ZGetCurrencyRateResponse = z.object({
  coin: z.string(),
  currency: z.string(),
  /** Platform currency per coin, exactly 2 decimals (`1.00`). */
  rate: ZMoney,
});
export type TGetCurrencyRateResponse = z.infer<typeof ZGetCurrencyRateResponse>;
