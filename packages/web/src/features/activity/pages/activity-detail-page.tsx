import { CODE } from '@meridian/protocol';
import { CalendarOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { RequestError } from '../../../api/query-client';
import { Card } from '../../../components/card';
import { Page } from '../../../components/page';
import { Loaded } from '../../../components/query-state';
import { SafeHtml } from '../../../components/safe-html';
import { StatusBlock } from '../../../components/status-block';
import { useSession } from '../../../lib/session-store';
import { useActivityInfo } from '../api/get-activity-info';
import { ActivityCover } from '../components/activity-cover';
import { ActivityStatusTag } from '../components/activity-status-tag';
import { activityPeriod } from '../lib/activity-period';
import styles from './activity-pages.module.css';

/** The activity the query names: `?id=3`. */
function activityIdOf(params: URLSearchParams): number | null {
  const id = Number(params.get('id'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** active/detail: one activity, its cover, when it runs and its text (sanitised HTML). */
export function ActivityDetailPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const id = activityIdOf(searchParams);
  const timeZone = useSession((state) => state.user?.timeZone);
  const activity = useActivityInfo(id);
  // Taken down or never there: say so, rather than offering a retry that cannot help.
  const isGone = id === null || (activity.error instanceof RequestError && activity.error.failure.code === CODE.NOT_FOUND);

  return (
    <Page title={activity.data?.title ?? t('titles.activeDetail')}>
      {isGone ? (
        <Card>
          <StatusBlock status="empty" title={t('activity.notFound')} description={t('activity.notFoundHint')} />
        </Card>
      ) : (
        <Loaded query={activity} rows={8}>
          {(info) => (
            <article className={styles.article}>
              <ActivityCover src={info.image} />
              <div className={styles.articleBody}>
                <div className={styles.head}>
                  <h1 className={styles.title}>{info.title}</h1>
                  <ActivityStatusTag status={info.status} />
                </div>
                <p className={styles.period}>
                  <CalendarOutline aria-hidden="true" /> {activityPeriod(t, info, timeZone)}
                </p>
                <SafeHtml content={info.content} />
              </div>
            </article>
          )}
        </Loaded>
      )}
    </Page>
  );
}
