import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page';
import { useNotificationUnreadNum } from '../api/get-notification-unread-num';
import { useReadNotifications } from '../api/read-notifications';
import { NotificationList } from '../components/notification-list';

/** What the bar offers while something is unread: every notification marked read in one tap. */
function MarkAllRead() {
  const { t } = useTranslation();
  const unread = useNotificationUnreadNum();
  const read = useReadNotifications();
  if (unread === 0) return null;
  return (
    <Button
      size="mini"
      fill="none"
      color="primary"
      loading={read.isPending}
      onClick={() => {
        read.mutate({ all: true });
      }}
    >
      {t('notification.markAllRead')}
    </Button>
  );
}

/** my/notifications: what happened to the member's account, contracts, money and alerts; the bell opens it. */
export function NotificationListPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('titles.notifications')} right={<MarkAllRead />}>
      <NotificationList />
    </Page>
  );
}
