import { useTranslation } from 'react-i18next';
import { MiningOrders } from '../../components/orders/mining-orders';
import { PageFrame } from '../../components/page-frame';

export default function MiningOrderListPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('orders.mining.title')}>
      <MiningOrders />
    </PageFrame>
  );
}
