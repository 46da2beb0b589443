import type { TContractOrder, TContractSettlementPush } from '@meridian/protocol';

/**
 * A settled order read from the server in the shape of its settlement push, for a result whose
 * push never came (the live channel was down); null while it is still running.
 */
export function settlementOfOrder(order: TContractOrder): TContractSettlementPush | null {
  if (order.status === 'running' || order.settlePrice === null || order.profit === null) return null;
  return {
    orderId: order.id,
    allname: order.allname,
    direction: order.direction,
    amount: order.amount,
    purchasePrice: order.purchasePrice,
    settlePrice: order.settlePrice,
    profit: order.profit,
    status: order.status,
    settledAt: order.settledAt ?? order.expiresAt,
  };
}
