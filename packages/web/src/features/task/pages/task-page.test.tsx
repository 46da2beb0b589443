import {
  API,
  CODE,
  type TGetCountdownResponse,
  type TGetMemberLevelInfoResponse,
  type TGetTaskInfoResponse,
  type TGoodsOrder,
  type TGrabGoodsOrderRequest,
  type TPayGoodsOrderRequest,
} from '@meridian/protocol';
import { act, screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTE } from '../../../config/routes';
import { useSession } from '../../../lib/session-store';
import { mockServer, type SeenCall, type ServerAnswer } from '../../../testing/envelope-fetch';
import { DEMO_MEMBER } from '../../../testing/fixtures';
import { renderPage } from '../../../testing/render-page';
import { resetStores } from '../../../testing/reset-stores';
import { MemberLevelBadge } from '../components/member-level-badge';
import { TaskPage } from './task-page';
import { waitUntil } from '../../../testing/wait-until';

const GRABBED_AT = Date.UTC(2026, 0, 13, 9, 0);

function order(overrides: Partial<TGoodsOrder> = {}): TGoodsOrder {
  return {
    orderNo: 'GO20260113090000000001',
    goodsName: 'Wireless earbuds',
    goodsImage: '/media/goods/3.svg',
    price: '125.50',
    currency: 'USDT',
    commissionPercent: '2',
    commission: '2.51',
    level: 1,
    status: 'waiting',
    grabbedAt: GRABBED_AT,
    paidAt: null,
    ...overrides,
  };
}

const NEXT_LEVEL = { level: 2, levelName: 'Silver', completedTasksNeeded: 30, tasksPerDay: 40, commissionPercent: '2.5' };

function taskInfo(overrides: Partial<TGetTaskInfoResponse> = {}): TGetTaskInfoResponse {
  return {
    level: 1,
    levelName: 'Bronze',
    tasksPerDay: 30,
    tasksDoneToday: 4,
    tasksLeftToday: 26,
    commissionPercent: '2',
    completedTotal: 12,
    nextLevel: NEXT_LEVEL,
    grabIntervalSeconds: 60,
    waitingOrder: null,
    currency: 'USDT',
    todayCommission: '9.80',
    ...overrides,
  };
}

interface ServerState {
  info: TGetTaskInfoResponse;
  /** ms from the server's now until the next grab. */
  waitMs: number;
  /** The server's clock minus the device's. */
  skewMs: number;
  history: TGoodsOrder[];
  pay: (call: SeenCall) => ServerAnswer;
}

function server(overrides: Partial<ServerState> = {}) {
  const state: ServerState = {
    info: taskInfo(),
    waitMs: 0,
    skewMs: 0,
    history: [],
    pay: (call) => {
      const paid = order({ orderNo: (call.payload as TPayGoodsOrderRequest).orderNo, status: 'paid', paidAt: GRABBED_AT + 60_000 });
      state.info = taskInfo({ waitingOrder: null, tasksLeftToday: 25, todayCommission: '12.31' });
      state.history = [paid];
      return { code: CODE.OK, data: paid };
    },
    ...overrides,
  };
  const mock = mockServer((call) => {
    switch (call.path) {
      case API.task.getTaskInfo:
        return { code: CODE.OK, data: state.info };
      case API.task.getCountdown: {
        const serverTime = Date.now() + state.skewMs;
        const countdown: TGetCountdownResponse = { secondsLeft: Math.ceil(state.waitMs / 1000), nextGrabAt: serverTime + state.waitMs, serverTime };
        return { code: CODE.OK, data: countdown };
      }
      case API.task.grabGoodsOrder:
        state.info = taskInfo({ waitingOrder: order() });
        state.history = [order()];
        return { code: CODE.OK, data: order() };
      case API.task.payGoodsOrder:
        return state.pay(call);
      case API.task.getGoodsOrderList:
        return { code: CODE.OK, data: { list: state.history, total: state.history.length, page: 1, pageSize: 20 } };
      case API.task.getGoodsOrderInfo:
        return { code: CODE.OK, data: state.history.find((item) => item.orderNo === (call.payload as { orderNo: string }).orderNo) };
      default:
        return { code: CODE.OK };
    }
  });
  return { ...mock, state };
}

