import type { TMiningOrderStatus } from '@meridian/protocol';
import { useTranslation } from 'react-i18next';
import { PagedList } from '../../../components/paged-list';
import { useSession } from '../../../lib/session-store';
import { useMiningOrders } from '../api/mining-orders';
import { MiningOrderItem, type MiningOrderView } from './mining-order-item';

/** The member's machines (or purchases), newest first, loading more as the member scrolls. */
export function MiningOrderList({ status, view }: { status?: TMiningOrderStatus; view: MiningOrderView }) {
  const { t } = useTranslation();
  const timeZone = useSession((state) => state.user?.timeZone);
  return (
    <PagedList
      query={useMiningOrders(status)}
      renderItem={(order) => <MiningOrderItem key={order.orderNo} order={order} timeZone={timeZone} view={view} />}
      emptyTitle={t('mining.noOrders')}
      emptyDescription={t('mining.noOrdersHint')}
      noMoreText={t('mining.noMore')}
      loadMoreFailedText={t('mining.loadMoreFailed')}
      loadingRows={3}
    />
  );
}
