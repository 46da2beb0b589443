import { NoticeBar } from 'antd-mobile';
import { RightOutline, SoundOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { usePageNotice } from '../../../api/shared/page-notice';
import { LoadingPlace } from '../../../components/loading-place';
import { cx } from '../../../lib/class-names';
import { prefersLessMotion } from '../../../lib/reduced-motion';
import { useNavigate } from 'react-router';
import { ROUTE, href } from '../../../config/routes';
import styles from './notice-marquee.module.css';

/** How many of the newest notices scroll past on the home page. */
export const MARQUEE_NOTICE_COUNT = 5;

/**
 * The newest notice titles scrolling in one line (standing still, over as many lines as they need,
 * for a member who asked for less motion); a tap on a title opens that notice, elsewhere the list.
 */
export function NoticeMarquee() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notices = usePageNotice(1, MARQUEE_NOTICE_COUNT);
  if (notices.data === undefined) {
    return notices.isError ? null : <LoadingPlace className={styles.placeholder} />;
  }
  const { list } = notices.data;
  if (list.length === 0) return null;
  const still = prefersLessMotion();

  return (
    <NoticeBar
      className={cx(styles.marquee, still && styles.still)}
      aria-label={t('homeContent.openNotices')}
      icon={<SoundOutline />}
      extra={<RightOutline className={styles.more} aria-hidden="true" />}
      shape="rounded"
      bordered={false}
      speed={40}
      delay={1500}
      wrap={still}
      content={
        <span className={cx(styles.titles, still && styles.wrapped)}>
          {list.map((notice) => (
            <button
              key={notice.id}
              type="button"
              className={styles.title}
              onClick={(event) => {
                // The bar's own tap opens the list; this one opens the notice.
                event.stopPropagation();
                void navigate(href(ROUTE.noticeDetail, { id: notice.id }));
              }}
            >
              {notice.title}
            </button>
          ))}
        </span>
      }
      onClick={() => {
        void navigate(ROUTE.noticeList);
      }}
    />
  );
}
