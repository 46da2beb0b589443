import { OPERATOR_NAMESPACE } from '@meridian/protocol';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openOperatorChannel, type OperatorChannelHandlers } from './operator-channel';

type Listener = (content: unknown) => void;

/** Stands for the socket.io client socket of the operators' namespace. */
const socket = vi.hoisted(() => ({
  namespace: '',
  listeners: new Map<string, Listener>(),
  closed: 0,
}));
vi.mock('socket.io-client', () => ({
  io: (namespace: string) => {
    socket.namespace = namespace;
    return {
      on: (event: string, listener: Listener) => {
        socket.listeners.set(event, listener);
      },
      close: () => {
        socket.closed += 1;
      },
    };
  },
}));

function fire(event: string, content: unknown): void {
  socket.listeners.get(event)?.(content);
}

function recordingHandlers() {
  const heard: { event: string; push: unknown }[] = [];
  const handlers: OperatorChannelHandlers = {
    pending: (push) => heard.push({ event: 'pending', push }),
    approvals: (push) => heard.push({ event: 'approvals', push }),
    withdrawal: (push) => heard.push({ event: 'withdrawal', push }),
    order: (push) => heard.push({ event: 'order', push }),
    support: (push) => heard.push({ event: 'support', push }),
  };
  return { heard, handlers };
}

afterEach(() => {
  socket.listeners.clear();
  vi.restoreAllMocks();
});

describe('the operators’ live channel', () => {
  it('opens the protocol’s namespace and hands each push, as its schema reads it, to its handler', async () => {
    const { heard, handlers } = recordingHandlers();
    const close = await openOperatorChannel(handlers);
    expect(socket.namespace).toBe(OPERATOR_NAMESPACE);

    fire('pending', { count: 3, oldestAt: null });
    fire('approvals', { count: 1 });
    fire('order', { orderNo: 'RC7', claim: { claimedBy: 'console:fin', claimedAt: '2026-11-24T10:00:00.000Z' }, decided: false });
    close();

    expect(heard).toEqual([
      { event: 'pending', push: { count: 3, oldestAt: null } },
      { event: 'approvals', push: { count: 1 } },
      { event: 'order', push: { orderNo: 'RC7', claim: { claimedBy: 'console:fin', claimedAt: '2026-11-24T10:00:00.000Z' }, decided: false } },
    ]);
    expect(socket.closed).toBe(1);
  });

  it('drops and logs a push its event’s schema refuses: no handler sees it, nothing throws', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { heard, handlers } = recordingHandlers();
    await openOperatorChannel(handlers);

    fire('pending', { count: 'three' });
    fire('withdrawal', { orderNo: 'WD1', username: 'ann' });
    fire('support', { conversationId: 7, username: 'ann', message: { id: 'x' } });
    fire('withdrawal', { orderNo: 'WD2', username: 'bob', amount: '5.00', currency: 'USDT' });

    expect(heard).toEqual([{ event: 'withdrawal', push: { orderNo: 'WD2', username: 'bob', amount: '5.00', currency: 'USDT' } }]);
    expect(warn).toHaveBeenCalledTimes(3);
  });
});
