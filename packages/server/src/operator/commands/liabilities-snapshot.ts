import { ADMIN_INPUTS, ADMIN_ROUTES, liabilitiesMatch } from '@meridian/protocol';
import { takeLiabilitySnapshot } from '../../modules/liability/take-liability-snapshot.js';
import { defineCommand } from '../command-types.js';
import { said } from '../../i18n/console/console-translate.js';

export const liabilitiesSnapshot = defineCommand({
  name: 'liabilities-snapshot',
  fields: ADMIN_INPUTS['liabilities-snapshot'],
  group: 'money',
  summary: 'publish a proof-of-liabilities snapshot now: a Merkle sum tree of every member balance (exit 1 if its total is not the ledger’s)',
  line: { words: ['liabilities', 'snapshot'] },
  routes: ADMIN_ROUTES['liabilities-snapshot'],
  audit: { keepsResult: true },
  effect: async (tx, _command, context) => {
    const snapshot = await takeLiabilitySnapshot(tx, { takenAt: new Date(), takenBy: context.actor, trigger: 'operator' });
    if (snapshot === null) throw new Error('an operator snapshot is never skipped');
    const matched = liabilitiesMatch(snapshot);
    const summary = { id: snapshot.id, members: snapshot.memberCount, total: snapshot.totalLiabilities, root: snapshot.rootHash };
    // Kept either way (it is what the books said): a mismatch is for finance to explain, so the command fails loudly.
    return matched
      ? { ok: true, ...said('liabilities.matched', summary), data: snapshot }
      : { ok: false, ...said('liabilities.mismatch', { ...summary, ledgerTotal: snapshot.ledgerTotal }), data: snapshot };
  },
});
