import { API, ZReadNotificationsResponse, type TGetNotificationPageResponse, type TNotification, type TReadNotificationsRequest } from '@meridian/protocol';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';
import { NOTIFICATION_PAGE_KEY, NOTIFICATION_UNREAD_NUM_KEY } from './keys';

/** Quiet for one notification (the member is on their way to its page); "mark all read" says what went wrong. */
export function readNotifications(read: TReadNotificationsRequest) {
  return request(API.notification.readNotifications, read, ZReadNotificationsResponse, { loading: false, quiet: read.all !== true });
}

function isMarked(read: TReadNotificationsRequest, notification: TNotification): boolean {
  return read.all === true || (read.ids?.includes(notification.id) ?? false);
}

/**
 * Marks notifications read. The bell takes the count the server answers at once, and the list
 * loses their unread marks without reading its pages again.
 */
export function useReadNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (read: TReadNotificationsRequest) => unwrap(readNotifications(read)),
    onSuccess: ({ unreadCount }, read) => {
      queryClient.setQueryData(NOTIFICATION_UNREAD_NUM_KEY, { count: unreadCount });
      queryClient.setQueryData<InfiniteData<TGetNotificationPageResponse>>(NOTIFICATION_PAGE_KEY, (data) =>
        data === undefined
          ? undefined
          : {
              ...data,
              pages: data.pages.map((page) => ({ ...page, list: page.list.map((each) => (isMarked(read, each) ? { ...each, isRead: true } : each)) })),
            },
      );
    },
  });
}
