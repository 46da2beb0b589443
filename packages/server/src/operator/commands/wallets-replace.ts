import { ADMIN_INPUTS, ADMIN_ROUTES } from '@meridian/protocol';
import { defineCommand } from '../command-types.js';
import { askSigner } from '../wallet-requests.js';
import { SEND_ID } from './wallets-send-id.js';

/** The same transfer at the same nonce with higher fees: whichever is mined pays it, once. */
export const walletsReplace = defineCommand({
  name: 'wallets-replace',
  fields: ADMIN_INPUTS['wallets-replace'],
  group: 'money',
  summary: 'ask the signer to replace a stuck send with the same transfer at higher fees (same nonce: only one can be mined)',
  line: { words: ['wallets', 'replace'], positionals: [SEND_ID] },
  routes: ADMIN_ROUTES['wallets-replace'],
  audit: { target: (command) => `chain-send:${command.id}`, keepsResult: true },
  effect: (tx, command, { actor }) => askSigner(tx, command.id, 'replace', actor),
});
