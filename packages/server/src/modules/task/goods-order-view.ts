import { Decimal } from 'decimal.js';
import { formatAmount, type TGoodsOrder, type TGoodsOrderStatus } from '@meridian/protocol';
import type { goodsOrders } from '../../db/schema/index.js';

export type GoodsOrderRow = typeof goodsOrders.$inferSelect;

/** A goods order as its member sees it; the stored NUMERICs are cut to the currency's scale. */
export function toGoodsOrder(row: GoodsOrderRow): TGoodsOrder {
  return {
    orderNo: row.orderNo,
    goodsName: row.goodsName,
    goodsImage: row.goodsImage,
    price: formatAmount(row.price, row.currency),
    currency: row.currency,
    commissionPercent: new Decimal(row.commissionPercent).toFixed(),
    commission: formatAmount(row.commission, row.currency),
    level: row.level,
    // The table's CHECK allows only these three.
    status: row.status as TGoodsOrderStatus,
    grabbedAt: row.grabbedAt.getTime(),
    paidAt: row.paidAt ? row.paidAt.getTime() : null,
  };
}
