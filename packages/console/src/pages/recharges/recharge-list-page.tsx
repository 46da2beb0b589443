import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { RECHARGE_STATUSES, type RechargeItem, type RechargeStatus } from '../../api/admin-types';
import { ExportCsvButton } from '../../components/export-csv-button';
import { OrderSearchForm, useOrderHistory } from '../../components/order-history';
import { KeyboardScrollable } from '../../components/keyboard-scrollable';
import { PageFrame } from '../../components/page-frame';
import { RefusalAlert } from '../../components/refusal-alert';
import { StatusTag } from '../../components/status-tag';
import { formatTime } from '../../lib/format-time';
import { methodLabel } from '../../lib/payment-method';

export default function RechargeListPage() {
  const { t } = useTranslation();
  const { tableProps, searchFormProps, tableQuery, filters } = useOrderHistory<RechargeItem>('recharges');
  const statusLabel = (status: RechargeStatus) => t(`recharges.statuses.${status}`);

  return (
    <PageFrame title={t('recharges.title')} actions={<ExportCsvButton list="recharges" filters={filters} disabled={tableQuery.isError} />}>
      <OrderSearchForm formProps={searchFormProps} statuses={RECHARGE_STATUSES} statusLabel={statusLabel} statusWidth={200} />
      {tableQuery.isError ? <RefusalAlert error={tableQuery.error} onRetry={() => void tableQuery.refetch()} /> : null}
      <KeyboardScrollable label={t('recharges.title')}>
        <Table<RechargeItem> {...tableProps} rowKey="orderNo" size="middle" scroll={{ x: 1200 }}>
          <Table.Column<RechargeItem> dataIndex="orderNo" title={t('common.orderNo')} />
          <Table.Column<RechargeItem> dataIndex="memberId" title={t('common.memberId')} />
          <Table.Column<RechargeItem> dataIndex="username" title={t('common.member')} />
          <Table.Column<RechargeItem> dataIndex="mode" title={t('recharges.mode')} render={(mode: string) => methodLabel(t, mode)} />
          <Table.Column<RechargeItem> dataIndex="channel" title={t('recharges.channel')} />
          <Table.Column<RechargeItem> dataIndex="amount" title={t('common.amount')} align="right" />
          <Table.Column<RechargeItem> dataIndex="currency" title={t('common.currency')} />
          <Table.Column<RechargeItem> dataIndex="status" title={t('common.status')} render={(status: RechargeStatus) => <StatusTag status={status} label={statusLabel(status)} />} />
          <Table.Column<RechargeItem> dataIndex="payerName" title={t('recharges.payerName')} />
          <Table.Column<RechargeItem>
            dataIndex="txid"
            title={t('recharges.txid')}
            render={(txid: string | null) => (txid === null ? null : <Typography.Text style={{ wordBreak: 'break-all' }}>{txid}</Typography.Text>)}
          />
          <Table.Column<RechargeItem>
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
          <Table.Column<RechargeItem> dataIndex="createdAt" title={t('common.createdAt')} render={(time: string) => formatTime(time)} />
          <Table.Column<RechargeItem> dataIndex="completedAt" title={t('recharges.completedAt')} render={(time: string | null) => formatTime(time)} />
          <Table.Column<RechargeItem> dataIndex="reason" title={t('common.reason')} />
        </Table>
      </KeyboardScrollable>
    </PageFrame>
  );
}
