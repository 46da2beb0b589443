import { eq, sql } from 'drizzle-orm';
import { ADMIN_INPUTS, ADMIN_ROUTES } from '@meridian/protocol';
import { chainCursors } from '../../db/schema/index.js';
import { said } from '../../i18n/console/console-translate.js';
import { defineCommand } from '../command-types.js';

/**
 * Clears a network's halt once an operator has reviewed the re-org that caused it: the watcher
 * credits on it again from its next poll. The credited deposits the re-org removed stay marked
 * (reorged_at), and the ledger check keeps naming them until they are settled by hand.
 */
export const chainResume = defineCommand({
  name: 'chain-resume',
  fields: ADMIN_INPUTS['chain-resume'],
  group: 'money',
  summary: 'let a halted chain network credit deposits again, after reviewing the re-org that halted it (with a reason)',
  line: {
    words: ['chain', 'resume'],
    positionals: [
      { field: 'network', label: 'network' },
      { field: 'reason', label: 'reason', rest: true },
    ],
  },
  routes: ADMIN_ROUTES['chain-resume'],
  audit: { target: (command) => `chain:${command.network}`, keepsResult: true },
  effect: async (tx, command) => {
    const [cursor] = await tx.select().from(chainCursors).where(eq(chainCursors.network, command.network)).for('update');
    if (cursor === undefined) return { ok: false, status: 404, ...said('chainResume.noNetwork', { network: command.network }) };
    if (cursor.haltedAt === null) return { ok: false, status: 409, ...said('chainResume.notHalted', { network: command.network }) };
    await tx.update(chainCursors).set({ haltedAt: null, haltReason: '', updatedAt: sql`now()` }).where(eq(chainCursors.network, command.network));
    return {
      ok: true,
      ...said('chainResume.done', { network: cursor.network }),
      data: { network: cursor.network, haltedAt: cursor.haltedAt.toISOString(), haltReason: cursor.haltReason },
    };
  },
});
