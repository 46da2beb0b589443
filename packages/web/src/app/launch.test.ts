import { API, CODE, LIVE_EVENT } from '@meridian/protocol';
import { QueryObserver } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../api/query-client';
import { emitLiveEvent } from '../api/live-events';
import { maintenanceMode } from '../api/maintenance-mode';
import { registerNavigator } from '../api/navigator';
import { letterUnReadNumQuery } from '../features/letter/api/get-letter-unread-num';
import { useNoticePopup } from '../features/notice-popup/notice-popup-store';
import { useConfig } from '../lib/config-store';
import { useContractList } from '../lib/contract-list-store';
import { useSession } from '../lib/session-store';
import { mockServer } from '../testing/envelope-fetch';
import { DEMO_MEMBER } from '../testing/fixtures';
import { resetStores } from '../testing/reset-stores';
import { LIVE_CHANNEL_DELAY_MS, launch } from './launch';
import { waitUntil } from '../testing/wait-until';

const startLiveChannel = vi.hoisted(() => vi.fn(() => () => undefined));
vi.mock('../api/live-channel', () => ({ startLiveChannel }));

const BALANCE = { balance: '10000.00', frozen: '0.00', currency: 'USDT' };
const APP_CONFIG = { version: '1.0.0', themeColor: '#0301c5', recordTabEnabled: false, appDownloadUrl: '' };
const COMPANY = { companyName: 'Meridian', currency: 'USDT', logo: '', currencyBlankedFor: '' };
const SERVICE = { channels: [], workingHours: '' };
const SETTLEMENT = {
  orderId: 9,
  allname: 'ETH/USDT',
  direction: 'down',
  amount: '10',
  purchasePrice: '3000',
  settlePrice: '2990',
  profit: '8.5',
  status: 'win',
  settledAt: 1,
} as const;

let serverVersion = '1.0.0';
let maintainStatus = false;
let unreadLetters = 0;
const navigate = vi.fn<(to: string) => void>();
let stop: (() => void) | null = null;

function server() {
  return mockServer(({ path }) => {
    switch (path) {
      case API.member.getBalance:
        return { code: CODE.OK, data: BALANCE };
      case API.member.getMemberInfo:
        return { code: CODE.OK, data: DEMO_MEMBER };
      case API.common.getAppConfigAndCompanyConfig:
        return { code: CODE.OK, data: { appConfig: { ...APP_CONFIG, version: serverVersion }, companyConfig: COMPANY } };
      case API.common.getCustomerServiceConfig:
        return { code: CODE.OK, data: SERVICE };
      case API.common.getMaintainConfig:
        return { code: CODE.OK, data: { maintainStatus, message: '', until: null } };
      case API.member.getLetterUnReadNum:
        return { code: CODE.OK, data: { count: unreadLetters } };
      default:
        return { code: CODE.NOT_FOUND, msg: 'not found' };
    }
  });
}

beforeEach(() => {
  resetStores();
  serverVersion = '1.0.0';
  maintainStatus = false;
  unreadLetters = 0;
  navigate.mockReset();
  startLiveChannel.mockClear();
  registerNavigator((to) => {
    navigate(to);
  });
});

