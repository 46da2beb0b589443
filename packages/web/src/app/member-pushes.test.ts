import { API, CODE, LIVE_EVENT } from '@meridian/protocol';
import { InfiniteQueryObserver, QueryObserver } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emitLiveEvent } from '../api/live-events';
import { registerNavigator } from '../api/navigator';
import { createQueryClient } from '../api/query-client';
import { kycStatusQuery } from '../features/kyc/api/get-kyc-status';
import { letterUnReadNumQuery } from '../features/letter/api/get-letter-unread-num';
import { notificationUnreadNumQuery } from '../features/notification/api/get-notification-unread-num';
import { balanceQuery } from '../features/member/api/get-balance';
import { withdrawRecordQuery } from '../features/withdraw/api/withdraw-record';
import { useSession } from '../lib/session-store';
import { mockServer, type SeenCall } from '../testing/envelope-fetch';
import { DEMO_MEMBER, SETTLED_CONTRACT } from '../testing/fixtures';
import { resetStores } from '../testing/reset-stores';
import { waitUntil } from '../testing/wait-until';
import { listenForMemberPushes } from './member-pushes';

let balance = '100.00';
let unread = 0;
let bell = 0;
let withdrawalStatus = 'pending';
let kycLevel = 1;
let sessionEnded = false;
const navigate = vi.fn<(to: string) => void>();
let stop: (() => void) | null = null;

function server() {
  return mockServer(({ path }: SeenCall) => {
    if (sessionEnded) return { code: CODE.SESSION_INVALID, msg: 'Your session has ended.' };
    switch (path) {
      case API.member.getBalance:
        return { code: CODE.OK, data: { balance, frozen: '0.00', currency: 'USDT' } };
      case API.member.getLetterUnReadNum:
        return { code: CODE.OK, data: { count: unread } };
      case API.notification.getNotificationUnreadNum:
        return { code: CODE.OK, data: { count: bell } };
      case API.kyc.getKycStatus:
        return { code: CODE.OK, data: { level: kycLevel, currency: 'USDT', limits: [], withdrawn: { last24h: '0', last30d: '0' }, open: null, history: [], asks: { documentTypes: ['idCard'], selfieRequired: true } } };
      case API.withdraw.record: {
        const withdrawal = { orderNo: 'WD1', method: 'bank', destination: 'HSBC **** 1234', status: withdrawalStatus, amount: '50.00', fee: '1.00', tax: '0.00', actualAmount: '49.00', currency: 'USDT', rejectReason: '', createdAt: 1, reviewedAt: null };
        return { code: CODE.OK, data: { list: [withdrawal], total: 1, page: 1, pageSize: 20 } };
      }
      default:
        return { code: CODE.NOT_FOUND, msg: 'not found' };
    }
  });
}

const asked = (calls: SeenCall[], path: string) => calls.filter((call) => call.path === path).length;

beforeEach(() => {
  resetStores();
  useSession.setState({ token: 'token', user: DEMO_MEMBER });
  balance = '100.00';
  unread = 0;
  bell = 0;
  withdrawalStatus = 'pending';
  kycLevel = 1;
  sessionEnded = false;
  navigate.mockReset();
  registerNavigator((to) => {
    navigate(to);
  });
  window.location.hash = '#/pages/my/index';
});

afterEach(() => {
  stop?.();
  stop = null;
  vi.unstubAllGlobals();
});

