import { ADMIN_INPUTS, ADMIN_ROUTES, KYC_REVIEW_STATUSES } from '@meridian/protocol';
import { defineRead } from '../command-types.js';
import { pageText } from '../command-paging.js';
import { readKycQueue } from '../kyc-queue.js';

/**
 * The identity review queue (issue 41). A read like the pending queue's: not audited, since it
 * shows no picture and masks every document number; opening a picture is (kyc-document-url).
 */
export const kycSubmissionsList = defineRead({
  name: 'kyc-submissions',
  fields: ADMIN_INPUTS['kyc-submissions'],
  group: 'platform',
  summary: 'identity submissions to review (submitted: oldest first), or those decided (newest first), with the automated check and who decided',
  line: { words: ['kyc', 'submissions'], flags: { status: ['status', 'text', KYC_REVIEW_STATUSES.join('|')], page: ['page', 'int', '<n>'], 'page-size': ['pageSize', 'int', '<n>'] } },
  routes: ADMIN_ROUTES['kyc-submissions'],
  effect: async (db, command) => {
    const page = await readKycQueue(db, command);
    const lines = page.items.map(
      (s) =>
        `#${s.id}  ${s.submittedAt ?? '-'}  ${s.username}  level ${s.level}  ${s.documentType ?? ''} ${s.documentNumber ?? ''} ${s.country ?? ''}  [${s.pictures.join(', ')}]` +
        `  check ${s.check === null ? 'none' : `${s.check.provider}: ${s.check.status}`}  ${s.status}${s.decidedBy === null ? '' : ` by ${s.decidedBy}`}${s.confirmedBy === null ? '' : `, confirmed by ${s.confirmedBy}`}` +
        (s.approvalId === null ? '' : `  (approval #${s.approvalId} waits)`),
    );
    return { ok: true, text: pageText(page, { ...command, order: 'asc' }, lines, 'No identity submission matches.'), data: page };
  },
});
