import { TabBar } from 'antd-mobile';
import { AppOutline, BillOutline, HistogramOutline, UserOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { UnreadCount } from '../components/unread-count';
import { ROUTE, type RoutePath } from '../config/routes';
import { useLetterUnReadNum } from '../features/letter/api/get-letter-unread-num';
import type { TabKey } from './route-table';
import styles from './tab-bar.module.css';

const TABS: readonly { key: TabKey; path: RoutePath; icon: ReactNode }[] = [
  { key: 'home', path: ROUTE.home, icon: <AppOutline /> },
  { key: 'record', path: ROUTE.betRecord, icon: <BillOutline /> },
  { key: 'market', path: ROUTE.market, icon: <HistogramOutline /> },
  { key: 'my', path: ROUTE.my, icon: <UserOutline /> },
];

interface AppTabBarProps {
  active: TabKey;
  /** The record tab shows only when the app configuration enables it (spec section 2). */
  recordTab: boolean;
}

/** Home, (record,) market, my: labels follow the language as it changes (spec section 4). */
export function AppTabBar({ active, recordTab }: AppTabBarProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Unread letters wait behind the my tab: its badge says how many.
  const unreadLetters = useLetterUnReadNum();
  return (
    <nav className={styles.bar} aria-label={t('tabs.label')}>
      <TabBar
        activeKey={active}
        safeArea
        onChange={(key) => {
          const tab = TABS.find((item) => item.key === key);
          if (tab !== undefined && tab.key !== active) void navigate(tab.path);
        }}
      >
        {TABS.filter((tab) => tab.key !== 'record' || recordTab).map((tab) => (
          <TabBar.Item
            key={tab.key}
            icon={tab.icon}
            title={t(`tabs.${tab.key}`)}
            badge={tab.key === 'my' && unreadLetters > 0 ? <UnreadCount count={unreadLetters} label={t('letter.unreadCount', { count: unreadLetters })} /> : undefined}
          />
        ))}
      </TabBar>
    </nav>
  );
}
