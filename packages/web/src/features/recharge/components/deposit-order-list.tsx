import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PagedList } from '../../../components/paged-list';
import { ROUTE, href } from '../../../config/routes';
import { useSession } from '../../../lib/session-store';
import { useRechargeRecord } from '../api/recharge-record';
import { useRefreshOnChange } from '../hooks/use-refresh-on-change';
import { DepositOrderItem } from './deposit-order-item';

/**
 * The member's deposit orders, newest first: the unfinished one that blocks a new deposit (3008)
 * is the newest, so it leads the list with its actions. Shown as the deposit view of the bill
 * record (`bill_record?type=recharge`, where 3008's confirm lands per spec section 8).
 */
export function DepositOrderList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const timeZone = useSession((state) => state.user?.timeZone);
  const record = useRechargeRecord();
  const newest = record.data?.pages[0]?.list[0];
  useRefreshOnChange(record.data === undefined ? undefined : newest === undefined ? 'none' : `${newest.orderNo}:${newest.status}`);
  return (
    <PagedList
      query={record}
      label={t('recharge.records')}
      renderItem={(order) => (
        <DepositOrderItem
          key={order.orderNo}
          order={order}
          timeZone={timeZone}
          onOpen={() => {
            void navigate(href(ROUTE.rechargeDetail, { orderNo: order.orderNo }));
          }}
        />
      )}
      emptyTitle={t('recharge.noOrders')}
      emptyDescription={t('recharge.noOrdersHint')}
      loadingRows={4}
    />
  );
}
