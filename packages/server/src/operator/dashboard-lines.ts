import type { LastLedgerCheck } from '../ledger/last-ledger-check.js';
import type { PriceFeedState } from '../market/price-feed-state.js';

/** The dashboard's ledger check and price feed as the command line prints them. */

export function ledgerCheckLine(check: LastLedgerCheck | null): string {
  if (check === null) return 'last ledger check: never run';
  const result = check.ok ? 'ok' : `FAILED, ${check.discrepancies} problem${check.discrepancies === 1 ? '' : 's'}; first: ${check.first[0] ?? '?'}`;
  return `last ledger check: ${result} (${check.at}, by ${check.by})`;
}

export function priceFeedLine(feed: PriceFeedState | null): string {
  if (feed === null) return 'price feed: only a running server knows it';
  const owner = feed.owner === null ? 'no owner yet' : `owned by ${feed.owner.host} pid ${feed.owner.pid} since ${feed.owner.since}`;
  const stale = feed.stale.length === 0 ? 'none stale' : `stale (no tick for ${feed.staleAfterSeconds} s): ${feed.stale.map((entry) => entry.currency).join(', ')}`;
  return `price feed: ${feed.source}, ${owner}; last tick ${feed.lastTickAt ?? 'never'}; ${stale}`;
}
