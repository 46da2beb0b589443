import { DownlandOutline, GiftOutline, HistogramOutline, MessageOutline, QuestionCircleOutline, ShopbagOutline, UploadOutline, UserAddOutline } from 'antd-mobile-icons';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Card } from '../../components/card';
import { HeroActions } from '../../components/hero-actions';
import { HeroCard } from '../../components/hero-card';
import { NavButton } from '../../components/nav-button';
import { Page } from '../../components/page';
import { ROUTE } from '../../config/routes';
import { BannerCarousel } from '../../features/content/components/banner-carousel';
import { NoticeMarquee } from '../../features/content/components/notice-marquee';
import { WinTicker } from '../../features/content/components/win-ticker';
import { RisingList } from '../../features/market/components/rising-list';
import { BalanceCard } from '../../features/member/components/balance-card';
import { NotificationBell } from '../../features/notification/components/notification-bell';
import { cx } from '../../lib/class-names';
import { useConfig } from '../../lib/config-store';
import { useHydrated } from '../../lib/hydration';
import { useSession } from '../../lib/session-store';
import { FundsActions } from './funds-actions';
import styles from './home-page.module.css';
import { ShortcutGrid, type Shortcut } from './shortcut-grid';

/** Keeps a line's height while its text waits for hydration. */
const NO_TEXT = '\u00a0';

function greeting(t: TFunction, hour: number): string {
  if (hour < 12) return t('home.goodMorning');
  if (hour < 18) return t('home.goodAfternoon');
  return t('home.goodEvening');
}

/** What a visitor is offered instead of a balance: log in or register. */
function WelcomeCard({ onLogin, onRegister }: { onLogin: () => void; onRegister: () => void }) {
  const { t } = useTranslation();
  return (
    <HeroCard label={t('home.startTitle')}>
      <h2 className={styles.welcomeTitle}>{t('home.startTitle')}</h2>
      <p className={styles.welcomeText}>{t('home.startText')}</p>
      <div className={styles.welcomeActions}>
        <HeroActions primary={{ label: t('auth.login'), onClick: onLogin }} secondary={{ label: t('auth.register'), onClick: onRegister }} />
      </div>
    </HeroCard>
  );
}

/** The entry page (tab 0): who is here, their balance, the ways into the app, and what is moving now. */
export function HomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const companyName = useConfig((state) => state.companyConfig?.companyName ?? '');
  const signedIn = useSession((state) => state.token !== null);
  const user = useSession((state) => state.user);
  // Prerendered (src/prerender): until hydrated, the page is what the build rendered, for a visitor
  // and a member alike. The greeting and the name wait; both cards are there and CSS shows the one
  // of whoever is here (<html data-member>, set before the first paint), so a member never sees the
  // visitor's welcome. The balance shows its "--" until then.
  const hydrated = useHydrated();
  const showWelcome = !hydrated || !signedIn;
  const showBalance = !hydrated || signedIn;

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
        <>
          <NotificationBell />
          <NavButton label={t('home.service')} onClick={open(ROUTE.online)}>
            <MessageOutline />
          </NavButton>
        </>
      }
    >
      <header className={styles.greeting}>
        <p className={styles.hello}>{hydrated ? greeting(t, new Date().getHours()) : NO_TEXT}</p>
        <h1 className={styles.name}>
          {!hydrated ? NO_TEXT : signedIn && user !== null ? user.nickname || user.username : t('home.welcome', { company: companyName })}
        </h1>
      </header>

      {showBalance && (
        <div className={cx(styles.slot, !hydrated && styles.forMember)}>
          <BalanceCard actions={<FundsActions />} pending={!hydrated} />
        </div>
      )}
      {showWelcome && (
        <div className={cx(styles.slot, !hydrated && styles.forVisitor)}>
          <WelcomeCard onLogin={open(ROUTE.login)} onRegister={open(ROUTE.register)} />
        </div>
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