const callsTo = (calls: SeenCall[], path: string) => calls.filter((call) => call.path === path).map((call) => call.payload);

let user = userEvent.setup();
beforeEach(() => {
  user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  resetStores();
  useSession.setState({ token: 'token', user: DEMO_MEMBER });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderTask() {
  const onBalanceChanged = vi.fn();
  const view = renderPage(ROUTE.task, <TaskPage available="1000.00" onBalanceChanged={onBalanceChanged} />);
  return { ...view, onBalanceChanged };
}

describe('task page', () => {
  it('shows the level, today’s tasks, today’s commission and what the next level needs', async () => {
    server();
    renderTask();
    expect(await screen.findByTestId('task-level-name')).toHaveTextContent('Bronze');
    expect(screen.getByTestId('task-commission-rate')).toHaveTextContent('2 % of the price');
    expect(screen.getByTestId('task-tasks-left')).toHaveTextContent('26 of 30');
    expect(screen.getByTestId('task-today-commission')).toHaveTextContent('USDT: 9.80');
    expect(screen.getByText('Silver: reach 30 paid orders (you have 12) for 40 tasks a day at 2.5 % commission.')).toBeInTheDocument();
  });

  it('counts down to the next grab by the server clock, live, and only then allows the grab', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // The phone runs an hour behind the server: the wait is still 65 s, not 1:01:05.
    server({ waitMs: 65_000, skewMs: 3_600_000 });
    renderTask();
    const timer = await screen.findByTestId('task-countdown');
    expect(timer).toHaveTextContent('Next grab in 01:05');
    expect(screen.getByRole('button', { name: 'Grab an order' })).toBeDisabled();

    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    expect(screen.getByTestId('task-countdown')).toHaveTextContent('Next grab in 01:00');

    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.queryByTestId('task-countdown')).toBeNull();
    expect(screen.getByRole('button', { name: 'Grab an order' })).toBeEnabled();
  });

  it('grabs once and shows the assigned order: price, commission and price + commission back', async () => {
    const { calls } = server();
    renderTask();
    const grab = await screen.findByRole('button', { name: 'Grab an order' });
    await waitUntil(() => {
      expect(grab).toBeEnabled();
    });
    await user.click(grab);

    const waiting = await screen.findByTestId('task-waiting-order');
    expect(within(waiting).getByText('Wireless earbuds')).toBeInTheDocument();
    expect(within(waiting).getByTestId('task-order-price')).toHaveTextContent('USDT: 125.50');
    expect(within(waiting).getByTestId('task-order-commission')).toHaveTextContent('USDT: 2.51');
    expect(within(waiting).getByTestId('task-order-get-back')).toHaveTextContent('USDT: 128.01');
    expect(within(waiting).getByText('Commission (2 %)')).toBeInTheDocument();
    // A second grab waits until this one is paid.
    expect(screen.getByRole('button', { name: 'Grab an order' })).toBeDisabled();
    expect(screen.getByText('Pay your waiting order before grabbing the next one.')).toBeInTheDocument();

    const sent = callsTo(calls, API.task.grabGoodsOrder) as TGrabGoodsOrderRequest[];
    expect(sent).toHaveLength(1);
    expect(sent[0]?.requestId.length).toBeGreaterThanOrEqual(8);
  });

  it('shows exactly the debit and the credit before paying, then pays once and shows the commission credited', async () => {
    const { calls } = server({ info: taskInfo({ waitingOrder: order() }), history: [order()] });
    const { onBalanceChanged } = renderTask();
    const waiting = await screen.findByTestId('task-waiting-order');
    await user.click(within(waiting).getByRole('button', { name: 'Pay' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('task-pay-debit')).toHaveTextContent('USDT: -125.50');
    expect(within(dialog).getByTestId('task-pay-credit')).toHaveTextContent('USDT: +128.01');
    expect(within(dialog).getByTestId('task-pay-gain')).toHaveTextContent('USDT: +2.51');
    expect(within(dialog).getByTestId('task-pay-balance-after')).toHaveTextContent('USDT: 1,002.51');
    expect(callsTo(calls, API.task.payGoodsOrder)).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Confirm payment' }));
    const result = await screen.findByTestId('task-paid-result');
    expect(result).toHaveTextContent('Order paid');
    expect(result).toHaveTextContent('Commission credited to your balance: USDT: 2.51');
    expect(onBalanceChanged).toHaveBeenCalledTimes(1);
    expect((callsTo(calls, API.task.payGoodsOrder) as TPayGoodsOrderRequest[]).map((call) => call.orderNo)).toEqual(['GO20260113090000000001']);
    const row = await screen.findByRole('button', { name: 'Order GO20260113090000000001' });
    expect(row).toHaveTextContent('Paid');
  });

  it('pays nothing when the member cancels the preview', async () => {
    const { calls } = server({ info: taskInfo({ waitingOrder: order() }) });
    const { onBalanceChanged } = renderTask();
    const waiting = await screen.findByTestId('task-waiting-order');
    await user.click(within(waiting).getByRole('button', { name: 'Pay' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(calls, API.task.payGoodsOrder)).toEqual([]);
    expect(onBalanceChanged).not.toHaveBeenCalled();
  });

  it('retries an unanswered payment with the same request id, and a refused one with a new id', async () => {
    let attempt = 0;
    const { calls } = server({
      info: taskInfo({ waitingOrder: order() }),
      pay: () => {
        attempt += 1;
        // First no answer (HTTP 502), then a refusal: neither moves money.
        return attempt === 1 ? { code: CODE.OK, status: 502 } : { code: CODE.INSUFFICIENT_FUNDS, msg: 'Sorry, your credit is running low' };
      },
    });
    renderTask();
    const payOnce = async () => {
      await user.click(within(await screen.findByTestId('task-waiting-order')).getByRole('button', { name: 'Pay' }));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm payment' }));
      await waitUntil(() => {
        expect(screen.getByRole('button', { name: 'Pay' })).not.toHaveClass('adm-button-loading');
      });
    };
    await payOnce();
    await payOnce();
    await payOnce();
    const ids = (callsTo(calls, API.task.payGoodsOrder) as TPayGoodsOrderRequest[]).map((call) => call.requestId);
    expect(ids).toHaveLength(3);
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).not.toBe(ids[1]);
  });

  it('lists the order history and opens an order’s details from the server', async () => {
    const paid = order({ status: 'paid', paidAt: GRABBED_AT + 60_000 });
    const { calls } = server({ history: [paid] });
    renderTask();
    await user.click(await screen.findByRole('button', { name: 'Order GO20260113090000000001' }));
    const detail = await screen.findByTestId('task-order-detail');
    await waitUntil(() => {
      expect(within(detail).getByTestId('task-detail-status')).toHaveTextContent('Paid');
    });
    expect(within(detail).getByText('GO20260113090000000001')).toBeInTheDocument();
    expect(within(detail).getByTestId('task-order-get-back')).toHaveTextContent('USDT: 128.01');
    // 09:01 UTC in the member's +08:00.
    expect(within(detail).getByText('2026-01-13 17:01')).toBeInTheDocument();
    expect(callsTo(calls, API.task.getGoodsOrderInfo)).toEqual([{ orderNo: 'GO20260113090000000001' }]);
  });

  it('says so when today’s tasks are used up', async () => {
    server({ info: taskInfo({ tasksLeftToday: 0, tasksDoneToday: 30 }) });
    renderTask();
    expect(await screen.findByText('No tasks left today. New tasks start tomorrow.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Grab an order' })).toBeDisabled();
  });
});

describe('member level badge', () => {
  it('shows the level with its commission and opens the task page', async () => {
    const levels: TGetMemberLevelInfoResponse = {
      level: 2,
      levelName: 'Silver',
      completedTotal: 31,
      levels: [{ level: 1, levelName: 'Bronze', completedTasksNeeded: 0, tasksPerDay: 30, commissionPercent: '2' }, NEXT_LEVEL],
      nextLevel: null,
    };
    mockServer((call) => (call.path === API.member.getMemberLevelInfo ? { code: CODE.OK, data: levels } : { code: CODE.OK }));
    renderPage(ROUTE.my, <MemberLevelBadge />);
    const badge = await screen.findByTestId('member-level');
    expect(badge).toHaveTextContent('Silver · 2.5 % commission');
    await user.click(badge);
    expect(screen.getByTestId('elsewhere')).toHaveTextContent(ROUTE.task);
  });
});
