import { z } from 'zod';
import { defineRead } from '../command-types.js';
import { readDashboard } from '../dashboard-figures.js';

/** Today's figures and the queue: the console's first page, and a morning check on the command line. */
export const dashboard = defineRead({
  name: 'dashboard',
  fields: z.object({}),
  group: 'platform',
  summary: "today's recharges, withdrawals and new members, the review queue and 30 days of contracts",
  line: {},
  routes: [{ method: 'GET', path: '/dashboard' }],
  effect: async (tx, _command, context) => {
    // The CLI has no live channel: nobody is counted as online there.
    const figures = await readDashboard(tx, Date.now(), context.onlineMembers ?? (() => Promise.resolve(0)));
    const { today, pending } = figures;
    const text = [
      `today: ${today.recharges.count} recharges (${today.recharges.sum}), ${today.withdrawals.count} withdrawals (${today.withdrawals.sum}), ${today.newMembers} new members`,
      `waiting for review: ${pending.count}${pending.oldestAt === null ? '' : ` (oldest since ${pending.oldestAt})`}; online: ${figures.online}`,
      `maintenance: ${figures.maintenance.on ? `on (${figures.maintenance.message})` : 'off'}`,
    ].join('\n');
    return { ok: true, text, data: figures };
  },
});
