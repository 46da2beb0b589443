import { ADMIN_INPUTS, ADMIN_ROUTES, type TChainNetworkStatus } from '@meridian/protocol';
import { readNetworkFigures, type NetworkFigures } from '../../chain/watcher/chain-deposit-store.js';
import { defineRead } from '../command-types.js';

const iso = (moment: Date | null) => (moment === null ? null : moment.toISOString());

/** Healthy unless the last RPC error is newer than the last good poll (a good poll clears it too). */
const isHealthy = ({ lastErrorAt, polledAt }: NetworkFigures['cursor']) => lastErrorAt === null || (polledAt !== null && polledAt > lastErrorAt);

function statusOf({ cursor, confirming, unmatched, droppedLastWeek }: NetworkFigures): TChainNetworkStatus {
  return {
    network: cursor.network,
    head: cursor.headBlock,
    cursor: cursor.lastBlock,
    lag: Math.max(0, cursor.headBlock - cursor.lastBlock),
    polledAt: iso(cursor.polledAt),
    lastError: cursor.lastError,
    lastErrorAt: iso(cursor.lastErrorAt),
    healthy: isHealthy(cursor),
    confirming,
    unmatched,
    droppedLastWeek,
    reorgs: cursor.reorgs,
    lastReorgAt: iso(cursor.lastReorgAt),
    lastReorgDepth: cursor.lastReorgDepth,
    haltedAt: iso(cursor.haltedAt),
    haltReason: cursor.haltReason,
  };
}

function lineOf(status: TChainNetworkStatus): string {
  const health = status.healthy ? 'healthy' : `RPC failing since ${status.lastErrorAt ?? '?'}: ${status.lastError}`;
  const halted = status.haltedAt === null ? '' : `  HALTED since ${status.haltedAt}: ${status.haltReason}`;
  return (
    `${status.network}  head ${status.head}  cursor ${status.cursor}  lag ${status.lag}  ${health}  ` +
    `confirming ${status.confirming}  unmatched ${status.unmatched}  dropped (7 days) ${status.droppedLastWeek}  re-orgs ${status.reorgs}${halted}`
  );
}

/** Each watched network as its watcher last left it: how far behind, whether its RPC answers, what waits and whether it is halted. */
export const chainStatus = defineRead({
  name: 'chain-status',
  fields: ADMIN_INPUTS['chain-status'],
  group: 'money',
  summary: "each chain network's watcher: head, cursor, lag, RPC health, deposits confirming, unmatched and dropped, re-orgs and a halt",
  line: { words: ['chain', 'status'] },
  routes: ADMIN_ROUTES['chain-status'],
  effect: async (db) => {
    const networks = (await readNetworkFigures(db)).map(statusOf);
    const text = networks.length === 0 ? 'No chain network is watched.' : networks.map(lineOf).join('\n');
    return { ok: true, text, data: { networks } };
  },
});
