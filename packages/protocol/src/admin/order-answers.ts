import { z } from 'zod/mini';
import { ZInterestOrderStatus } from '../schemas/interest/interest-order.js';
import { listPage } from './list-page.js';
import { ZLocalizedTextValue } from './localized-text-value.js';

/**
 * What the admin API answers about members' orders (contracts, mining, interest, task orders):
 * what is stored, read-only. Every item has its id, number and member.
 */
const orderItem = <Shape extends z.core.$ZodShape>(details: Shape) =>
  z.object({ id: z.int(), orderNo: z.string(), memberId: z.int(), username: z.string(), ...details });

/** The contracts list filters by `open` (running) or `settled` (won, lost or draw): CONTRACT_STATUSES are the member API's. */
export const CONTRACT_FILTER_STATUSES = ['open', 'settled'] as const;

/** A contract with the two recorded ticks it was priced on (settle* are null while it runs). */
export const ZContractOrderItem = orderItem({
  /** The pair bet on, e.g. `BTC/USDT`. */
  allname: z.string(),
  /** One of CONTRACT_DIRECTIONS. */
  direction: z.string(),
  seconds: z.int(),
  yieldPercent: z.string(),
  amount: z.string(),
  currency: z.string(),
  purchasePrice: z.string(),
  purchaseTickAt: z.string(),
  expiresAt: z.string(),
  settlePrice: z.nullable(z.string()),
  settleTickAt: z.nullable(z.string()),
  /** One of CONTRACT_STATUSES. */
  status: z.string(),
  /** What the member got back minus the stake. */
  profit: z.nullable(z.string()),
  createdAt: z.string(),
  settledAt: z.nullable(z.string()),
});
export type TContractOrderItem = z.infer<typeof ZContractOrderItem>;
export const ZContractsAnswer = listPage(ZContractOrderItem);

export const ZMiningOrderItem = orderItem({
  productId: z.int(),
  /** In every language it had when bought. */
  productName: ZLocalizedTextValue,
  price: z.string(),
  currency: z.string(),
  dailyRate: z.string(),
  dailyIncome: z.string(),
  lockDays: z.int(),
  daysPaid: z.int(),
  /** One of MINING_ORDER_STATUSES. */
  status: z.string(),
  startedAt: z.string(),
  endsAt: z.string(),
  createdAt: z.string(),
  finishedAt: z.nullable(z.string()),
});
export type TMiningOrderItem = z.infer<typeof ZMiningOrderItem>;
export const ZMiningOrdersAnswer = listPage(ZMiningOrderItem);

export const INTEREST_ORDER_STATUSES = ZInterestOrderStatus.options;
export type TInterestOrderStatus = (typeof INTEREST_ORDER_STATUSES)[number];

export const ZInterestOrderItem = orderItem({
  amount: z.string(),
  currency: z.string(),
  dailyRate: z.string(),
  holdDays: z.int(),
  handlingPercent: z.string(),
  depositedAt: z.string(),
  daysAccrued: z.int(),
  interestAccrued: z.string(),
  /** One of INTEREST_ORDER_STATUSES. */
  status: z.string(),
  extractedAt: z.nullable(z.string()),
  paidOut: z.nullable(z.string()),
  handlingCharge: z.nullable(z.string()),
  interestPaid: z.nullable(z.string()),
  createdAt: z.string(),
});
export type TInterestOrderItem = z.infer<typeof ZInterestOrderItem>;
export const ZInterestOrdersAnswer = listPage(ZInterestOrderItem);

/** GOODS_ORDER_STATUSES (the member API's) are a task order's; the list filters by these (no goods order is ever cancelled today). */
export const TASK_ORDER_FILTER_STATUSES = ['waiting', 'paid'] as const;

export const ZTaskOrderItem = orderItem({
  goodsId: z.int(),
  /** In every language it had when grabbed. */
  goodsName: ZLocalizedTextValue,
  goodsImage: z.string(),
  price: z.string(),
  currency: z.string(),
  commissionPercent: z.string(),
  commission: z.string(),
  level: z.int(),
  taskDay: z.string(),
  /** One of GOODS_ORDER_STATUSES. */
  status: z.string(),
  grabbedAt: z.string(),
  paidAt: z.nullable(z.string()),
  createdAt: z.string(),
});
export type TTaskOrderItem = z.infer<typeof ZTaskOrderItem>;
export const ZTaskOrdersAnswer = listPage(ZTaskOrderItem);
