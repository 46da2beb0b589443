import { ADMIN_INPUTS, ADMIN_ROUTES } from '@meridian/protocol';
import { defineRead } from '../command-types.js';
import { readDashboard } from '../dashboard-figures.js';
import { ledgerCheckLine, priceFeedLine } from '../dashboard-lines.js';

/** Today's figures, the queue, the last ledger check and the price feed: the console's first page, and a morning check on the command line. */
export const dashboard = defineRead({
  name: 'dashboard',
  fields: ADMIN_INPUTS.dashboard,
  group: 'platform',
  summary: "today's recharges credited and withdrawals paid (and how many were requested), new members, the review queue, 30 days of contracts, the last ledger check and the price feed",
  line: {},
  routes: ADMIN_ROUTES.dashboard,
  effect: async (tx, _command, context) => {
    // The CLI has no live channel: nobody is counted as online there.
    const [dashboard, priceFeed] = await Promise.all([
      readDashboard(tx, Date.now(), context.onlineMembers ?? (() => Promise.resolve(0))),
      // Only a running server has a market: the CLI on the database has none to ask.
      context.priceFeed?.(tx) ?? Promise.resolve(null),
    ]);
    const figures = { ...dashboard, priceFeed };
    const { today, pending } = figures;
    const text = [
      `today: ${today.recharges.count} recharges credited (${today.recharges.sum}) of ${today.recharges.requested.count} requested (${today.recharges.requested.sum}), ` +
        `${today.withdrawals.count} withdrawals paid (${today.withdrawals.sum}) of ${today.withdrawals.requested.count} requested (${today.withdrawals.requested.sum}), ${today.newMembers} new members`,
      `waiting for review: ${pending.count}${pending.oldestAt === null ? '' : ` (oldest since ${pending.oldestAt})`}; online: ${figures.online}`,
      `maintenance: ${figures.maintenance.on ? `on (${figures.maintenance.message})` : 'off'}`,
      ledgerCheckLine(figures.ledgerCheck),
      priceFeedLine(priceFeed),
    ].join('\n');
    return { ok: true, text, data: figures };
  },
});
