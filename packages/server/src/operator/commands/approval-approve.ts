import { ADMIN_INPUTS, ADMIN_ROUTES } from '@meridian/protocol';
import { lockUndecided, recordDecision } from '../approval-decision.js';
import { ID_POSITIONAL } from '../command-fields.js';
import { defineCommand } from '../command-types.js';
import { said, sayOf } from '../../i18n/console/console-translate.js';
import { REQUEST_ID_FLAG } from '../operator-requests.js';

/**
 * The second operator's yes: the held command runs now, exactly as it was given, in this
 * transaction. If it is refused (the member's balance moved, the withdrawal was rejected
 * meanwhile), nothing changes and the approval stays pending for a decision.
 */
export const approvalApprove = defineCommand({
  name: 'approval-approve',
  fields: ADMIN_INPUTS['approval-approve'],
  group: 'money',
  summary: 'approve and run a held adjustment, payment or change of terms (not your own, and only one your role may make)',
  line: { words: ['approval', 'approve'], positionals: [ID_POSITIONAL], flags: REQUEST_ID_FLAG },
  routes: ADMIN_ROUTES['approval-approve'],
  // It moves money: a repeat of its request id answers the first run (the record keys it too).
  once: 'optional',
  audit: { target: (command) => `approval:${command.id}`, keepsResult: true },
  effect: async (tx, { id }, context) => {
    const request = await lockUndecided(tx, id, context, 'approve');
    if (!request.ok) return request.outcome;
    if (context.performApproved === undefined) throw new Error('approval-approve runs through runCommand');
    const outcome = await context.performApproved(tx, request.command);
    if (!outcome.ok) return outcome;
    await recordDecision(tx, id, 'approved', context.actor, outcome.text);
    return { ...outcome, ...said('approvals.ran', { id, outcome: sayOf(outcome) }) };
  },
});
