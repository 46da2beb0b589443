import type { PendingQueue } from './pending-count-store';

/** A new withdrawal, as the `/operators` namespace pushes it (docs/console-api.md, "Live"). */
export interface WithdrawalPush {
  orderNo: string;
  username: string;
  amount: string;
  currency?: string;
}

export interface OperatorChannelHandlers {
  onPending: (queue: PendingQueue) => void;
  onWithdrawal: (withdrawal: WithdrawalPush) => void;
}

/** The namespace of the operators' live channel, on the default `/socket.io` path. */
export const OPERATOR_NAMESPACE = '/operators';

function isPendingQueue(value: unknown): value is PendingQueue {
  return typeof value === 'object' && value !== null && 'count' in value && typeof value.count === 'number';
}

function isWithdrawalPush(value: unknown): value is WithdrawalPush {
  return typeof value === 'object' && value !== null && 'orderNo' in value && typeof value.orderNo === 'string';
}

/**
 * Opens the live channel (same origin; the session cookie, Path=/, authenticates it) and returns
 * how to close it. socket.io-client is loaded here, on first use after sign-in, never in the
 * first chunk. A server that refuses the socket (a role without `pending`) leaves the console on
 * its manual refreshes.
 */
export async function openOperatorChannel(handlers: OperatorChannelHandlers): Promise<() => void> {
  const { io } = await import('socket.io-client');
  const socket = io(OPERATOR_NAMESPACE, { withCredentials: true, transports: ['websocket', 'polling'] });
  socket.on('pending', (push: unknown) => {
    if (isPendingQueue(push)) handlers.onPending({ count: push.count, oldestAt: push.oldestAt ?? null });
  });
  socket.on('withdrawal', (push: unknown) => {
    if (isWithdrawalPush(push)) handlers.onWithdrawal(push);
  });
  return () => {
    socket.close();
  };
}
