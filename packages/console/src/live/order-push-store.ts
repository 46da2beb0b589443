import type { TOrderClaim } from '@meridian/protocol';
import { pushChannel } from './push-channel';

/**
 * The `order` push (docs/console-api.md, "Live"): a pending order was claimed, let go or decided
 * at another console, the command line or a script. The pending page reads its page again at once,
 * so two clerks never start on the same order.
 */
export interface OrderPush {
  orderNo: string;
  /** Who holds it now; null: nobody, or it was decided. */
  claim: TOrderClaim | null;
  /** Paid, approved or rejected: gone from the queue. */
  decided: boolean;
}

const orders = pushChannel<OrderPush>();

export const publishOrderPush = orders.publish;

/** Calls `onPush` for each order push heard while the calling page is shown. */
export const useOrderPush = orders.use;
