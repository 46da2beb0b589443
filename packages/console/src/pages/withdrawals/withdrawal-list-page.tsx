import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { WITHDRAWAL_STATUSES, type WithdrawalItem, type WithdrawalStatus } from '../../api/admin-types';
import { ExportCsvButton } from '../../components/export-csv-button';
import { OrderSearchForm, useOrderHistory } from '../../components/order-history';
import { KeyboardScrollable } from '../../components/keyboard-scrollable';
import { PageFrame } from '../../components/page-frame';
import { RefusalAlert } from '../../components/refusal-alert';
import { StatusTag } from '../../components/status-tag';
import { formatTime } from '../../lib/format-time';
import { methodLabel } from '../../lib/payment-method';

export default function WithdrawalListPage() {
  const { t } = useTranslation();
  const { tableProps, searchFormProps, tableQuery, filters } = useOrderHistory<WithdrawalItem>('withdrawals');
  const statusLabel = (status: WithdrawalStatus) => t(`withdrawals.statuses.${status}`);

  return (
    <PageFrame title={t('withdrawals.title')} actions={<ExportCsvButton list="withdrawals" filters={filters} disabled={tableQuery.isError} />}>
      <OrderSearchForm formProps={searchFormProps} statuses={WITHDRAWAL_STATUSES} statusLabel={statusLabel} statusWidth={160} />
      {tableQuery.isError ? <RefusalAlert error={tableQuery.error} onRetry={() => void tableQuery.refetch()} /> : null}
      <KeyboardScrollable label={t('withdrawals.title')}>
        <Table<WithdrawalItem> {...tableProps} rowKey="orderNo" size="middle" scroll={{ x: 1200 }}>
          <Table.Column<WithdrawalItem> dataIndex="orderNo" title={t('common.orderNo')} />
          <Table.Column<WithdrawalItem> dataIndex="memberId" title={t('common.memberId')} />
          <Table.Column<WithdrawalItem> dataIndex="username" title={t('common.member')} />
          <Table.Column<WithdrawalItem> dataIndex="amount" title={t('common.amount')} align="right" />
          <Table.Column<WithdrawalItem> dataIndex="fee" title={t('withdrawals.fee')} align="right" />
          <Table.Column<WithdrawalItem> dataIndex="actualAmount" title={t('withdrawals.actualAmount')} align="right" />
          <Table.Column<WithdrawalItem> dataIndex="currency" title={t('common.currency')} />
          <Table.Column<WithdrawalItem> dataIndex="method" title={t('withdrawals.method')} render={(method: string) => methodLabel(t, method)} />
          <Table.Column<WithdrawalItem>
            dataIndex="destination"
            title={t('withdrawals.destination')}
            render={(destination: string) => <Typography.Text style={{ wordBreak: 'break-all' }}>{destination}</Typography.Text>}
          />
          <Table.Column<WithdrawalItem> dataIndex="status" title={t('common.status')} render={(status: WithdrawalStatus) => <StatusTag status={status} label={statusLabel(status)} />} />
          <Table.Column<WithdrawalItem> dataIndex="createdAt" title={t('common.createdAt')} render={(time: string) => formatTime(time)} />
          <Table.Column<WithdrawalItem> dataIndex="reviewedAt" title={t('common.reviewedAt')} render={(time: string | null) => formatTime(time)} />
          <Table.Column<WithdrawalItem> dataIndex="reason" title={t('common.reason')} />
        </Table>
      </KeyboardScrollable>
    </PageFrame>
  );
}
