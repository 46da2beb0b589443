import { ADMIN_INPUTS, ADMIN_ROUTES } from '@meridian/protocol';
import { rejectWithdrawal } from '../../modules/withdraw/withdrawal-review.js';
import { defineCommand } from '../command-types.js';
import { REQUEST_ID_FLAG } from '../operator-requests.js';
import { ORDER_NO, REASON, reviewContext, reviewed } from '../order-review.js';

export const withdrawalReject = defineCommand({
  name: 'withdrawal-reject',
  fields: ADMIN_INPUTS['withdrawal-reject'],
  group: 'money',
  summary: 'reject a withdrawal; the money goes back, the member sees the reason',
  line: { words: ['withdrawal', 'reject'], positionals: [ORDER_NO, REASON], flags: REQUEST_ID_FLAG },
  routes: ADMIN_ROUTES['withdrawal-reject'],
  // It moves money: a repeat of its request id answers the first run (the record keys it too).
  once: 'optional',
  audit: { target: (command) => `withdrawal:${command.orderNo}`, keepsResult: true },
  // Refused while another operator holds the order (order-claim).
  decides: (command) => command.orderNo,
  effect: async (tx, { orderNo, reason }, context) =>
    reviewed(await rejectWithdrawal(tx, orderNo, reason, reviewContext(context)), 'Withdrawal rejected', reason),
});
