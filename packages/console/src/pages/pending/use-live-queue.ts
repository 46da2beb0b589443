import { useEffect } from 'react';
import { useWaitingApprovalsChange } from '../../live/approvals-count-store';
import { useOrderPush } from '../../live/order-push-store';
import { readPendingQueue, setPendingQueue, usePendingQueueChange } from '../../live/pending-count-store';
import type { PendingQueue } from './use-pending-queue';

/** Keeps the queue as the live channel says it is, and gives the sider its badge if the channel has not spoken yet. */
export function useLiveQueue(queue: PendingQueue, readAgain: () => void): void {
  // The live channel says the queue moved, or an approval was asked for or decided (an order
  // starts or stops waiting for one): the page shows it.
  usePendingQueueChange(readAgain);
  useWaitingApprovalsChange(readAgain);
  // Another clerk took, let go or decided an order (the live channel): who holds what shows at once.
  useOrderPush(readAgain);
  // Opened before the live channel spoke (a reload here): the whole queue's count gives the sider its badge.
  const headCount = queue.query.isSuccess && queue.showsQueueHead ? queue.total : null;
  const oldestShown = queue.orders[0]?.createdAt ?? null;
  useEffect(() => {
    if (headCount !== null && readPendingQueue() === null) setPendingQueue({ count: headCount, oldestAt: oldestShown });
  }, [headCount, oldestShown]);
}
