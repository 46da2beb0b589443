import { DownlandOutline, GiftOutline, HistogramOutline, MessageOutline, QuestionCircleOutline, ShopbagOutline, UploadOutline, UserAddOutline } from 'antd-mobile-icons';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Card } from '../../components/card';
import { HeroActions } from '../../components/hero-actions';
import { HeroCard } from '../../components/hero-card';
import { Page } from '../../components/page';
import { ROUTE } from '../../config/routes';
import { BannerCarousel } from '../../features/content/components/banner-carousel';
import { NoticeMarquee } from '../../features/content/components/notice-marquee';
import { WinTicker } from '../../features/content/components/win-ticker';
import { RisingList } from '../../features/market/components/rising-list';
import { BalanceCard } from '../../features/member/components/balance-card';
import { useConfig } from '../../lib/config-store';
import { useSession } from '../../lib/session-store';
import { FundsActions } from './funds-actions';
import styles from './home-page.module.css';
import { ShortcutGrid, type Shortcut } from './shortcut-grid';

function greeting(t: TFunction, hour: number): string {
  if (hour < 12) return t('home.goodMorning');
  if (hour < 18) return t('home.goodAfternoon');
  return t('home.goodEvening');
}

/** The entry page (tab 0): who is here, their balance, the ways into the app, and what is moving now. */
export function HomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const companyName = useConfig((state) => state.companyConfig?.companyName ?? '');
  const signedIn = useSession((state) => state.token !== null);
  const user = useSession((state) => state.user);

  const shortcuts: Shortcut[] = [
    { key: 'deposit', label: t('home.deposit'), icon: <DownlandOutline />, to: ROUTE.recharge },
    { key: 'withdraw', label: t('home.withdraw'), icon: <UploadOutline />, to: ROUTE.withdraw },
    { key: 'task', label: t('home.task'), icon: <ShopbagOutline />, to: ROUTE.task },
    { key: 'invite', label: t('home.invite'), icon: <UserAddOutline />, to: ROUTE.invite },
    { key: 'service', label: t('home.service'), icon: <MessageOutline />, to: ROUTE.online },
    { key: 'help', label: t('home.help'), icon: <QuestionCircleOutline />, to: ROUTE.help },
    { key: 'activities', label: t('home.activities'), icon: <GiftOutline />, to: ROUTE.active },
    { key: 'market', label: t('home.market'), icon: <HistogramOutline />, to: ROUTE.market },
  ];

  const open = (to: string) => () => {
    void navigate(to);
  };

  return (
    <Page
      title={companyName}
      back={false}
      right={
        <button type="button" className={styles.navButton} aria-label={t('home.service')} onClick={open(ROUTE.online)}>
          <MessageOutline />
        </button>
      }
    >
      <header className={styles.greeting}>
        <p className={styles.hello}>{greeting(t, new Date().getHours())}</p>
        <h1 className={styles.name}>
          {signedIn && user !== null ? user.nickname || user.username : t('home.welcome', { company: companyName })}
        </h1>
      </header>

      {signedIn ? (
        <BalanceCard actions={<FundsActions />} />
      ) : (
        <HeroCard label={t('home.startTitle')}>
          <h2 className={styles.welcomeTitle}>{t('home.startTitle')}</h2>
          <p className={styles.welcomeText}>{t('home.startText')}</p>
          <div className={styles.welcomeActions}>
            <HeroActions
              primary={{ label: t('auth.login'), onClick: open(ROUTE.login) }}
              secondary={{ label: t('auth.register'), onClick: open(ROUTE.register) }}
            />
          </div>
        </HeroCard>
      )}

      <BannerCarousel />
      <NoticeMarquee />

      <Card title={t('home.quickLinks')}>
        <ShortcutGrid items={shortcuts} label={t('home.quickLinks')} />
      </Card>

      <RisingList />
      <WinTicker />
    </Page>
  );
}
