import { ADMIN_INPUTS, ADMIN_ROUTES } from '@meridian/protocol';
import { defineCommand } from '../command-types.js';
import { claimOrder } from '../order-claims.js';
import { ORDER_NO } from '../order-review.js';

/** A clerk takes a pending order to review it, so that nobody else works it meanwhile. */
export const orderClaim = defineCommand({
  name: 'order-claim',
  fields: ADMIN_INPUTS['order-claim'],
  group: 'money',
  summary: 'take a pending recharge or withdrawal to review it (nobody else decides it meanwhile); --take-over takes it from whoever holds it',
  line: { positionals: [ORDER_NO], flags: { 'take-over': ['takeOver', 'switch'] } },
  routes: ADMIN_ROUTES['order-claim'],
  audit: { target: (command) => `order:${command.orderNo}`, keepsResult: true },
  effect: (tx, { orderNo, takeOver }, context) => claimOrder(tx, orderNo, context.actor, takeOver === true, Date.now()),
});
