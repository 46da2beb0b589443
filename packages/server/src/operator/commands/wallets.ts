import { ADMIN_INPUTS, ADMIN_ROUTES, type TWalletNetwork } from '@meridian/protocol';
import { defineRead } from '../command-types.js';
import { readWallets } from '../wallets-view.js';

function lineOf(network: TWalletNetwork): string {
  const balances = network.balances.map((b) => `${b.role} ${b.address} ${b.token ?? '?'}${b.native === null ? '' : ` (coin ${b.native})`}`).join('  ');
  const failing = network.balanceError === '' ? '' : `  balances: ${network.balanceError}`;
  const signer = `signer ${network.signer.state}${network.signer.lastError === '' ? '' : ` (${network.signer.lastError})`}`;
  const sends = `queued ${network.queued}  signed ${network.signed}  broadcast ${network.broadcast}  stuck ${network.stuck}  sweeps ${network.pendingSweeps}`;
  const stuck = network.sends.filter((send) => send.stuck).map((send) => `\n  stuck #${send.id} ${send.purpose} ${send.reference} ${send.amount} ${send.status} ${send.txHash} ${send.lastError}`);
  return `${network.network}  ${signer}  ${sends}\n  ${balances}${failing}${stuck.join('')}`;
}

/** The platform's wallets on each network: balances read live, the signer's health and the sends not final. */
export const wallets = defineRead({
  name: 'wallets',
  fields: ADMIN_INPUTS.wallets,
  group: 'money',
  summary: "the platform's wallets per network: hot, fee and cold balances read from the node, the signer's health, queued, in-flight and stuck sends, pending sweeps",
  line: { words: ['wallets'] },
  routes: ADMIN_ROUTES.wallets,
  effect: async (db, _command, context) => {
    const answer = await readWallets(db, context.walletNetworks?.() ?? []);
    const text = answer.networks.length === 0 ? 'No network has wallets here.' : answer.networks.map(lineOf).join('\n');
    return { ok: true, text, data: answer };
  },
});
