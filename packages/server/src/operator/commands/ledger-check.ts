import { z } from 'zod';
import { checkLedger, describeDiscrepancy } from '../../ledger/check-ledger.js';
import { recordLedgerCheck } from '../../ledger/last-ledger-check.js';
import { defineCommand } from '../command-types.js';
import { counted } from '../counted.js';

/** What a clean check proves, each clause one of checkLedger's queries. */
const LEDGER_OK =
  'Ledger OK: every entry balances in one currency, every balance equals the sum of its postings, no member balance is negative, ' +
  "and every held balance equals what the member's open withdrawals, contracts, mining machines and interest deposits hold.";

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
    if (!first) return { ok: true, text: LEDGER_OK, data: { discrepancies } };
    return {
      ok: false,
      data: { discrepancies },
      text: `Ledger check FAILED (${counted(discrepancies.length, 'problem')}); first: ${describeDiscrepancy(first)}`,
    };
  },
});
