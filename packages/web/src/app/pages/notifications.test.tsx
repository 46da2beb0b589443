import { API, CODE, LIVE_EVENT, contractLink, letterLink, type TNotification, type TReadNotificationsRequest } from '@meridian/protocol';
import { act, screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { emitLiveEvent } from '../../api/live-events';
import { ROUTE } from '../../config/routes';
import { NOTIFICATION_UNREAD_NUM_KEY } from '../../features/notification/api/keys';
import { NotificationBell } from '../../features/notification/components/notification-bell';
import { NotificationListPage } from '../../features/notification/pages/notification-list-page';
import { useSession } from '../../lib/session-store';
import { mockServer, payloadsTo } from '../../testing/envelope-fetch';
import { renderApp } from '../../testing/render-app';
import { renderPage } from '../../testing/render-page';
import { resetStores, resetStoresSignedIn } from '../../testing/reset-stores';
import { waitUntil } from '../../testing/wait-until';
import { listenForMemberPushes } from '../member-pushes';

const NOW = Date.UTC(2031, 4, 4, 12);
const MINUTE = 60_000;

const SETTLED: TNotification = { id: 33, kind: 'contractSettled', title: 'Contract settled', body: 'BTC/USDT up 60 s: won 9.50 USDT', link: contractLink('C20310504001'), createdAt: NOW - 10 * MINUTE, isRead: false };
const LETTER: TNotification = { id: 32, kind: 'letter', title: 'Weekend bonus', body: 'Deposits on Saturday earn double points.', link: letterLink(5), createdAt: NOW - 3 * 60 * MINUTE, isRead: false };
const NO_LINK: TNotification = { id: 31, kind: 'letter', title: 'Letter removed', body: '', link: null, createdAt: NOW - 2 * 24 * 60 * MINUTE, isRead: false };
const OLD: TNotification = { id: 30, kind: 'withdrawalSent', title: 'Withdrawal sent', body: '100.00 USDT is on its way', link: null, createdAt: NOW - 3 * 24 * 60 * MINUTE, isRead: true };

let notifications: TNotification[] = [];

const unreadCount = () => notifications.filter((each) => !each.isRead).length;

function server() {
  return mockServer((call) => {
    switch (call.path) {
      case API.notification.getNotificationUnreadNum:
        return { code: CODE.OK, data: { count: unreadCount() } };
      case API.notification.getNotificationPage:
        return { code: CODE.OK, data: { list: notifications, total: notifications.length, page: 1, pageSize: 20 } };
      case API.notification.readNotifications: {
        const read = call.payload as TReadNotificationsRequest;
        notifications = notifications.map((each) => (read.all === true || read.ids?.includes(each.id) === true ? { ...each, isRead: true } : each));
        return { code: CODE.OK, data: { unreadCount: unreadCount() } };
      }
      default:
        return { code: CODE.OK, data: { count: 0 } };
    }
  });
}

let user = userEvent.setup();

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  resetStoresSignedIn();
  notifications = [SETTLED, LETTER, NO_LINK, OLD];
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the notification bell', () => {
  it('shows the unread count, and counts again when a notification is pushed', async () => {
    server();
    const { queryClient } = renderPage(ROUTE.home, <NotificationBell />);
    onTestFinished(listenForMemberPushes(queryClient));

    const bell = await screen.findByRole('button', { name: 'Notifications: 3 unread' });
    expect(within(bell).getByText('3')).toBeInTheDocument();

    notifications = [{ ...SETTLED, id: 34, title: 'Price alert' }, ...notifications];
    act(() => {
      emitLiveEvent(LIVE_EVENT.notification, { id: 34, kind: 'priceAlert' });
    });
    const counted = await screen.findByRole('button', { name: 'Notifications: 4 unread' });
    expect(within(counted).getByText('4')).toBeInTheDocument();
  });

  it('opens the notifications', async () => {
    server();
    renderPage(ROUTE.home, <NotificationBell />);
    await user.click(await screen.findByRole('button', { name: 'Notifications: 3 unread' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(ROUTE.notifications);
  });

  it('shows a visitor no count, asks the server nothing, and asks them to log in', async () => {
    resetStores();
    const { calls } = server();
    /** Every page of the app's table: where it is, and the bell. */
    function Screen() {
      const location = useLocation();
      return (
        <>
          <p data-testid="page">{location.pathname}</p>
          <NotificationBell />
        </>
      );
    }
    renderApp(Screen, [ROUTE.homeIndex]);

    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText(ROUTE.login, { selector: '[data-testid="page"]' })).toBeInTheDocument();
    expect(screen.queryByTestId('unread-badge')?.textContent ?? '').toBe('');
    expect(payloadsTo(calls, API.notification.getNotificationUnreadNum)).toEqual([]);
    expect(useSession.getState().token).toBeNull();
  });
});

describe('the notification list', () => {
  it('lists the notifications newest first, the unread ones marked', async () => {
    server();
    renderPage(ROUTE.notifications, <NotificationListPage />);

    const list = await screen.findByRole('list', { name: 'Your notifications' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('button').textContent)).toEqual([
      'Contract settled10 minutes agoBTC/USDT up 60 s: won 9.50 USDT',
      'Weekend bonus3 hours agoDeposits on Saturday earn double points.',
      'Letter removed2 days ago',
      'Withdrawal sent3 days ago100.00 USDT is on its way',
    ]);
    expect(items.map((item) => within(item).queryByRole('img', { name: 'Unread' }) !== null)).toEqual([true, true, true, false]);
  });

  it('opens the page a notification is about, and marks it read', async () => {
    const { calls } = server();
    const { queryClient } = renderPage(ROUTE.notifications, <NotificationListPage />);

    const list = await screen.findByRole('list', { name: 'Your notifications' });
    await user.click(within(list).getByRole('button', { name: /Contract settled/ }));

    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/pages/my/bet_detail?orderNo=C20310504001');
    await waitUntil(() => {
      expect(queryClient.getQueryData(NOTIFICATION_UNREAD_NUM_KEY)).toEqual({ count: 2 });
    });
    expect(payloadsTo(calls, API.notification.readNotifications)).toEqual([{ ids: [33] }]);
  });

  it('marks one without a page read where it is', async () => {
    const { calls } = server();
    renderPage(ROUTE.notifications, <NotificationListPage />);

    const list = await screen.findByRole('list', { name: 'Your notifications' });
    const item = within(list).getAllByRole('listitem')[2] ?? list;
    await user.click(within(item).getByRole('button', { name: /Letter removed/ }));

    await waitUntil(() => {
      expect(within(item).queryByRole('img', { name: 'Unread' })).not.toBeInTheDocument();
    });
    expect(payloadsTo(calls, API.notification.readNotifications)).toEqual([{ ids: [31] }]);
    expect(screen.queryByTestId('elsewhere')).not.toBeInTheDocument();
  });

  it('does not mark a notification read again', async () => {
    const { calls } = server();
    renderPage(ROUTE.notifications, <NotificationListPage />);
    const list = await screen.findByRole('list', { name: 'Your notifications' });
    await user.click(within(list).getByRole('button', { name: /Withdrawal sent/ }));
    // Nothing to open and nothing to mark: the member stays, and nothing is sent.
    expect(screen.getByRole('list', { name: 'Your notifications' })).toBeInTheDocument();
    expect(payloadsTo(calls, API.notification.readNotifications)).toEqual([]);
  });

  it('marks them all read at once', async () => {
    const { calls } = server();
    renderPage(ROUTE.notifications, <NotificationListPage />);

    const list = await screen.findByRole('list', { name: 'Your notifications' });
    expect(within(list).getAllByRole('img', { name: 'Unread' })).toHaveLength(3);
    await user.click(await screen.findByRole('button', { name: 'Mark all read' }));

    await waitUntil(() => {
      expect(within(list).queryAllByRole('img', { name: 'Unread' })).toHaveLength(0);
    });
    expect(payloadsTo(calls, API.notification.readNotifications)).toEqual([{ all: true }]);
    // Nothing is left unread: the action goes.
    await waitUntil(() => {
      expect(screen.queryByRole('button', { name: 'Mark all read' })).not.toBeInTheDocument();
    });
  });

  it('shows a pushed notification at once', async () => {
    server();
    const { queryClient } = renderPage(ROUTE.notifications, <NotificationListPage />);
    onTestFinished(listenForMemberPushes(queryClient));
    await screen.findByRole('list', { name: 'Your notifications' });

    notifications = [{ ...SETTLED, id: 40, kind: 'depositCredited', title: 'Deposit credited', body: '50.00 USDT', link: null }, ...notifications];
    act(() => {
      emitLiveEvent(LIVE_EVENT.notification, { id: 40, kind: 'depositCredited' });
    });

    const list = screen.getByRole('list', { name: 'Your notifications' });
    await waitUntil(() => {
      expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Deposit credited');
    });
  });

  it('opens the notification settings from a gear named for screen readers', async () => {
    server();
    renderPage(ROUTE.notifications, <NotificationListPage />);
    await user.click(await screen.findByRole('button', { name: 'Notification settings' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(ROUTE.notificationSettings);
  });

  it('says so when there is nothing yet', async () => {
    notifications = [];
    server();
    renderPage(ROUTE.notifications, <NotificationListPage />);
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark all read' })).not.toBeInTheDocument();
  });
});
