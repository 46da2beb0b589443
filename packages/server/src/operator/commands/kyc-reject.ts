import { ADMIN_INPUTS, ADMIN_ROUTES } from '@meridian/protocol';
import { ID_POSITIONAL } from '../command-fields.js';
import { defineCommand } from '../command-types.js';
import { decideKycSubmission } from '../kyc-decisions.js';

/**
 * Rejects a submitted identity submission with the reason its member reads. One operator is
 * enough: a rejection raises no limit, and the member may submit again.
 */
export const kycReject = defineCommand({
  name: 'kyc-reject',
  fields: ADMIN_INPUTS['kyc-reject'],
  group: 'platform',
  summary: 'reject a submitted identity submission, with the reason the member reads (4 to 500 characters)',
  line: { words: ['kyc', 'reject'], positionals: [ID_POSITIONAL, { field: 'reason', label: 'reason', rest: true }] },
  routes: ADMIN_ROUTES['kyc-reject'],
  audit: { target: (command) => `kyc-submission:${command.id}`, keepsResult: true },
  effect: (tx, { id, reason }, { actor }) => decideKycSubmission(tx, id, { status: 'rejected', reason }, actor),
});
