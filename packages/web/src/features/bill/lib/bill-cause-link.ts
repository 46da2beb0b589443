import type { TBillCause } from '@meridian/protocol';
import { ROUTE, href } from '../../../config/routes';

/**
 * The page that shows what caused a bill, or null when there is none. An order with a detail page
 * opens it (a recharge by its order number; a withdrawal in the withdraw page's record, where its
 * state and any rejection reason show); products without one open their record list.
 */
export function billCauseLink(cause: TBillCause | null): string | null {
  if (cause === null) return null;
  switch (cause.type) {
    case 'recharge':
      return href(ROUTE.rechargeDetail, { orderNo: cause.id });
    case 'withdrawal':
    case 'withdraw':
      return href(ROUTE.withdraw, { tab: 'record', orderNo: cause.id });
    case 'contract':
      return ROUTE.betRecord;
    case 'mining':
      return ROUTE.miningRecord;
    case 'interest':
      return ROUTE.walletRecord;
    default:
      // Tasks, commissions and operator adjustments have no page of their own; the bill says it all.
      return null;
  }
}
