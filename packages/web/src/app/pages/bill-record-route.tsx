import { BillRecordPage } from '../../features/bill/pages/bill-record-page';
import { DepositOrderList } from '../../features/recharge/components/deposit-order-list';

/**
 * The bill record with the recharge feature's deposit orders as its recharge tab: spec section 8
 * sends a member refused with 3008 to `bill_record?type=recharge`, and what they need there is the
 * unfinished order that blocks them (and every deposit's status), not only the credited ones.
 */
export function BillRecordRoute() {
  return <BillRecordPage typeViews={{ recharge: <DepositOrderList /> }} />;
}
