import { API, CODE, type TActivity } from '@meridian/protocol';
import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTE } from '../../../config/routes';
import { useSession } from '../../../lib/session-store';
import { mockServer } from '../../../testing/envelope-fetch';
import { DEMO_MEMBER } from '../../../testing/fixtures';
import { renderPage } from '../../../testing/render-page';
import { resetStores } from '../../../testing/reset-stores';
import { ActivityDetailPage } from './activity-detail-page';
import { ActivityPage } from './activity-page';

const BONUS: TActivity = {
  id: 3,
  title: 'Deposit bonus week',
  summary: 'Five percent on every deposit.',
  image: '/media/activities/3.svg',
  startsAt: Date.UTC(2026, 0, 5, 0, 0),
  endsAt: Date.UTC(2026, 0, 12, 0, 0),
  status: 'ongoing',
  createdAt: Date.UTC(2026, 0, 1),
};
const OVER: TActivity = { ...BONUS, id: 2, title: 'New year draw', summary: '', startsAt: null, endsAt: Date.UTC(2026, 0, 1), status: 'ended' };

function server() {
  return mockServer(({ path, payload }) => {
    if (path === API.common.getActivityPage) return { code: CODE.OK, data: { list: [BONUS, OVER], total: 2, page: 1, pageSize: 10 } };
    if (path === API.common.getActivityInfo) {
      return (payload as { id: number }).id === BONUS.id
        ? { code: CODE.OK, data: { ...BONUS, content: '<h2>Rules</h2><p onclick="steal()">Deposit at least 100 USDT.</p>' } }
        : { code: CODE.NOT_FOUND, msg: 'This activity does not exist or has been taken down.' };
    }
    return { code: CODE.NOT_FOUND, msg: 'not found' };
  });
}

let user = userEvent.setup();
beforeEach(() => {
  user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  resetStores();
  useSession.setState({ token: 'token', user: { ...DEMO_MEMBER, timeZone: '+08:00' } });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('activities', () => {
  it('lists activities with their status and period in the member’s time zone, and opens one', async () => {
    server();
    const { router } = renderPage(ROUTE.active, <ActivityPage />);
    const bonus = await screen.findByRole('button', { name: /Deposit bonus week/ });
    expect(within(bonus).getByText('Ongoing')).toBeInTheDocument();
    expect(within(bonus).getByText(/2026-01-05 08:00 – 2026-01-12 08:00/)).toBeInTheDocument();
    const over = screen.getByRole('button', { name: /New year draw/ });
    expect(within(over).getByText('Ended')).toBeInTheDocument();
    expect(within(over).getByText(/Until 2026-01-01 08:00/)).toBeInTheDocument();

    await user.click(bonus);
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(`${ROUTE.activeDetail}?id=3`);
  });

  it('shows an activity’s text without any of its scripts or handlers', async () => {
    server();
    renderPage(ROUTE.activeDetail, <ActivityDetailPage />, `${ROUTE.activeDetail}?id=3`);
    expect(await screen.findByRole('heading', { name: 'Deposit bonus week', level: 1 })).toBeInTheDocument();
    const rule = screen.getByText('Deposit at least 100 USDT.');
    expect(rule.getAttribute('onclick')).toBeNull();
  });

  it('says when an activity has been taken down', async () => {
    server();
    renderPage(ROUTE.activeDetail, <ActivityDetailPage />, `${ROUTE.activeDetail}?id=2`);
    expect(await screen.findByText('Activity not found')).toBeInTheDocument();
  });
});
