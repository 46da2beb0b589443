import { Button, Dialog } from 'antd-mobile';
import {
  BankcardOutline,
  CheckCircleOutline,
  CheckShieldOutline,
  ClockCircleOutline,
  ContentOutline,
  DownlandOutline,
  EditSOutline,
  FileOutline,
  HeartOutline,
  KeyOutline,
  LocationOutline,
  LockOutline,
  MailOutline,
  MessageOutline,
  PieOutline,
  QuestionCircleOutline,
  SoundOutline,
  TeamOutline,
  TextOutline,
  UserAddOutline,
  UserCircleOutline,
  UserContactOutline,
  UserOutline,
} from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Card } from '../../components/card';
import { LanguagePicker } from '../../components/language-picker';
import { MenuList, type MenuItem } from '../../components/menu-list';
import { Page } from '../../components/page';
import { ThemePicker } from '../../components/theme-picker';
import { UnreadBadge } from '../../components/unread-count';
import { ROUTE, href } from '../../config/routes';
import { useLogout } from '../../features/auth/api/logout';
import { useKycStatus } from '../../features/kyc/api/get-kyc-status';
import { useLetterUnReadNum } from '../../features/letter/api/get-letter-unread-num';
import { useMemberInfo } from '../../features/member/api/get-member-info';
import { BalanceCard } from '../../features/member/components/balance-card';
import { MemberAvatar } from '../../features/member/components/member-avatar';
import { NotificationBell } from '../../features/notification/components/notification-bell';
import { stopPushBeforeLogout } from '../../features/push/api/unsubscribe-push';
import { useSupportUnread } from '../../features/support/api/get-conversation';
import { MemberLevelBadge } from '../../features/task/components/member-level-badge';
import { copyText } from '../../lib/clipboard';
import { FundsActions } from './funds-actions';
import styles from './my-page.module.css';

interface PageLink {
  key: string;
  label: string;
  icon: ReactNode;
  to: string;
  /** What the row shows before the arrow (the member's verification level). */
  extra?: string;
  badge?: ReactNode;
}

/** The member's picture (which opens its page), name, id and username (a tap copies the id), and level. */
function Profile({ user }: { user: ReturnType<typeof useMemberInfo>['data'] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <section className={styles.profile}>
      <button
        type="button"
        className={styles.avatarButton}
        aria-label={t('titles.setHead')}
        onClick={() => {
          void navigate(ROUTE.setHead);
        }}
      >
        <MemberAvatar src={user?.avatar} size={64} />
      </button>
      <div className={styles.identity}>
        <div className={styles.name}>{user === undefined ? '--' : user.nickname || user.username}</div>
        {user !== undefined && (
          <button
            type="button"
            className={styles.id}
            onClick={() => {
              void copyText(String(user.id));
            }}
          >
            {t('member.idValue', { id: user.id })} · {user.username}
          </button>
        )}
        <MemberLevelBadge />
      </div>
    </section>
  );
}

