import type { TOrderPush } from '@meridian/protocol';
import { pushChannel } from './push-channel';

/**
 * The `order` push (the protocol's ZOrderPush): a pending order was claimed, let go or decided
 * at another console, the command line or a script. The pending page reads its page again at once,
 * so two clerks never start on the same order.
 */
const orders = pushChannel<TOrderPush>();

export const publishOrderPush = orders.publish;

/** Calls `onPush` for each order push heard while the calling page is shown. */
export const useOrderPush = orders.use;
