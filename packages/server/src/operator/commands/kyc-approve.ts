import { ADMIN_INPUTS, ADMIN_ROUTES } from '@meridian/protocol';
import { ID_POSITIONAL } from '../command-fields.js';
import { defineCommand } from '../command-types.js';
import { decideKycSubmission, submissionOf, undecidableRefusal } from '../kyc-decisions.js';
import { kycApprovalKey } from '../../kyc/kyc-approval-key.js';

/**
 * Approves a submitted identity submission: the member's level rises to its level. Every
 * submission is for level 2 or 3 (level 1 is an email or a phone, never reviewed), so every
 * approval is above level 1 and held for a second operator: the maker never confirms their own
 * (approval-decision.ts), and the checker is recorded as who confirmed it.
 */
export const kycApprove = defineCommand({
  name: 'kyc-approve',
  fields: ADMIN_INPUTS['kyc-approve'],
  group: 'platform',
  summary: 'approve a submitted identity submission (held for a second operator, who confirms it)',
  line: { words: ['kyc', 'approve'], positionals: [ID_POSITIONAL] },
  routes: ADMIN_ROUTES['kyc-approve'],
  audit: { target: (command) => `kyc-submission:${command.id}`, keepsResult: true },
  fourEyes: { kind: 'always', orderOf: (command) => kycApprovalKey(command.id), heldKey: 'fourEyes.heldIdentity' },
  // A submission withdrawn or decided meanwhile is answered now, never held.
  precheck: async (tx, { id }) => undecidableRefusal(id, await submissionOf(tx, id)),
  effect: (tx, { id }, { actor }) => decideKycSubmission(tx, id, { status: 'approved' }, actor),
});
