import type { OrderPush } from './order-push-store';
import type { PendingQueue } from './pending-count-store';
import type { SupportPush } from './support-store';

/** A new withdrawal, as the `/operators` namespace pushes it (docs/console-api.md, "Live"). */
export interface WithdrawalPush {
  orderNo: string;
  username: string;
  amount: string;
  currency?: string;
}

export interface OperatorChannelHandlers {
  onPending: (queue: PendingQueue) => void;
  /** How many approvals wait for a second operator. */
  onApprovals: (count: number) => void;
  onWithdrawal: (withdrawal: WithdrawalPush) => void;
  /** A pending order was claimed, let go or decided. */
  onOrder: (push: OrderPush) => void;
  onSupport: (push: SupportPush) => void;
}

/** The namespace of the operators' live channel, on the default `/socket.io` path. */
export const OPERATOR_NAMESPACE = '/operators';


function isCount(value: unknown): value is { count: number } {
  return typeof value === 'object' && value !== null && 'count' in value && typeof value.count === 'number';
}

function isWithdrawalPush(value: unknown): value is WithdrawalPush {
  return typeof value === 'object' && value !== null && 'orderNo' in value && typeof value.orderNo === 'string';
}

function isOrderPush(value: unknown): value is OrderPush {
  if (!isWithdrawalPush(value) || !('claim' in value) || !('decided' in value) || typeof value.decided !== 'boolean') return false;
  const { claim } = value;
  return claim === null || (typeof claim === 'object' && 'claimedBy' in claim && typeof claim.claimedBy === 'string' && 'claimedAt' in claim && typeof claim.claimedAt === 'string');
}

function isSupportPush(value: unknown): value is SupportPush {
  if (typeof value !== 'object' || value === null || !('conversationId' in value) || !('message' in value)) return false;
  const { message } = value;
  return typeof value.conversationId === 'number' && typeof message === 'object' && message !== null && 'id' in message && typeof message.id === 'number';
}

/**
 * Opens the live channel (same origin; the session cookie, Path=/, authenticates it) and returns
 * how to close it. socket.io-client is loaded here, on first use after sign-in, never in the
 * first chunk. The server puts the console in rooms by role (`pending`, `withdrawal` and `order`
 * for the queue's roles, `approvals` for those who decide approvals, `support` for support's); one that
 * refuses the socket leaves the console on its manual refreshes.
 */
export async function openOperatorChannel(handlers: OperatorChannelHandlers): Promise<() => void> {
  const { io } = await import('socket.io-client');
  const socket = io(OPERATOR_NAMESPACE, { withCredentials: true, transports: ['websocket', 'polling'] });
  socket.on('pending', (push: unknown) => {
    if (isCount(push)) handlers.onPending({ count: push.count, oldestAt: 'oldestAt' in push && typeof push.oldestAt === 'string' ? push.oldestAt : null });
  });
  socket.on('approvals', (push: unknown) => {
    if (isCount(push)) handlers.onApprovals(push.count);
  });
  socket.on('withdrawal', (push: unknown) => {
    if (isWithdrawalPush(push)) handlers.onWithdrawal(push);
  });
  socket.on('order', (push: unknown) => {
    if (isOrderPush(push)) handlers.onOrder(push);
  });
  socket.on('support', (push: unknown) => {
    if (isSupportPush(push)) handlers.onSupport(push);
  });
  return () => {
    socket.close();
  };
}
