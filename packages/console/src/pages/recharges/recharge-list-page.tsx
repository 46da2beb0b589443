import { useTranslation } from 'react-i18next';
import type { TRechargeItem } from '@meridian/protocol';
import { ExportCsvButton } from '../../components/export-csv-button';
import { useOrderHistory } from '../../components/order-history';
import { RechargeOrderList } from '../../components/orders/recharge-orders';
import { PageFrame } from '../../components/page-frame';

export default function RechargeListPage() {
  const { t } = useTranslation();
  const table = useOrderHistory<TRechargeItem>('recharges');
  return (
    <PageFrame title={t('recharges.title')} actions={<ExportCsvButton list="recharges" filters={table.filters} disabled={table.tableQuery.isError} />}>
      <RechargeOrderList table={table} />
    </PageFrame>
  );
}
