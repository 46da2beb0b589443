import type { TActivity } from '@meridian/protocol';
import { CalendarOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../lib/class-names';
import { activityPeriod } from '../lib/activity-period';
import styles from './activity-card.module.css';
import { ActivityCover } from './activity-cover';
import { ActivityStatusTag } from './activity-status-tag';

interface ActivityCardProps {
  activity: TActivity;
  timeZone: string | undefined;
  onOpen: () => void;
}

/** An activity in the list: its cover, title, summary and when it runs; the whole card opens it. */
export function ActivityCard({ activity, timeZone, onOpen }: ActivityCardProps) {
  const { t } = useTranslation();
  return (
    <li className={cx(styles.card, activity.status === 'ended' && styles.ended)}>
      <button type="button" className={styles.button} onClick={onOpen}>
        <ActivityCover src={activity.image} lazy />
        <span className={styles.body}>
          <span className={styles.head}>
            <span className={styles.title}>{activity.title}</span>
            <ActivityStatusTag status={activity.status} />
          </span>
          {activity.summary !== '' && <span className={styles.summary}>{activity.summary}</span>}
          <span className={styles.period}>
            <CalendarOutline aria-hidden="true" /> {activityPeriod(t, activity, timeZone)}
          </span>
        </span>
      </button>
    </li>
  );
}
