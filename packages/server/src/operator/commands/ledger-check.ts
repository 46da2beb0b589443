import { ADMIN_INPUTS, ADMIN_ROUTES } from '@meridian/protocol';
import { checkLedger, describeDiscrepancy } from '../../ledger/check-ledger.js';
import { recordLedgerCheck } from '../../ledger/last-ledger-check.js';
import { defineCommand } from '../command-types.js';
import { countedPart, said } from '../../i18n/console/console-translate.js';


export const ledgerCheck = defineCommand({
  name: 'ledger-check',
  fields: ADMIN_INPUTS['ledger-check'],
  group: 'platform',
  summary: 'prove the books balance (exit 1 if not)',
  line: {},
  routes: ADMIN_ROUTES['ledger-check'],
  audit: {},
  effect: async (tx, _command, context) => {
    const discrepancies = await checkLedger(tx);
    // Kept whatever the result (a failed check still commits its audit row): the dashboard shows it.
    await recordLedgerCheck(tx, discrepancies, context.actor, new Date());
    const [first] = discrepancies;
    // What a clean check proves (ledger.ok), each clause one of checkLedger's queries.
    if (!first) return { ok: true, ...said('ledger.ok'), data: { discrepancies } };
    return {
      ok: false,
      data: { discrepancies },
      ...said('ledger.failed', { problems: countedPart(discrepancies.length, 'problem'), first: describeDiscrepancy(first) }),
    };
  },
});
