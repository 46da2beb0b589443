import { CheckCircleOutline, SetOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { NavButton } from '../../../components/nav-button';
import { Page } from '../../../components/page';
import { ROUTE } from '../../../config/routes';
import { useNotificationUnreadNum } from '../api/get-notification-unread-num';
import { useReadNotifications } from '../api/read-notifications';
import { NotificationList } from '../components/notification-list';

/**
 * What the bar offers while something is unread: every notification marked read in one tap. An
 * icon, named for screen readers: the words would not fit the bar in every language.
 */
function MarkAllRead() {
  const { t } = useTranslation();
  const unread = useNotificationUnreadNum();
  const read = useReadNotifications();
  if (unread === 0) return null;
  return (
    <NavButton
      label={t('notification.markAllRead')}
      onClick={() => {
        if (!read.isPending) read.mutate({ all: true });
      }}
    >
      <CheckCircleOutline aria-hidden="true" />
    </NavButton>
  );
}

/** The way to what is pushed to the member's devices, and when: a gear, named for screen readers. */
function OpenSettings() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <NavButton
      label={t('titles.notificationSettings')}
      onClick={() => {
        void navigate(ROUTE.notificationSettings);
      }}
    >
      <SetOutline aria-hidden="true" />
    </NavButton>
  );
}

/** my/notifications: what happened to the member's account, contracts, money and alerts; the bell opens it. */
export function NotificationListPage() {
  const { t } = useTranslation();
  return (
    <Page
      title={t('titles.notifications')}
      right={
        <>
          <MarkAllRead />
          <OpenSettings />
        </>
      }
    >
      <NotificationList />
    </Page>
  );
}
