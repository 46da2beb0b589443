import { eq, inArray } from 'drizzle-orm';
import { KYC_CHECK_STATUSES, KYC_DOCUMENT_KINDS, type AdminInput, type TKycCheck, type TKycReviewItem } from '@meridian/protocol';
import { kycDocuments, kycSubmissions, members, type KycSubmissionRow } from '../db/schema/index.js';
import type { DbOrTx } from '../db/types.js';
import { kycApprovalKey } from '../kyc/kyc-approval-key.js';
import { pendingApprovalsOf } from '../money/held-approvals.js';
import { maskedDocumentNumber } from '../modules/kyc/kyc-submission-view.js';
import { pageAndTotal, pageOrder, pageWindow, tableTotal, type Page } from './command-paging.js';

/**
 * The identity review queue (issue 41) a page at a time: submitted ones oldest first, the order to
 * work in; the decided and withdrawn ones newest first, as the record. Each with its member, its
 * pictures by kind (never their bytes), the automated check's advice and whether an approval of it
 * waits for a second operator.
 */

const iso = (moment: Date | null) => (moment === null ? null : moment.toISOString());

const isCheckStatus = (status: string): status is TKycCheck['status'] => (KYC_CHECK_STATUSES as readonly string[]).includes(status);

/** The provider's verdict as advice, or null when no provider was asked. */
function checkOf(row: KycSubmissionRow): TKycCheck | null {
  if (row.checkProvider === null || row.checkStatus === null || !isCheckStatus(row.checkStatus)) return null;
  return { provider: row.checkProvider, status: row.checkStatus, detail: row.checkDetail, checkedAt: iso(row.checkedAt) };
}

export async function readKycQueue(db: DbOrTx, query: AdminInput<'kyc-submissions'>): Promise<Page<TKycReviewItem>> {
  const where = eq(kycSubmissions.status, query.status);
  const request = { page: query.page, pageSize: query.pageSize, order: query.status === 'submitted' ? ('asc' as const) : ('desc' as const) };
  const { limit, offset } = pageWindow(request);
  const rows = db
    .select({ submission: kycSubmissions, username: members.username })
    .from(kycSubmissions)
    .innerJoin(members, eq(members.id, kycSubmissions.memberId))
    .where(where)
    .orderBy(...pageOrder(request, query.status === 'submitted' ? kycSubmissions.submittedAt : kycSubmissions.id, kycSubmissions.id))
    .limit(limit)
    .offset(offset);
  const [page, total] = await pageAndTotal(request, rows, () => tableTotal(db, request, kycSubmissions, where));
  const ids = page.map(({ submission }) => submission.id);
  const [pictures, approvals] = await Promise.all([
    ids.length === 0
      ? []
      : db.select({ submissionId: kycDocuments.submissionId, kind: kycDocuments.kind }).from(kycDocuments).where(inArray(kycDocuments.submissionId, ids)),
    pendingApprovalsOf(db, ids.map(kycApprovalKey)),
  ]);
  const items = page.map(({ submission, username }) => ({
    id: submission.id,
    memberId: submission.memberId,
    username,
    level: submission.level,
    status: submission.status,
    documentType: submission.documentType,
    documentNumber: submission.documentNumber === null ? null : maskedDocumentNumber(submission.documentNumber),
    country: submission.country,
    // In the order a reviewer compares them: the document's front, its back, the selfie holding it.
    pictures: pictures
      .filter((picture) => picture.submissionId === submission.id)
      .map((picture) => picture.kind)
      .sort((a, b) => KYC_DOCUMENT_KINDS.indexOf(a) - KYC_DOCUMENT_KINDS.indexOf(b)),
    picturesErasedAt: iso(submission.filesDeletedAt),
    check: checkOf(submission),
    submittedAt: iso(submission.submittedAt),
    decidedAt: iso(submission.decidedAt),
    decidedBy: submission.decidedBy,
    confirmedBy: submission.confirmedBy,
    reason: submission.reason,
    approvalId: approvals.get(kycApprovalKey(submission.id)) ?? null,
  }));
  return { items, ...total };
}
