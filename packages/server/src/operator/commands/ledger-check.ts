import { z } from 'zod';
import { checkLedger, describeDiscrepancy } from '../../ledger/check-ledger.js';
import { defineCommand } from '../command-types.js';

export const ledgerCheck = defineCommand({
  name: 'ledger-check',
  fields: z.object({}),
  group: 'platform',
  summary: 'prove the books balance (exit 1 if not)',
  line: {},
  routes: [{ method: 'GET', path: '/ledger-check' }],
  audit: {},
  effect: async (tx) => {
    const discrepancies = await checkLedger(tx);
    const [first] = discrepancies;
    if (!first) return { ok: true, text: 'Ledger OK: every entry balances and every balance equals the sum of its postings.', data: { discrepancies } };
    return {
      ok: false,
      data: { discrepancies },
      text: `Ledger check FAILED (${discrepancies.length} problem${discrepancies.length === 1 ? '' : 's'}); first: ${describeDiscrepancy(first)}`,
    };
  },
});
