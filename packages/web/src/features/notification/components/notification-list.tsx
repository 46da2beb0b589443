import type { TNotification } from '@meridian/protocol';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MessageRow } from '../../../components/message-row';
import { PagedList } from '../../../components/paged-list';
import { formatRelativeTime } from '../../../lib/time';
import { useNotificationPage } from '../api/get-notification-page';
import { useReadNotifications } from '../api/read-notifications';

/**
 * The member's notifications, newest first, unread ones marked. A tap marks one read and opens the
 * page it is about (an app route the server wrote: NOTIFICATION_PAGES), when it has one.
 */
export function NotificationList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notifications = useNotificationPage();
  const read = useReadNotifications();
  const now = Date.now();

  const open = (notification: TNotification) => {
    if (!notification.isRead) read.mutate({ ids: [notification.id] });
    // Only a route of this app: a link is followed inside the hash router, never to another site.
    if (notification.link?.startsWith('/') === true) void navigate(notification.link);
  };

  return (
    <PagedList
      query={notifications}
      label={t('notification.list')}
      emptyTitle={t('notification.empty')}
      emptyDescription={t('notification.emptyHint')}
      renderItem={(notification) => (
        <MessageRow
          key={notification.id}
          title={notification.title}
          preview={notification.body}
          time={formatRelativeTime(t, notification.createdAt, now)}
          unread={!notification.isRead}
          onOpen={() => {
            open(notification);
          }}
        />
      )}
    />
  );
}
