import { Decimal } from 'decimal.js';
import { ZContractDirection, ZContractStatus, formatAmount, type TContractOrder } from '@meridian/protocol';
import type { contractOrders } from '../../db/schema/index.js';

type ContractOrderRow = typeof contractOrders.$inferSelect;

/** A stored price as recorded, without the database's trailing zeros. */
function price(value: string): string {
  return new Decimal(value).toFixed();
}

/** The member's view of a contract order; amounts at the currency's scale. */
export function toContractOrder(row: ContractOrderRow): TContractOrder {
  return {
    id: row.id,
    orderNo: row.orderNo,
    allname: row.allname,
    direction: ZContractDirection.parse(row.direction),
    seconds: row.seconds,
    yieldPercent: new Decimal(row.yieldPercent).toFixed(),
    amount: formatAmount(row.amount, row.currency),
    currency: row.currency,
    purchasePrice: price(row.purchasePrice),
    purchaseTickAt: row.purchaseTickAt,
    expiresAt: row.expiresAt,
    settlePrice: row.settlePrice === null ? null : price(row.settlePrice),
    settleTickAt: row.settleTickAt,
    status: ZContractStatus.parse(row.status),
    profit: row.profit === null ? null : formatAmount(row.profit, row.currency),
    createdAt: row.createdAt.getTime(),
    settledAt: row.settledAt?.getTime() ?? null,
  };
}
