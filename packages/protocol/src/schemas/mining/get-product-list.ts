import { z } from 'zod/mini';
import { ZEmpty, ZMoney } from '../shared.js';

/** A mining machine on offer, with the income it pays (the schedule follows from these terms). */
export const ZMiningProduct = z.object({
  id: z.int(),
  name: z.string(),
  price: ZMoney,
  currency: z.string(),
  /** Income per day in percent of the price. */
  dailyRate: z.string(),
  lockDays: z.int().check(z.gte(1)),
  /** How many running machines of it one member may hold. */
  singleLimit: z.int().check(z.gte(1)),
  /** Epoch ms after which it cannot be bought; null: no end. */
  expiresAt: z.nullable(z.int()),
  /** price × dailyRate at the currency's scale, paid each day of the lock. */
  dailyIncome: ZMoney,
  totalIncome: ZMoney,
});
export type TMiningProduct = z.infer<typeof ZMiningProduct>;

export const ZGetProductListRequest = ZEmpty;
/** The enabled machines not past their expiry, in the operator's order. */
export const ZGetProductListResponse = z.object({ list: z.array(ZMiningProduct) });
export type TGetProductListResponse = z.infer<typeof ZGetProductListResponse>;
