import { ADMIN_INPUTS, ADMIN_ROUTES } from '@meridian/protocol';
import { rejectRecharge } from '../../modules/recharge/recharge-review.js';
import { defineCommand } from '../command-types.js';
import { ORDER_NO, REASON, reviewContext, reviewed } from '../order-review.js';

export const rechargeReject = defineCommand({
  name: 'recharge-reject',
  fields: ADMIN_INPUTS['recharge-reject'],
  group: 'money',
  summary: 'reject a pending recharge; the member sees the reason',
  line: { words: ['recharge', 'reject'], positionals: [ORDER_NO, REASON] },
  routes: ADMIN_ROUTES['recharge-reject'],
  audit: { target: (command) => `recharge:${command.orderNo}`, keepsResult: true },
  // Refused while another operator holds the order (order-claim).
  decides: (command) => command.orderNo,
  effect: async (tx, { orderNo, reason }, context) => reviewed(await rejectRecharge(tx, orderNo, reason, reviewContext(context)), 'Recharge rejected', reason),
});
