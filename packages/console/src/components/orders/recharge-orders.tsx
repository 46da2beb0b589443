import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { RECHARGE_STATUSES, type TRechargeItem, type TRechargeStatus } from '@meridian/protocol';
import { formatTime } from '../../lib/format-time';
import { methodLabel } from '../../lib/payment-method';
import { DayRangeField } from '../day-range-field';
import { useOrderHistory, type OrderHistory, type OrderListProps } from '../order-history';
import { StatusTag } from '../status-tag';
import { OrderListView } from './order-list-frame';

/** Recharge orders over a table the page holds (the Recharges page, whose Export CSV reads its filters). */
export function RechargeOrderList({ memberId, table }: OrderListProps & { table: OrderHistory<TRechargeItem> }) {
  const { t } = useTranslation();
  const statusLabel = (status: TRechargeStatus) => t(`recharges.statuses.${status}`);
  return (
    <OrderListView resource="recharges" memberId={memberId} table={table} statuses={RECHARGE_STATUSES} statusLabel={statusLabel} statusWidth={200} width={1200} filters={<DayRangeField />}>
      <Table.Column<TRechargeItem> dataIndex="mode" title={t('recharges.mode')} render={(mode: string) => methodLabel(t, mode)} />
      <Table.Column<TRechargeItem> dataIndex="channel" title={t('recharges.channel')} />
      <Table.Column<TRechargeItem> dataIndex="amount" title={t('common.amount')} align="right" />
      <Table.Column<TRechargeItem> dataIndex="currency" title={t('common.currency')} />
      <Table.Column<TRechargeItem> dataIndex="status" title={t('common.status')} render={(status: TRechargeStatus) => <StatusTag status={status} label={statusLabel(status)} />} />
      <Table.Column<TRechargeItem> dataIndex="payerName" title={t('recharges.payerName')} />
      <Table.Column<TRechargeItem>
        dataIndex="txid"
        title={t('recharges.txid')}
        render={(txid: string | null) => (txid === null ? null : <Typography.Text style={{ wordBreak: 'break-all' }}>{txid}</Typography.Text>)}
      />
      <Table.Column<TRechargeItem>
        dataIndex="proofUrl"
        title={t('recharges.proof')}
        render={(proofUrl: string | null, recharge) =>
          proofUrl === null || proofUrl === '' ? '—' : (
            <a href={proofUrl} target="_blank" rel="noreferrer">
              {t('recharges.openProof', { orderNo: recharge.orderNo })}
            </a>
          )
        }
      />
      <Table.Column<TRechargeItem> dataIndex="createdAt" title={t('common.createdAt')} render={(time: string) => formatTime(time)} />
      <Table.Column<TRechargeItem> dataIndex="completedAt" title={t('recharges.completedAt')} render={(time: string | null) => formatTime(time)} />
      <Table.Column<TRechargeItem> dataIndex="reason" title={t('common.reason')} />
    </OrderListView>
  );
}

/** One member's recharges (the member page's tab), paged by the Recharges list with their id. */
export function RechargeOrders({ memberId }: OrderListProps) {
  return <RechargeOrderList memberId={memberId} table={useOrderHistory<TRechargeItem>('recharges', memberId)} />;
}
