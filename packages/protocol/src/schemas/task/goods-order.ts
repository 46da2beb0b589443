import { z } from 'zod/mini';
import { ZMoney } from '../shared.js';

export const GOODS_ORDER_STATUSES = ['waiting', 'paid', 'cancelled'] as const;
export const ZGoodsOrderStatus = z.enum(GOODS_ORDER_STATUSES);
export type TGoodsOrderStatus = z.infer<typeof ZGoodsOrderStatus>;

/**
 * A goods order the member grabbed, with the terms fixed at grab time: paying it debits `price`
 * and credits `price + commission` in the same transaction.
 */
export const ZGoodsOrder = z.object({
  orderNo: z.string(),
  goodsName: z.string(),
  /** Path of the image on this server (e.g. `/media/goods/3.png`). */
  goodsImage: z.string(),
  price: ZMoney,
  currency: z.string(),
  commissionPercent: ZMoney,
  /** price × commissionPercent at the currency's scale. */
  commission: ZMoney,
  /** The member's level when grabbed. */
  level: z.int(),
  status: ZGoodsOrderStatus,
  /** Epoch ms. */
  grabbedAt: z.int(),
  paidAt: z.nullable(z.int()),
});
export type TGoodsOrder = z.infer<typeof ZGoodsOrder>;

/** A goods order is named by its order number. */
export const ZGoodsOrderNo = z.string().check(z.trim(), z.minLength(1), z.maxLength(64));
