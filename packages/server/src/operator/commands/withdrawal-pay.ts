import { ADMIN_INPUTS, ADMIN_ROUTES } from '@meridian/protocol';
import { payWithdrawal, withdrawalAmount } from '../../modules/withdraw/withdrawal-review.js';
import { defineCommand } from '../command-types.js';
import { REQUEST_ID_FLAG } from '../operator-requests.js';
import { ORDER_NO, reviewContext, reviewed } from '../order-review.js';

export const withdrawalPay = defineCommand({
  name: 'withdrawal-pay',
  fields: ADMIN_INPUTS['withdrawal-pay'],
  group: 'money',
  summary: 'mark a pending withdrawal paid out (a coin withdrawal on a network the signer pays on is handed to it and sent on chain); above the four-eyes limit, --reason tells the second operator why',
  line: { words: ['withdrawal', 'pay'], positionals: [ORDER_NO], flags: { reason: ['reason', 'text', '<why>'], ...REQUEST_ID_FLAG } },
  routes: ADMIN_ROUTES['withdrawal-pay'],
  // It moves money: a repeat of its request id answers the first run (the record keys it too).
  once: 'optional',
  audit: { target: (command) => `withdrawal:${command.orderNo}`, keepsResult: true },
  // Refused while another operator holds the order (order-claim).
  decides: (command) => command.orderNo,
  fourEyes: { kind: 'withdrawal', amount: (tx, command) => withdrawalAmount(tx, command.orderNo), orderOf: (command) => command.orderNo },
  effect: async (tx, command, context) => {
    const outcome = await payWithdrawal(tx, command.orderNo, reviewContext(context));
    return reviewed(outcome, outcome.status === 'sending' ? 'Withdrawal handed to the signer' : 'Withdrawal marked paid');
  },
});
