import { ADMIN_INPUTS, ADMIN_ROUTES } from '@meridian/protocol';
import { defineCommand } from '../command-types.js';
import { askSigner } from '../wallet-requests.js';
import { SEND_ID } from './wallets-send-id.js';

/** Sends a stuck send's stored transaction to the node again: the same transaction, so nothing can be paid twice. */
export const walletsRebroadcast = defineCommand({
  name: 'wallets-rebroadcast',
  fields: ADMIN_INPUTS['wallets-rebroadcast'],
  group: 'money',
  summary: "ask the signer to broadcast a send's signed transaction again (a node that lost it)",
  line: { words: ['wallets', 'rebroadcast'], positionals: [SEND_ID] },
  routes: ADMIN_ROUTES['wallets-rebroadcast'],
  audit: { target: (command) => `chain-send:${command.id}`, keepsResult: true },
  effect: (tx, command, { actor }) => askSigner(tx, command.id, 'rebroadcast', actor),
});
