import { useTranslation } from 'react-i18next';
import { ContractOrders } from '../../components/orders/contract-orders';
import { PageFrame } from '../../components/page-frame';

export default function ContractOrderListPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('orders.contracts.title')}>
      <ContractOrders />
    </PageFrame>
  );
}
