import { and, eq, sql } from 'drizzle-orm';
import type { TKycDecisionAnswer } from '@meridian/protocol';
import { approvalRequests, kycSubmissions, members, type KycSubmissionRow } from '../db/schema/index.js';
import type { DbOrTx, Tx } from '../db/types.js';
import { said } from '../i18n/console/console-translate.js';
import { kycApprovalKey } from '../kyc/kyc-approval-key.js';
import { memberKycLevel } from '../kyc/member-level.js';
import { cancelApprovalsOf } from '../money/held-approvals.js';
import { notifyMembers } from '../modules/notification/notification-store.js';
import type { CommandOutcome, PlainOutcome } from './command-types.js';

/**
 * An operator's decision on a member's identity submission (issue 41): only a submitted one, read
 * locked so two decisions at once cannot both pass; the member told in the same transaction. An
 * approval runs only once a second operator has approved it (kyc-approve's four eyes): its maker
 * is recorded as who decided, the second operator as who confirmed.
 */

type Decision = { status: 'approved' } | { status: 'rejected'; reason: string };

/** Why submission `id` cannot be decided now, or null. */
export function undecidableRefusal(id: number, row: Pick<KycSubmissionRow, 'status'> | undefined): PlainOutcome | null {
  if (row === undefined) return { ok: false, status: 404, ...said('kyc.noSubmission', { id }) };
  if (row.status !== 'submitted') return { ok: false, status: 409, ...said('kyc.notSubmitted', { id, status: row.status }) };
  return null;
}

export async function submissionOf(db: DbOrTx, id: number, options: { lock: boolean } = { lock: false }): Promise<KycSubmissionRow | undefined> {
  const query = db.select().from(kycSubmissions).where(eq(kycSubmissions.id, id));
  const [row] = await (options.lock ? query.for('update') : query);
  return row;
}

/** Who asked for the approval now being run on this submission (the maker), or null when none waits. */
async function makerOfWaitingApproval(tx: Tx, id: number): Promise<string | null> {
  const [waiting] = await tx
    .select({ maker: approvalRequests.maker })
    .from(approvalRequests)
    .where(and(eq(approvalRequests.orderNo, kycApprovalKey(id)), eq(approvalRequests.status, 'pending')));
  return waiting?.maker ?? null;
}

export async function decideKycSubmission(tx: Tx, id: number, decision: Decision, actor: string): Promise<CommandOutcome<TKycDecisionAnswer>> {
  const row = await submissionOf(tx, id, { lock: true });
  const refusal = undecidableRefusal(id, row);
  if (refusal !== null) return refusal;
  if (row === undefined) throw new Error('checked by undecidableRefusal');
  // Run by an approval, the maker is the approval's and the actor the checker (four eyes).
  const maker = decision.status === 'approved' ? await makerOfWaitingApproval(tx, id) : null;
  await tx
    .update(kycSubmissions)
    .set({
      status: decision.status,
      decidedAt: sql`now()`,
      decidedBy: maker ?? actor,
      confirmedBy: maker === null ? null : actor,
      reason: decision.status === 'rejected' ? decision.reason : null,
    })
    .where(eq(kycSubmissions.id, id));
  // A rejection ends any approval still waiting on the submission: it can no longer run.
  if (decision.status === 'rejected') await cancelApprovalsOf(tx, kycApprovalKey(id), 'rejected');
  const level = await memberKycLevel(tx, row.memberId);
  const kind = decision.status === 'approved' ? 'kycApproved' : 'kycRejected';
  await notifyMembers(tx, [
    {
      memberId: row.memberId,
      kind,
      dedupeKey: `kyc:${id}:${decision.status}`,
      subject: String(id),
      params: { level: String(row.level), ...(decision.status === 'rejected' ? { reason: decision.reason } : {}) },
    },
  ]);
  const [member] = await tx.select({ username: members.username }).from(members).where(eq(members.id, row.memberId));
  const username = member?.username ?? String(row.memberId);
  const data = { id, memberId: row.memberId, level, status: decision.status };
  return decision.status === 'approved'
    ? { ok: true, ...said('kyc.approved', { id, username, level }), data }
    : { ok: true, ...said('kyc.rejected', { id, username, reason: decision.reason }), data };
}
