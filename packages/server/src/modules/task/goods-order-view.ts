import { Decimal } from 'decimal.js';
import { formatAmount, type AppLanguage, type TGoodsOrder, type TGoodsOrderStatus } from '@meridian/protocol';
import type { goodsOrders } from '../../db/schema/index.js';
import { pickText } from '../../i18n/localized-text.js';

export type GoodsOrderRow = typeof goodsOrders.$inferSelect;

/** A goods order as its member sees it in `language`; the stored NUMERICs are cut to the currency's scale. */
export function toGoodsOrder(row: GoodsOrderRow, language: AppLanguage): TGoodsOrder {
  return {
    orderNo: row.orderNo,
    goodsName: pickText(row.goodsName, language),
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
