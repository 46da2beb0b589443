import { InfiniteScroll } from 'antd-mobile';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/card';
import { QueryState } from '../../../components/query-state';
import { StatusBlock } from '../../../components/status-block';
import { useSession } from '../../../lib/session-store';
import { useWithdrawRecord } from '../api/withdraw-record';
import { WithdrawalItem } from './withdrawal-item';
import styles from './withdrawal-list.module.css';

/** The member's withdrawals, newest first; `highlight` names one to bring into view. */
export function WithdrawalList({ highlight }: { highlight: string | null }) {
  const { t } = useTranslation();
  const timeZone = useSession((state) => state.user?.timeZone);
  const record = useWithdrawRecord();
  const list = record.data?.pages.flatMap((page) => page.list);
  const hasHighlight = highlight !== null && list?.some((withdrawal) => withdrawal.orderNo === highlight) === true;

  useEffect(() => {
    if (!hasHighlight) return;
    document.querySelector(`[data-order-no="${CSS.escape(highlight)}"]`)?.scrollIntoView({ block: 'center' });
  }, [hasHighlight, highlight]);

  if (list === undefined) {
    return (
      <Card>
        <QueryState
          isError={record.isError}
          onRetry={() => {
            void record.refetch();
          }}
        />
      </Card>
    );
  }
  if (list.length === 0) {
    return (
      <Card>
        <StatusBlock status="empty" title={t('withdraw.noRecords')} description={t('withdraw.noRecordsHint')} />
      </Card>
    );
  }
  return (
    <>
      <Card flush>
        <ul className={styles.list}>
          {list.map((withdrawal) => (
            <WithdrawalItem key={withdrawal.orderNo} withdrawal={withdrawal} timeZone={timeZone} highlighted={withdrawal.orderNo === highlight} />
          ))}
        </ul>
      </Card>
      <InfiniteScroll
        hasMore={record.hasNextPage}
        loadMore={async () => {
          const result = await record.fetchNextPage();
          if (result.isError) throw result.error;
        }}
      >
        {(hasMore, failed, retry) =>
          !hasMore ? (
            <span>{t('withdraw.noMoreRecords')}</span>
          ) : failed ? (
            <button type="button" className={styles.retry} onClick={retry}>
              {t('withdraw.loadMoreFailed')}
            </button>
          ) : (
            <span>{t('common.loading')}</span>
          )
        }
      </InfiniteScroll>
    </>
  );
}
