import { NoticeBar } from 'antd-mobile';
import { RightOutline, SoundOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ROUTE } from '../../../config/routes';
import { useNoticePage } from '../api/page-notice';
import styles from './notice-marquee.module.css';

/** How many of the newest notices scroll past on the home page. */
export const MARQUEE_NOTICE_COUNT = 5;

/** The newest notice titles scrolling in one line; a tap opens the notice list. */
export function NoticeMarquee() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notices = useNoticePage({ page: 1, pageSize: MARQUEE_NOTICE_COUNT });
  const titles = notices.data?.list.map((notice) => notice.title) ?? [];
  if (titles.length === 0) return null;

  return (
    <NoticeBar
      className={styles.marquee}
      aria-label={t('homeContent.openNotices')}
      icon={<SoundOutline />}
      extra={<RightOutline className={styles.more} aria-hidden="true" />}
      shape="rounded"
      bordered={false}
      speed={40}
      delay={1500}
      content={
        <span className={styles.titles}>
          {titles.map((title, index) => (
            <span key={index} className={styles.title}>
              {title}
            </span>
          ))}
        </span>
      }
      onClick={() => {
        void navigate(ROUTE.noticeList);
      }}
    />
  );
}
