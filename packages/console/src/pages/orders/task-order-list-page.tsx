import { useTranslation } from 'react-i18next';
import { TaskOrders } from '../../components/orders/task-orders';
import { PageFrame } from '../../components/page-frame';

export default function TaskOrderListPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('orders.tasks.title')}>
      <TaskOrders />
    </PageFrame>
  );
}