afterEach(() => {
  stop?.();
  stop = null;
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('launch sequence', () => {
  it('clears the contract list, loads balance, member and configuration', async () => {
    localStorage.setItem('meridian.contract-list', JSON.stringify({ value: [1], expiresAt: null }));
    useSession.setState({ token: 'a' });
    const { calls } = server();

    stop = launch(createQueryClient());

    expect(localStorage.getItem('meridian.contract-list')).toBeNull();
    await waitUntil(() => {
      expect(useSession.getState().balance).toEqual(BALANCE);
      expect(useSession.getState().user).toEqual(DEMO_MEMBER);
      expect(useConfig.getState().companyConfig).toEqual(COMPANY);
      expect(useConfig.getState().customerConfig).toEqual(SERVICE);
    });
    expect(calls.every((call) => call.path !== API.member.getBalance || call.headers.accesstoken === 'a')).toBe(true);
  });

  it('loads no member data without a token', async () => {
    const { calls } = server();

    stop = launch(createQueryClient());

    await waitUntil(() => {
      expect(useConfig.getState().appConfig).not.toBeNull();
    });
    expect(calls.map((call) => call.path)).not.toContain(API.member.getBalance);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('opens the live channel 1.5 s after launch', async () => {
    vi.useFakeTimers();
    server();

    stop = launch(createQueryClient());

    vi.advanceTimersByTime(LIVE_CHANNEL_DELAY_MS - 1);
    expect(startLiveChannel).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    // Its code is fetched when the delay ends.
    await waitUntil(() => {
      expect(startLiveChannel).toHaveBeenCalledTimes(1);
    });
  });
});

describe('show sequence', () => {
  it('asks to update when the server runs a new version, and keeps the new one', async () => {
    server();
    stop = launch(createQueryClient());
    await waitUntil(() => {
      expect(useConfig.getState().appConfig?.version).toBe('1.0.0');
    });

    serverVersion = '1.1.0';
    document.dispatchEvent(new Event('visibilitychange'));

    expect(await screen.findByText('New version detected, please update')).toBeInTheDocument();
    expect(useConfig.getState().appConfig?.version).toBe('1.1.0');
  });

  it('says nothing when the version is the same', async () => {
    const { calls } = server();
    stop = launch(createQueryClient());
    await waitUntil(() => {
      expect(useConfig.getState().appConfig?.version).toBe('1.0.0');
    });

    document.dispatchEvent(new Event('visibilitychange'));

    await waitUntil(() => {
      expect(calls.filter((call) => call.path === API.common.getAppConfigAndCompanyConfig)).toHaveLength(2);
    });
    expect(screen.queryByText('New version detected, please update')).not.toBeInTheDocument();
  });
});

describe('maintenance push', () => {
  it('sends the member to the maintenance page when maintenance starts', () => {
    server();
    stop = launch(createQueryClient());

    emitLiveEvent(LIVE_EVENT.maintainInfo, { maintainStatus: true });

    expect(navigate).toHaveBeenCalledWith('/pages/home/maintain');
  });

  it('clears token, member and balance and goes to login when maintenance ends', () => {
    useSession.setState({ token: 'a', user: DEMO_MEMBER, balance: BALANCE });
    server();
    stop = launch(createQueryClient());

    emitLiveEvent(LIVE_EVENT.maintainInfo, { maintainStatus: false });

    expect(useSession.getState()).toMatchObject({ token: null, user: null, balance: null });
    expect(navigate).toHaveBeenCalledWith('/pages/login/login');
  });
});

describe('maintenance found by asking', () => {
  it('sends the app to the maintenance page when maintenance is on at launch', async () => {
    maintainStatus = true;
    server();
    stop = launch(createQueryClient());

    await waitUntil(() => {
      expect(navigate).toHaveBeenCalledWith('/pages/home/maintain');
    });
    expect(maintenanceMode.isOn()).toBe(true);
  });

  it('sends it there when maintenance began while the app was hidden', async () => {
    const { calls } = server();
    stop = launch(createQueryClient());
    await waitUntil(() => {
      expect(calls.some((call) => call.path === API.common.getMaintainConfig)).toBe(true);
    });
    expect(navigate).not.toHaveBeenCalled();

    maintainStatus = true;
    document.dispatchEvent(new Event('visibilitychange'));

    await waitUntil(() => {
      expect(navigate).toHaveBeenCalledWith('/pages/home/maintain');
    });
  });
});

describe('session end', () => {
  it('forgets every query, the contract list and the last popup of the member before login shows', () => {
    useSession.setState({ token: 'a', user: DEMO_MEMBER, balance: BALANCE });
    server();
    const queryClient = createQueryClient();
    stop = launch(queryClient);
    queryClient.setQueryData(['withdraw', 'bank-cards'], [{ id: 1, account: '6222 0000' }]);
    queryClient.setQueryData(['member', 'balance'], BALANCE);
    useContractList.getState().settle(SETTLEMENT);
    useNoticePopup.getState().receive({ title: 'For you only', content: 'x' });

    useSession.getState().clearSession();

    expect(queryClient.getQueryData(['withdraw', 'bank-cards'])).toBeUndefined();
    expect(queryClient.getQueryData(['member', 'balance'])).toBeUndefined();
    expect(useContractList.getState().list).toEqual([]);
    expect(localStorage.getItem('meridian.contract-list')).toBeNull();
    expect(useNoticePopup.getState().lastPopup).toBeNull();
    const stored = localStorage.getItem('meridian.session') ?? '';
    expect(stored).not.toContain(DEMO_MEMBER.username);
    expect(stored).not.toContain(BALANCE.balance);
  });

  it('keeps no balance that answers after the session ended', () => {
    useSession.setState({ token: null, user: null, balance: null });

    useSession.getState().setBalance(BALANCE);
    useSession.getState().setUser(DEMO_MEMBER);

    expect(useSession.getState()).toMatchObject({ user: null, balance: null });
  });
});

describe('other pushes', () => {
  it('a notice popup refreshes the unread letter count', async () => {
    useSession.setState({ token: 'a' });
    const { calls } = server();
    const queryClient = createQueryClient();
    stop = launch(queryClient);
    const observer = new QueryObserver(queryClient, letterUnReadNumQuery);
    const unsubscribe = observer.subscribe(() => undefined);
    await waitUntil(() => {
      expect(observer.getCurrentResult().data).toBe(0);
    });
    const asked = () => calls.filter((call) => call.path === API.member.getLetterUnReadNum).length;
    const before = asked();

    unreadLetters = 2;
    emitLiveEvent(LIVE_EVENT.noticePopup, { title: 'A letter for you', content: 'x' });

    await waitUntil(() => {
      expect(observer.getCurrentResult().data).toBe(2);
    });
    expect(asked()).toBe(before + 1);
    unsubscribe();
  });

  it('shows a notice popup and keeps a settlement as the contract list', async () => {
    server();
    stop = launch(createQueryClient());

    emitLiveEvent(LIVE_EVENT.noticePopup, { id: 1, title: 'Hello members', content: '<p>Short</p>' });
    emitLiveEvent(LIVE_EVENT.contractShortSettlement, SETTLEMENT);

    expect(await screen.findByText('Hello members')).toBeInTheDocument();
    expect(screen.getByText('Short')).toBeInTheDocument();
    expect(useContractList.getState().list).toMatchObject([{ orderId: 9 }]);
  });

  it('stops handling pushes once undone', () => {
    server();
    launch(createQueryClient())();

    emitLiveEvent(LIVE_EVENT.noticePopup, { title: 'Too late', content: 'x' });

    expect(screen.queryByText('Too late')).not.toBeInTheDocument();
  });
});