describe('member pushes', () => {
  it("an identity decided reads the member's verification again: the page shows the new level without a reload", async () => {
    const { calls } = server();
    const queryClient = createQueryClient();
    stop = listenForMemberPushes(queryClient);
    const page = new QueryObserver(queryClient, kycStatusQuery);
    const unsubscribe = page.subscribe(() => undefined);
    await waitUntil(() => {
      expect(page.getCurrentResult().data?.level).toBe(1);
    });
    // Another kind of news leaves it as it is.
    emitLiveEvent(LIVE_EVENT.notification, { id: 60, kind: 'letter' });
    kycLevel = 2;
    emitLiveEvent(LIVE_EVENT.notification, { id: 61, kind: 'kycApproved' });
    await waitUntil(() => {
      expect(page.getCurrentResult().data?.level).toBe(2);
    });
    expect(asked(calls, API.kyc.getKycStatus)).toBe(2);
    unsubscribe();
  });

  it('a money change reads the balance again at once, even off screen, and the records on screen', async () => {
    server();
    const queryClient = createQueryClient();
    stop = listenForMemberPushes(queryClient);
    await queryClient.query(balanceQuery);
    const recordOnScreen = new InfiniteQueryObserver(queryClient, withdrawRecordQuery);
    const unsubscribe = recordOnScreen.subscribe(() => undefined);
    const firstWithdrawal = () => recordOnScreen.getCurrentResult().data?.pages[0]?.list[0];
    await waitUntil(() => {
      expect(firstWithdrawal()?.status).toBe('pending');
    });

    balance = '125.00';
    withdrawalStatus = 'paid';
    emitLiveEvent(LIVE_EVENT.moneyChange, { subject: 'balance' });

    await waitUntil(() => {
      expect(queryClient.getQueryData(balanceQuery.queryKey)).toMatchObject({ balance: '125.00' });
      expect(useSession.getState().balance).toMatchObject({ balance: '125.00' });
      expect(firstWithdrawal()?.status).toBe('paid');
    });
    unsubscribe();
  });

  it('ignores a money change that is not one, and any while signed out', async () => {
    const { calls } = server();
    const queryClient = createQueryClient();
    stop = listenForMemberPushes(queryClient);
    await queryClient.query(balanceQuery);

    emitLiveEvent(LIVE_EVENT.moneyChange, { subject: 'lottery' });
    useSession.setState({ token: null });
    emitLiveEvent(LIVE_EVENT.moneyChange, { subject: 'balance' });

    // The listeners have run (an event is handed out at once): whatever they asked for is under way.
    expect(queryClient.isFetching()).toBe(0);
    expect(asked(calls, API.member.getBalance)).toBe(1);
  });

  it('a letter counts the unread letters again', async () => {
    const { calls } = server();
    const queryClient = createQueryClient();
    stop = listenForMemberPushes(queryClient);
    // On screen: its observer keeps it active, so an invalidation fetches it again.
    const badge = new QueryObserver(queryClient, letterUnReadNumQuery);
    const unsubscribe = badge.subscribe(() => undefined);
    await waitUntil(() => {
      expect(badge.getCurrentResult().data).toBe(0);
    });

    unread = 1;
    emitLiveEvent(LIVE_EVENT.letter, { id: 12 });

    await waitUntil(() => {
      expect(badge.getCurrentResult().data).toBe(1);
    });
    expect(asked(calls, API.member.getLetterUnReadNum)).toBe(2);
    unsubscribe();
  });

  it('the bell counts again on the pushes of events the server does not announce twice: a settlement, a letter to everyone, a deposit seen or credited, money moved', async () => {
    const { calls } = server();
    const queryClient = createQueryClient();
    stop = listenForMemberPushes(queryClient);
    const observer = new QueryObserver(queryClient, notificationUnreadNumQuery);
    const unsubscribe = observer.subscribe(() => undefined);
    await waitUntil(() => {
      expect(observer.getCurrentResult().data).toBe(0);
    });
    const deposit = { network: 'ERC20', txHash: '0xabc', logIndex: 0, amount: '10', confirmationsNeeded: 12 };
    const pushes = [
      () => { emitLiveEvent(LIVE_EVENT.contractShortSettlement, SETTLED_CONTRACT); },
      () => { emitLiveEvent(LIVE_EVENT.letter, { id: 30 }); },
      () => { emitLiveEvent(LIVE_EVENT.chainDeposit, { ...deposit, status: 'seen', confirmations: 1 }); },
      () => { emitLiveEvent(LIVE_EVENT.chainDeposit, { ...deposit, status: 'credited', confirmations: 12 }); },
      () => { emitLiveEvent(LIVE_EVENT.moneyChange, { subject: 'balance' }); },
    ];
    for (const [index, push] of pushes.entries()) {
      bell = index + 1;
      push();
      await waitUntil(() => {
        expect(observer.getCurrentResult().data).toBe(index + 1);
      });
    }
    // A confirmation counted between the two is no notification: only the money push after it asks the bell again.
    const before = asked(calls, API.notification.getNotificationUnreadNum);
    emitLiveEvent(LIVE_EVENT.chainDeposit, { ...deposit, status: 'seen', confirmations: 5 });
    bell = 9;
    emitLiveEvent(LIVE_EVENT.moneyChange, { subject: 'balance' });
    await waitUntil(() => {
      expect(observer.getCurrentResult().data).toBe(9);
    });
    expect(asked(calls, API.notification.getNotificationUnreadNum)).toBe(before + 1);
    unsubscribe();
  });

  it('a kick-out makes a call at once, whose 1001 signs the app out and opens login without a tap', async () => {
    const { calls } = server();
    window.location.hash = '#/pages/my/index';
    stop = listenForMemberPushes(createQueryClient());
    sessionEnded = true;

    emitLiveEvent(LIVE_EVENT.kickOutMember, { reason: 'operator' });

    await waitUntil(() => {
      expect(useSession.getState().token).toBeNull();
      expect(navigate).toHaveBeenCalledWith('/pages/login/login');
    });
    expect(asked(calls, API.member.getBalance)).toBe(1);
  });

  it('a kick-out on a public page (undoing a contact change there ended the session) leaves the page as it is', () => {
    const { calls } = server();
    window.location.hash = '#/pages/security/undo-contact?token=abc';
    const queryClient = createQueryClient();
    stop = listenForMemberPushes(queryClient);
    sessionEnded = true;

    emitLiveEvent(LIVE_EVENT.kickOutMember, { reason: 'operator' });

    // The listener has run: a check of the session would be under way now.
    expect(queryClient.isFetching()).toBe(0);
    expect(asked(calls, API.member.getBalance)).toBe(0);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a kick-out of a session still valid changes nothing', async () => {
    const { calls } = server();
    const queryClient = createQueryClient();
    stop = listenForMemberPushes(queryClient);

    emitLiveEvent(LIVE_EVENT.kickOutMember, { reason: 'operator' });

    // The check's answer has been acted on (the request wrapper does before the query has it).
    await waitUntil(() => {
      expect(asked(calls, API.member.getBalance)).toBe(1);
      expect(queryClient.getQueryState(balanceQuery.queryKey)?.fetchStatus).toBe('idle');
    });
    expect(useSession.getState().token).toBe('token');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a settlement shows a short notice of the result wherever the member is', async () => {
    server();
    stop = listenForMemberPushes(createQueryClient());

    emitLiveEvent(LIVE_EVENT.contractShortSettlement, SETTLED_CONTRACT);

    expect(await screen.findByText('Contract settled: BTC/USDT Up · You won +85.00')).toBeInTheDocument();
  });

  it('leaves the result to the contract panel on the K-line of its own pair', async () => {
    server();
    stop = listenForMemberPushes(createQueryClient());
    window.location.hash = `#/pages/market/kline?symbol=${encodeURIComponent('BTC/USDT')}`;

    emitLiveEvent(LIVE_EVENT.contractShortSettlement, SETTLED_CONTRACT);
    emitLiveEvent(LIVE_EVENT.contractShortSettlement, { ...SETTLED_CONTRACT, orderId: 42, allname: 'ETH/USDT', profit: '-100.00', status: 'lost' });

    expect(await screen.findByText('Contract settled: ETH/USDT Up · You lost -100.00')).toBeInTheDocument();
    expect(screen.queryByText(/BTC\/USDT Up/)).not.toBeInTheDocument();
  });
});
