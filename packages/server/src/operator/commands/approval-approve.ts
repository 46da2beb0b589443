import { z } from 'zod';
import { lockUndecided, recordDecision } from '../approval-decision.js';
import { ID_POSITIONAL, ZRecordId } from '../command-fields.js';
import { defineCommand } from '../command-types.js';

/**
 * The second operator's yes: the held command runs now, exactly as it was given, in this
 * transaction. If it is refused (the member's balance moved, the withdrawal was rejected
 * meanwhile), nothing changes and the approval stays pending for a decision.
 */
export const approvalApprove = defineCommand({
  name: 'approval-approve',
  fields: z.object({ id: ZRecordId }),
  group: 'money',
  summary: 'approve and run a held adjustment or payment (not your own)',
  line: { words: ['approval', 'approve'], positionals: [ID_POSITIONAL] },
  routes: [{ method: 'POST', path: '/approvals/:id/approve', numbers: ['id'] }],
  audit: { target: (command) => `approval:${command.id}`, keepsResult: true },
  effect: async (tx, { id }, context) => {
    const request = await lockUndecided(tx, id, context.actor);
    if (!request.ok) return request.outcome;
    if (context.performApproved === undefined) throw new Error('approval-approve runs through runCommand');
    const outcome = await context.performApproved(tx, request.command);
    if (!outcome.ok) return outcome;
    await recordDecision(tx, id, 'approved', context.actor, outcome.text);
    return { ...outcome, text: `Approval #${id}: ${outcome.text}` };
  },
});
