import { z } from 'zod';
import { checkLedger, describeDiscrepancy } from '../../ledger/check-ledger.js';
import { recordLedgerCheck } from '../../ledger/last-ledger-check.js';
import { defineCommand } from '../command-types.js';

export const ledgerCheck = defineCommand({
  name: 'ledger-check',
  fields: z.object({}),
  group: 'platform',
  summary: 'prove the books balance (exit 1 if not)',
  line: {},
  routes: [{ method: 'GET', path: '/ledger-check' }],
  audit: {},
  effect: async (tx, _command, context) => {
    const discrepancies = await checkLedger(tx);
    // Kept whatever the result (a failed check still commits its audit row): the dashboard shows it.
    await recordLedgerCheck(tx, discrepancies, context.actor, new Date());
    const [first] = discrepancies;
    if (!first) return { ok: true, text: 'Ledger OK: every entry balances and every balance equals the sum of its postings.', data: { discrepancies } };
    return {
      ok: false,
      data: { discrepancies },
      text: `Ledger check FAILED (${discrepancies.length} problem${discrepancies.length === 1 ? '' : 's'}); first: ${describeDiscrepancy(first)}`,
    };
  },
});
