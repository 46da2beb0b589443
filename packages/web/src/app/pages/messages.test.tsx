import { API, CODE, type TLetter, type TNotice } from '@meridian/protocol';
import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTE, href } from '../../config/routes';
import { NoticeDetailPage } from '../../features/notice/pages/notice-detail-page';
import { useNoticePopup } from '../../features/notice-popup/notice-popup-store';
import { useSession } from '../../lib/session-store';
import { mockServer, payloadsTo } from '../../testing/envelope-fetch';
import { DEMO_MEMBER } from '../../testing/fixtures';
import { renderPage } from '../../testing/render-page';
import { resetStores } from '../../testing/reset-stores';
import { DialogDetailRoute } from './dialog-detail-route';
import { NoticeListRoute, messageTabFromQuery } from './notice-list-route';
import { waitUntil } from '../../testing/wait-until';

const NOW = Date.UTC(2031, 4, 4, 12);
const MINUTE = 60_000;
const HTML = '<h2>Weekend bonus</h2><p>Deposits on Saturday &amp; Sunday earn <b>double</b> points.</p><script>window.hacked = true</script>';

const NOTICES: TNotice[] = [
  { id: 12, title: 'Maintenance tonight', content: '<p>The market pauses at 02:00.</p>', createdAt: NOW - 2 * MINUTE },
  { id: 11, title: 'Weekend bonus', content: HTML, createdAt: NOW - 3 * 60 * MINUTE },
];
const LETTERS: TLetter[] = [
  { id: 21, title: 'Your withdrawal was paid', content: '<p>Check your bank.</p>', createdAt: NOW - 10 * MINUTE, isRead: false },
  { id: 20, title: 'Welcome to Meridian', content: '<p>Glad you are here.</p>', createdAt: NOW - 2 * 24 * 60 * MINUTE, isRead: true },
];

let unread = 1;
let letters = LETTERS;

function server() {
  return mockServer((call) => {
    const payload = call.payload as { id?: number; page?: number };
    switch (call.path) {
      case API.common.pageNotice:
        return { code: CODE.OK, data: { list: NOTICES, total: NOTICES.length, page: payload.page ?? 1, pageSize: 20 } };
      case API.member.getLetterPage:
        return { code: CODE.OK, data: { list: letters, total: letters.length, page: 1, pageSize: 20 } };
      case API.member.getLetterUnReadNum:
        return { code: CODE.OK, data: { count: unread } };
      case API.member.getLetterInfo: {
        const letter = letters.find((item) => item.id === payload.id);
        return letter === undefined ? { code: CODE.NOT_FOUND, msg: 'Not found' } : { code: CODE.OK, data: letter };
      }
      case API.member.readLetterInfo:
        letters = letters.map((item) => (item.id === payload.id ? { ...item, isRead: true } : item));
        unread = letters.filter((item) => !item.isRead).length;
        return { code: CODE.OK, data: { ok: true, unreadCount: unread } };
      default:
        return { code: CODE.OK };
    }
  });
}

