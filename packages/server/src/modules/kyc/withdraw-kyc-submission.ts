import { and, eq } from 'drizzle-orm';
import { API, CODE, ZWithdrawKycSubmissionRequest, ZWithdrawKycSubmissionResponse } from '@meridian/protocol';
import { kycSubmissions } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { defineCall, requireSession } from '../../http/define-call.js';
import { kycApprovalKey } from '../../kyc/kyc-approval-key.js';
import { cancelApprovalsOf } from '../../money/held-approvals.js';
import { deleteKycDocumentFiles } from './kyc-document-files.js';
import { erasePicturesOf } from './kyc-submission-store.js';

/**
 * Withdraws the member's own submission not yet decided. Its pictures go at once: the rows keep
 * only which pictures there were and when (the member's history), their data keys are erased in
 * the same transaction, so a copy of a file kept anywhere can no longer be opened, and the files
 * are deleted once that commits; an approval waiting on it is cancelled. Another member's id is
 * answered as one that does not exist.
 */
export const withdrawKycSubmissionCall = defineCall({
  path: API.kyc.withdrawKycSubmission,
  request: ZWithdrawKycSubmissionRequest,
  response: ZWithdrawKycSubmissionResponse,
  async handler(context) {
    const { deps, input } = context;
    const { memberId } = requireSession(context);
    const at = new Date(deps.clock.now());
    const documentIds = await deps.db.transaction(async (tx) => {
      const [submission] = await tx
        .select({ status: kycSubmissions.status })
        .from(kycSubmissions)
        .where(and(eq(kycSubmissions.id, input.id), eq(kycSubmissions.memberId, memberId)))
        .for('update');
      if (!submission) throw new AppError(CODE.NOT_FOUND, 'error.kycSubmissionNotFound');
      if (submission.status !== 'drafted' && submission.status !== 'submitted') throw new AppError(CODE.KYC_STATE, 'error.kycSubmissionClosed');
      await tx.update(kycSubmissions).set({ status: 'withdrawn' }).where(eq(kycSubmissions.id, input.id));
      // An approval a first operator asked for can no longer run: it leaves the second's queue.
      await cancelApprovalsOf(tx, kycApprovalKey(input.id), 'withdrawn');
      return erasePicturesOf(tx, [input.id], at);
    });
    await deleteKycDocumentFiles(deps.config.dataDir, documentIds);
    return { ok: true as const };
  },
});
