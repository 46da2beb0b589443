import { InfiniteScroll } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Card } from '../../../components/card';
import { Page } from '../../../components/page';
import { QueryState } from '../../../components/query-state';
import { StatusBlock } from '../../../components/status-block';
import { ROUTE, href } from '../../../config/routes';
import { useSession } from '../../../lib/session-store';
import { useActivityPage } from '../api/get-activity-page';
import { ActivityCard } from '../components/activity-card';
import styles from './activity-pages.module.css';

/** active/index: the operator's activities, ongoing first, loading more as the member scrolls. */
export function ActivityPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const timeZone = useSession((state) => state.user?.timeZone);
  const activities = useActivityPage();
  const list = activities.data?.pages.flatMap((page) => page.list);

  return (
    <Page title={t('titles.active')}>
      {list === undefined ? (
        <Card>
          <QueryState
            isError={activities.isError}
            onRetry={() => {
              void activities.refetch();
            }}
          />
        </Card>
      ) : list.length === 0 ? (
        <Card>
          <StatusBlock status="empty" title={t('activity.empty')} description={t('activity.emptyHint')} />
        </Card>
      ) : (
        <>
          <ul className={styles.list} aria-label={t('titles.active')}>
            {list.map((activity) => (
              <ActivityCard
                key={activity.id}
                activity={activity}
                timeZone={timeZone}
                onOpen={() => {
                  void navigate(href(ROUTE.activeDetail, { id: activity.id }));
                }}
              />
            ))}
          </ul>
          <InfiniteScroll
            hasMore={activities.hasNextPage}
            loadMore={async () => {
              const result = await activities.fetchNextPage();
              if (result.isError) throw result.error;
            }}
          >
            {(hasMore, failed, retry) =>
              !hasMore ? (
                <span>{t('activity.noMore')}</span>
              ) : failed ? (
                <button type="button" className={styles.retry} onClick={retry}>
                  {t('activity.loadMoreFailed')}
                </button>
              ) : (
                <span>{t('common.loading')}</span>
              )
            }
          </InfiniteScroll>
        </>
      )}
    </Page>
  );
}