/** my/index (tab 2): the member, their balance, and every page about their account. */
export function MyPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const member = useMemberInfo();
  const logout = useLogout();
  const unreadLetters = useLetterUnReadNum();
  const unreadSupport = useSupportUnread();
  const kyc = useKycStatus();

  const funds: PageLink[] = [
    { key: 'wallet', label: t('titles.wallet'), icon: <PieOutline />, to: ROUTE.wallet },
    { key: 'bills', label: t('titles.billRecord'), icon: <TextOutline />, to: ROUTE.billRecord },
    { key: 'bets', label: t('titles.betRecord'), icon: <FileOutline />, to: ROUTE.betRecord },
    { key: 'verify', label: t('titles.verifyContract'), icon: <CheckCircleOutline />, to: ROUTE.verifyContract },
    { key: 'recharges', label: t('my.rechargeRecord'), icon: <ClockCircleOutline />, to: href(ROUTE.billRecord, { type: 'recharge' }) },
    { key: 'bank', label: t('titles.account'), icon: <BankcardOutline />, to: ROUTE.account },
    { key: 'liabilities', label: t('titles.myLiabilities'), icon: <CheckCircleOutline />, to: ROUTE.myLiabilities },
  ];
  const account: PageLink[] = [
    { key: 'info', label: t('titles.info'), icon: <UserOutline />, to: ROUTE.info },
    { key: 'personal', label: t('titles.personal'), icon: <EditSOutline />, to: ROUTE.personal },
    { key: 'avatar', label: t('titles.setHead'), icon: <UserCircleOutline />, to: ROUTE.setHead },
    { key: 'password', label: t('titles.passwordEdit'), icon: <LockOutline />, to: ROUTE.passwordEdit },
    { key: 'pay-password', label: t('titles.payPasswordEdit'), icon: <KeyOutline />, to: ROUTE.payPasswordEdit },
    { key: 'security', label: t('titles.security'), icon: <CheckShieldOutline />, to: ROUTE.security },
    {
      key: 'verification',
      label: t('titles.verification'),
      icon: <UserContactOutline />,
      to: ROUTE.verification,
      ...(kyc.data === undefined ? {} : { extra: t('kyc.levelValue', { level: kyc.data.level }) }),
    },
    { key: 'limits', label: t('titles.tradingLimits'), icon: <HeartOutline />, to: ROUTE.tradingLimits },
    { key: 'address', label: t('titles.address'), icon: <LocationOutline />, to: ROUTE.address },
  ];
  const more: PageLink[] = [
    { key: 'invite', label: t('titles.invite'), icon: <UserAddOutline />, to: ROUTE.invite },
    { key: 'team', label: t('titles.teamRecord'), icon: <TeamOutline />, to: ROUTE.teamRecord },
    { key: 'notices', label: t('titles.noticeList'), icon: <SoundOutline />, to: ROUTE.noticeList },
    {
      key: 'letters',
      label: t('letter.inbox'),
      icon: <MailOutline />,
      to: href(ROUTE.noticeList, { tab: 'letters' }),
      badge: <UnreadBadge count={unreadLetters} label={t('letter.unreadCount', { count: unreadLetters })} />,
    },
    { key: 'help', label: t('titles.help'), icon: <QuestionCircleOutline />, to: ROUTE.help },
    {
      key: 'service',
      label: t('titles.online'),
      icon: <MessageOutline />,
      to: ROUTE.online,
      badge: <UnreadBadge count={unreadSupport} label={t('support.unreadCount', { count: unreadSupport })} />,
    },
    { key: 'install', label: t('titles.appInstall'), icon: <DownlandOutline />, to: ROUTE.appInstall },
    { key: 'agreement', label: t('agreement.userAgreement'), icon: <ContentOutline />, to: href(ROUTE.webview, { code: 'user_agreement' }) },
  ];

  const menu = (links: PageLink[]): MenuItem[] =>
    links.map(({ to, ...link }) => ({
      ...link,
      onClick: () => {
        void navigate(to);
      },
    }));

  const confirmLogout = async () => {
    const confirmed = await Dialog.confirm({
      content: t('my.logoutConfirm'),
      confirmText: t('common.confirm'),
      cancelText: t('common.cancel'),
    });
    if (!confirmed) return;
    // While the session still lets the server hear it: a shared phone stops showing this member's news.
    await stopPushBeforeLogout();
    logout.mutate(undefined, {
      onSettled: () => {
        void navigate(ROUTE.login, { replace: true });
      },
    });
  };

  return (
    <Page title={t('titles.my')} back={false} right={<NotificationBell />}>
      <Profile user={member.data} />

      <BalanceCard actions={<FundsActions />} />

      <Card title={t('my.funds')} flush>
        <MenuList items={menu(funds)} />
      </Card>
      <Card title={t('my.account')} flush>
        <MenuList items={menu(account)} />
      </Card>
      <Card title={t('my.more')} flush>
        <MenuList items={menu(more)} />
        <LanguagePicker variant="list" />
        <ThemePicker />
      </Card>

      <Button
        block
        size="large"
        shape="rounded"
        className={styles.logout}
        loading={logout.isPending}
        onClick={() => {
          void confirmLogout();
        }}
      >
        {t('my.logout')}
      </Button>
    </Page>
  );
}
