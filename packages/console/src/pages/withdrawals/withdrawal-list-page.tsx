import { useTranslation } from 'react-i18next';
import type { TWithdrawalItem } from '@meridian/protocol';
import { ExportCsvButton } from '../../components/export-csv-button';
import { useOrderHistory } from '../../components/order-history';
import { WithdrawalOrderList } from '../../components/orders/withdrawal-orders';
import { PageFrame } from '../../components/page-frame';

export default function WithdrawalListPage() {
  const { t } = useTranslation();
  const table = useOrderHistory<TWithdrawalItem>('withdrawals');
  return (
    <PageFrame title={t('withdrawals.title')} actions={<ExportCsvButton list="withdrawals" filters={table.filters} disabled={table.tableQuery.isError} />}>
      <WithdrawalOrderList table={table} />
    </PageFrame>
  );
}
