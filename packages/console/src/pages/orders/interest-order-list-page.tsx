import { useTranslation } from 'react-i18next';
import { InterestOrders } from '../../components/orders/interest-orders';
import { PageFrame } from '../../components/page-frame';

export default function InterestOrderListPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('orders.interest.title')}>
      <InterestOrders />
    </PageFrame>
  );
}
