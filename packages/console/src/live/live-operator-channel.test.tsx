import '@ant-design/v5-patch-for-react-19';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonAnswer } from '../testing/test-env';
import type { OperatorChannelHandlers } from './operator-channel';
import { readWaitingApprovals } from './approvals-count-store';
import { clearPendingQueue, readPendingQueue } from './pending-count-store';
import type { TSupportPush } from '@meridian/protocol';
import { readSupportUnread } from './support-store';

const channel = vi.hoisted(() => ({ can: true, opened: [] as OperatorChannelHandlers[], closed: 0 }));

vi.mock('@refinedev/core', () => ({ useCan: () => ({ data: { can: channel.can } }) }));
vi.mock('./operator-channel', () => ({
  openOperatorChannel: (handlers: OperatorChannelHandlers) => {
    channel.opened.push(handlers);
    return Promise.resolve(() => {
      channel.closed += 1;
    });
  },
}));

const { LiveOperatorChannel } = await import('./live-operator-channel');
const { useSupportPush } = await import('./support-store');
const { useOrderPush } = await import('./order-push-store');

/** The conversations page's and the pending page's side of the stores, mounted beside the channel. */
let pushListener: ((push: TSupportPush) => void) | null = null;
const ordersHeard: unknown[] = [];
function PushProbe() {
  useSupportPush((push) => pushListener?.(push));
  useOrderPush((push) => ordersHeard.push(push));
  return null;
}
function subscribeForTest(heard: unknown[]): () => void {
  pushListener = (push) => heard.push(push);
  return () => {
    pushListener = null;
  };
}

/** Mounts the channel and lets it open; answers how to unmount it. */
async function mount(): Promise<() => void> {
  const { unmount } = render(
    <AntdApp>
      <LiveOperatorChannel />
      <PushProbe />
    </AntdApp>,
  );
  await act(() => Promise.resolve());
  return unmount;
}

afterEach(() => {
  cleanup();
  // antd's notifications are a portal outside the tree Testing Library unmounts.
  document.body.innerHTML = '';
  channel.opened = [];
  channel.closed = 0;
  channel.can = true;
  clearPendingQueue();
});

describe('the live operator channel', () => {
  it('keeps the pushed queue in the store and tells of each new withdrawal', async () => {
    await mount();
    const handlers = channel.opened.at(-1);
    if (handlers === undefined) throw new Error('the channel was not opened');
    act(() => {
      handlers.pending({ count: 3, oldestAt: '2026-11-24T10:00:00.000Z' });
      handlers.withdrawal({ orderNo: 'WD42', username: 'ann', amount: '120.00', currency: 'USDT' });
    });
    expect(readPendingQueue()).toEqual({ count: 3, oldestAt: '2026-11-24T10:00:00.000Z' });
    expect(await screen.findByText('New withdrawal')).toBeInTheDocument();
    expect(screen.getByText('ann asks to withdraw 120.00 USDT (order WD42).')).toBeInTheDocument();
  });

  it('closes the channel when the operator leaves the working area', async () => {
    const unmount = await mount();
    unmount();
    expect(channel.closed).toBe(channel.opened.length);
  });

  it("tells of a member's message and passes it on to the conversations page", async () => {
    vi.stubGlobal('fetch', vi.fn(() => jsonAnswer(200, { ok: true, message: '', data: { items: [{ status: 'open', supportUnread: 2 }, { status: 'open', supportUnread: 0 }], total: 2 } })));
    const heard: unknown[] = [];
    const stop = subscribeForTest(heard);
    await mount();
    const handlers = channel.opened.at(-1);
    if (handlers === undefined) throw new Error('the channel was not opened');
    const push = { conversationId: 7, username: 'ann', message: { id: 41, from: 'member' as const, text: 'Are you there?', imageUrl: '', createdAt: 0 } };
    act(() => {
      handlers.support(push);
    });
    expect(heard).toEqual([push]);
    expect(await screen.findByText('New message from ann', { exact: false })).toBeInTheDocument();
    expect(readSupportUnread()).toBe(1);
    stop();
    vi.unstubAllGlobals();
  });

  it('counts the approvals waiting when it opens, and keeps each count the channel pushes', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) =>
        new URL(url, 'http://console.test').pathname === '/admin/approvals'
          ? jsonAnswer(200, { ok: true, message: '', data: { items: [], total: 2 } })
          : jsonAnswer(200, { ok: true, message: '', data: { items: [], total: 0 } }),
      ),
    );
    await mount();
    await waitFor(() => {
      expect(readWaitingApprovals()).toBe(2);
    });
    const handlers = channel.opened.at(-1);
    if (handlers === undefined) throw new Error('the channel was not opened');
    act(() => {
      handlers.approvals({ count: 3 });
    });
    expect(readWaitingApprovals()).toBe(3);
    act(() => {
      handlers.approvals({ count: 0 });
    });
    expect(readWaitingApprovals()).toBe(0);
    vi.unstubAllGlobals();
  });

  it('passes each order claimed, let go or decided elsewhere on to the pending page', async () => {
    await mount();
    const handlers = channel.opened.at(-1);
    if (handlers === undefined) throw new Error('the channel was not opened');
    ordersHeard.length = 0;
    const claimed = { orderNo: 'RC7', claim: { claimedBy: 'console:fin2', claimedAt: '2026-11-24T10:00:00.000Z' }, decided: false };
    act(() => {
      handlers.order(claimed);
      handlers.order({ orderNo: 'RC7', claim: null, decided: true });
    });
    expect(ordersHeard).toEqual([claimed, { orderNo: 'RC7', claim: null, decided: true }]);
  });

  it('opens nothing for a role that may not run pending', async () => {
    channel.can = false;
    await mount();
    expect(channel.opened).toEqual([]);
  });
});
