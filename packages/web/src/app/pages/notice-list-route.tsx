import { Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '../../components/page';
import tabStyles from '../../components/sticky-tabs.module.css';
import { UnreadBadge } from '../../components/unread-count';
import { useLetterUnReadNum } from '../../features/letter/api/get-letter-unread-num';
import { LetterList } from '../../features/letter/components/letter-list';
import { NoticeList } from '../../features/notice/components/notice-list';
import styles from './notice-list-route.module.css';

type MessageTab = 'notices' | 'letters';

/** `?tab=letters` opens the inbox; anything else the notices. */
export function messageTabFromQuery(value: string | null): MessageTab {
  return value === 'letters' ? 'letters' : 'notices';
}

/** my/notice_list: the platform's notices and the member's own letters, one tab each. */
export function NoticeListRoute() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = messageTabFromQuery(params.get('tab'));
  const unread = useLetterUnReadNum();

  return (
    <Page title={t('titles.noticeList')} flush>
      <div className={tabStyles.toolbar}>
        <Tabs
          className={tabStyles.tabs}
          activeKey={tab}
          onChange={(key) => {
            // Replace, not push: back leaves the page instead of walking through the tabs tried.
            setParams({ tab: messageTabFromQuery(key) }, { replace: true });
          }}
        >
          <Tabs.Tab key="notices" title={t('notice.tab')} />
          <Tabs.Tab
            key="letters"
            title={
              <UnreadBadge count={unread} label={t('letter.unreadCount', { count: unread })}>
                <span className={styles.tabTitle}>{t('letter.tab')}</span>
              </UnreadBadge>
            }
          />
        </Tabs>
      </div>
      <div className={styles.content}>{tab === 'letters' ? <LetterList /> : <NoticeList />}</div>
    </Page>
  );
}