let user = userEvent.setup();

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  resetStores();
  useSession.setState({ token: 'token', user: DEMO_MEMBER });
  useNoticePopup.setState({ lastPopup: null });
  unread = 1;
  letters = LETTERS;
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('notice list', () => {
  it('lists the notices newest first with their start and relative time; a tap opens one', async () => {
    server();
    renderPage(ROUTE.noticeList, <NoticeListRoute />);

    const list = await screen.findByRole('list', { name: 'Notices' });
    const rows = within(list).getAllByRole('button');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Maintenance tonightjust nowThe market pauses at 02:00.',
      'Weekend bonus3 hours agoWeekend bonus Deposits on Saturday & Sunday earn double poin…',
    ]);
    await user.click(within(list).getByRole('button', { name: /Weekend bonus/ }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(href(ROUTE.noticeDetail, { id: 11 }));
  });

  it('shows the letters with an unread mark and the unread count on the tab', async () => {
    const { calls } = server();
    renderPage(ROUTE.noticeList, <NoticeListRoute />, href(ROUTE.noticeList, { tab: 'letters' }));

    const list = await screen.findByRole('list', { name: 'Letters' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first ?? document.body).getByRole('img', { name: 'Unread' })).toBeInTheDocument();
    expect(within(second ?? document.body).queryByRole('img', { name: 'Unread' })).not.toBeInTheDocument();
    expect(within(second ?? document.body).getByText('2 days ago')).toBeInTheDocument();
    expect(await screen.findByText('1 unread letter')).toBeInTheDocument();
    expect(payloadsTo(calls, API.common.pageNotice)).toEqual([]);

    await user.click(within(list).getByRole('button', { name: /Your withdrawal was paid/ }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(href(ROUTE.dialogDetail, { id: 21 }));
  });

  it('switches tabs in the address', async () => {
    server();
    const { router } = renderPage(ROUTE.noticeList, <NoticeListRoute />);
    await screen.findByRole('list', { name: 'Notices' });
    await user.click(screen.getByRole('tab', { name: /Letters/ }));
    expect(await screen.findByRole('list', { name: 'Letters' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=letters');
    expect(messageTabFromQuery('anything')).toBe('notices');
  });

  it('says so when there is no letter', async () => {
    letters = [];
    unread = 0;
    server();
    renderPage(ROUTE.noticeList, <NoticeListRoute />, href(ROUTE.noticeList, { tab: 'letters' }));
    expect(await screen.findByText('No letters yet')).toBeInTheDocument();
    expect(screen.queryByTestId('unread-badge')).not.toBeInTheDocument();
  });
});

describe('notice detail', () => {
  it('shows the whole notice, sanitised', async () => {
    server();
    renderPage(ROUTE.noticeDetail, <NoticeDetailPage />, href(ROUTE.noticeDetail, { id: 11 }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Weekend bonus' })).toBeInTheDocument();
    expect(screen.getByText('Published 2031-05-04 17:00')).toBeInTheDocument();
    expect(screen.getByText('double')).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('says the notice is gone for an id no page has, or no id at all', async () => {
    const { calls } = server();
    renderPage(ROUTE.noticeDetail, <NoticeDetailPage />, href(ROUTE.noticeDetail, { id: 99 }));
    expect(await screen.findByText('Notice not found')).toBeInTheDocument();
    expect(payloadsTo(calls, API.common.pageNotice)).toEqual([{ page: 1, pageSize: 100 }]);
  });
});

describe('letter detail (dialog_detail?id=)', () => {
  it('shows the letter and marks it read, which clears the unread count', async () => {
    const { calls } = server();
    const { queryClient } = renderPage(ROUTE.dialogDetail, <DialogDetailRoute />, href(ROUTE.dialogDetail, { id: 21 }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Your withdrawal was paid' })).toBeInTheDocument();
    expect(screen.getByText('Received 2031-05-04 19:50')).toBeInTheDocument();
    await waitUntil(() => {
      expect(payloadsTo(calls, API.member.readLetterInfo)).toEqual([{ id: 21 }]);
    });
    await waitUntil(() => {
      expect(queryClient.getQueryData(['member', 'letters', 'unread'])).toEqual({ count: 0 });
    });
  });

  it('does not mark a letter read twice', async () => {
    const { calls } = server();
    const { queryClient } = renderPage(ROUTE.dialogDetail, <DialogDetailRoute />, href(ROUTE.dialogDetail, { id: 20 }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Meridian' })).toBeInTheDocument();
    // The letter is drawn, and with it ran what marks it read: a marking would be under way now.
    expect(queryClient.getMutationCache().getAll()).toEqual([]);
    expect(payloadsTo(calls, API.member.readLetterInfo)).toEqual([]);
  });

  it('says not found for a letter that is not the member’s, and reads nothing', async () => {
    const { calls } = server();
    renderPage(ROUTE.dialogDetail, <DialogDetailRoute />, href(ROUTE.dialogDetail, { id: 77 }));
    expect(await screen.findByText('Letter not found')).toBeInTheDocument();
    expect(payloadsTo(calls, API.member.readLetterInfo)).toEqual([]);
  });

  it('says not found for an id that is no id, without asking', async () => {
    const { calls } = server();
    renderPage(ROUTE.dialogDetail, <DialogDetailRoute />, `${ROUTE.dialogDetail}?id=abc`);
    expect(await screen.findByText('Letter not found')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('shows the last notice popup without an id, as before', async () => {
    server();
    useNoticePopup.getState().receive({ title: 'Popup title', content: 'popup text' }, NOW);
    renderPage(ROUTE.dialogDetail, <DialogDetailRoute />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Popup title' })).toBeInTheDocument();
  });
});
