import { ADMIN_INPUTS, ADMIN_ROUTES } from '@meridian/protocol';
import { defineCommand } from '../command-types.js';
import { releaseOrder } from '../order-claims.js';
import { ORDER_NO } from '../order-review.js';

/** A clerk lets go of a pending order they hold: back in the queue for anyone. */
export const orderUnclaim = defineCommand({
  name: 'order-unclaim',
  fields: ADMIN_INPUTS['order-unclaim'],
  group: 'money',
  summary: 'let go of a pending recharge or withdrawal you hold, for anyone to review',
  line: { positionals: [ORDER_NO] },
  routes: ADMIN_ROUTES['order-unclaim'],
  audit: { target: (command) => `order:${command.orderNo}` },
  effect: (tx, { orderNo }, context) => releaseOrder(tx, orderNo, context.actor),
});
