import { ADMIN_INPUTS, ADMIN_ROUTES } from '@meridian/protocol';
import { approveRecharge } from '../../modules/recharge/recharge-review.js';
import { defineCommand } from '../command-types.js';
import { REQUEST_ID_FLAG } from '../operator-requests.js';
import { ORDER_NO, reviewContext, reviewed } from '../order-review.js';

export const rechargeApprove = defineCommand({
  name: 'recharge-approve',
  fields: ADMIN_INPUTS['recharge-approve'],
  group: 'money',
  summary: 'credit a pending recharge',
  line: { words: ['recharge', 'approve'], positionals: [ORDER_NO], flags: REQUEST_ID_FLAG },
  routes: ADMIN_ROUTES['recharge-approve'],
  // It moves money: a repeat of its request id answers the first run (the record keys it too).
  once: 'optional',
  audit: { target: (command) => `recharge:${command.orderNo}`, keepsResult: true },
  // Refused while another operator holds the order (order-claim).
  decides: (command) => command.orderNo,
  effect: async (tx, command, context) => reviewed(await approveRecharge(tx, command.orderNo, reviewContext(context)), 'Recharge approved'),
});
