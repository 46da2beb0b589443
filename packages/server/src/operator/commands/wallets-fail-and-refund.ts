import { ADMIN_INPUTS, ADMIN_ROUTES } from '@meridian/protocol';
import { defineCommand } from '../command-types.js';
import { REQUEST_ID_FLAG } from '../operator-requests.js';
import { askSigner, refundAmountOf, walletRequestRefusal, walletSendOf } from '../wallet-requests.js';
import { SEND_ID } from './wallets-send-id.js';

/**
 * Cancels a stuck send: the signer replaces it at the same nonce with a transfer of nothing to
 * itself (a queued send, never signed, fails at once). The member's money returns only once the
 * cancel is final, through the signer's own settlement; if the transfer is mined first, it is paid
 * instead. Never both: one nonce is mined once. Money returns on an operator's word, so a second
 * operator approves it first, whatever the amount.
 */
export const walletsFailAndRefund = defineCommand({
  name: 'wallets-fail-and-refund',
  fields: ADMIN_INPUTS['wallets-fail-and-refund'],
  group: 'money',
  summary: "cancel a stuck send and refund its withdrawal once the cancel is final (with a reason; always held for a second operator)",
  line: { words: ['wallets', 'fail-and-refund'], positionals: [SEND_ID, { field: 'reason', label: 'reason', rest: true }], flags: REQUEST_ID_FLAG },
  routes: ADMIN_ROUTES['wallets-fail-and-refund'],
  audit: { target: (command) => `chain-send:${command.id}`, keepsResult: true },
  // The checker is shown what returns to the member.
  fourEyes: { kind: 'always', orderOf: (command) => `chain-send-${command.id}`, amount: (tx, command) => refundAmountOf(tx, command.id) },
  precheck: async (tx, command) => walletRequestRefusal(command.id, await walletSendOf(tx, command.id), 'cancel'),
  once: 'optional',
  effect: (tx, command, { actor }) => askSigner(tx, command.id, 'cancel', actor),
});
