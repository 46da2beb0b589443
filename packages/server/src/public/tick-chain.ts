/**
 * `@meridian/server/tick-chain`: the price record's commitments as the recorder writes them, for
 * bench:chain, which fills days of committed ticks to time `npm run verify -- chain` over them.
 */
export { marketTickRoots, marketTicks } from '../db/schema/index.js';
export { CURRENCIES } from '../market/currencies.js';
export { planCommitments, type ChainHead } from '../market/tick-commitments.js';
