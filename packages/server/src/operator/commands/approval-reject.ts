import { ADMIN_INPUTS, ADMIN_ROUTES } from '@meridian/protocol';
import { lockUndecided, recordDecision } from '../approval-decision.js';
import { ID_POSITIONAL } from '../command-fields.js';
import { defineCommand } from '../command-types.js';
import { said } from '../../i18n/console/console-translate.js';

/** The second operator's no: the held command never runs. */
export const approvalReject = defineCommand({
  name: 'approval-reject',
  fields: ADMIN_INPUTS['approval-reject'],
  group: 'money',
  summary: 'refuse a held adjustment, payment or change of terms (not your own); it never runs',
  line: { words: ['approval', 'reject'], positionals: [ID_POSITIONAL, { field: 'reason', label: 'reason', rest: true }] },
  routes: ADMIN_ROUTES['approval-reject'],
  audit: { target: (command) => `approval:${command.id}` },
  effect: async (tx, { id, reason }, context) => {
    const request = await lockUndecided(tx, id, context, 'reject');
    if (!request.ok) return request.outcome;
    await recordDecision(tx, id, 'rejected', context.actor, reason);
    return { ok: true, ...said('approvals.rejected', { id }), data: { id, status: 'rejected' } };
  },
});
