import { API, CODE } from '@meridian/protocol';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { maintenanceMode } from '../../../api/maintenance-mode';
import { registerNavigator } from '../../../api/navigator';
import { ROUTE } from '../../../config/routes';
import { useSession } from '../../../lib/session-store';
import { mockServer } from '../../../testing/envelope-fetch';
import { DEMO_MEMBER } from '../../../testing/fixtures';
import { renderPage } from '../../../testing/render-page';
import { resetStores } from '../../../testing/reset-stores';
import { MAINTENANCE_POLL_MS } from '../api/get-maintain-config';
import { MaintainPage } from './maintain-page';
import { waitUntil } from '../../../testing/wait-until';

const BALANCE = { balance: '10.00', frozen: '0.00', currency: 'USDT' };
let maintainStatus = true;

function server() {
  return mockServer(({ path }) =>
    path === API.common.getMaintainConfig
      ? { code: CODE.OK, data: { maintainStatus, message: maintainStatus ? 'Upgrading the ledger' : '', until: null } }
      : { code: CODE.NOT_FOUND, msg: 'not found' },
  );
}

beforeEach(() => {
  resetStores();
  maintainStatus = true;
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('maintenance page', () => {
  it('asks every 5 s, and when maintenance is over forgets the session and goes to login', async () => {
    useSession.setState({ token: 'a', user: DEMO_MEMBER, balance: BALANCE });
    const { calls } = server();
    const { router } = renderPage(ROUTE.maintain, <MaintainPage />);
    registerNavigator((to, options) => {
      void router.navigate(to, options);
    });
    const polls = () => calls.filter((call) => call.path === API.common.getMaintainConfig).length;

    expect(await screen.findByText('Upgrading the ledger')).toBeInTheDocument();
    expect(polls()).toBe(1);
    await vi.advanceTimersByTimeAsync(MAINTENANCE_POLL_MS);
    await waitUntil(() => {
      expect(polls()).toBe(2);
    });
    expect(useSession.getState().token).toBe('a');

    maintainStatus = false;
    await vi.advanceTimersByTimeAsync(MAINTENANCE_POLL_MS);

    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(ROUTE.login);
    expect(useSession.getState()).toMatchObject({ token: null, user: null, balance: null });
    expect(maintenanceMode.isOn()).toBe(false);
  });

  it('opened outside maintenance, says there is none, offers the way home and keeps the session', async () => {
    maintainStatus = false;
    useSession.setState({ token: 'a', user: DEMO_MEMBER, balance: BALANCE });
    server();
    const { router } = renderPage(ROUTE.maintain, <MaintainPage />);
    registerNavigator((to, options) => {
      void router.navigate(to, options);
    });

    expect(await screen.findByText('No maintenance right now')).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(MAINTENANCE_POLL_MS);
    expect(useSession.getState()).toMatchObject({ token: 'a', user: DEMO_MEMBER, balance: BALANCE });
    expect(maintenanceMode.isOn()).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Back to home' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(ROUTE.home);
    expect(useSession.getState().token).toBe('a');
  });
});
