import { and, asc, desc, eq, inArray, notInArray } from 'drizzle-orm';
import type { TKycSubmission, TKycSubmittedLevel } from '@meridian/protocol';
import { kycDocuments, kycSubmissions, type KycSubmissionRow } from '../../db/schema/index.js';
import type { DbOrTx, Tx } from '../../db/types.js';
import { toKycSubmission } from './kyc-submission-view.js';

/** The statuses of a submission not yet decided: at most one per member (kyc_submissions_one_open_idx). */
const OPEN_STATUSES = ['drafted', 'submitted'] as const;
/** The decided and withdrawn submissions a member's status shows, newest first. */
const HISTORY_SHOWN = 20;

const isOpenOf = (memberId: number) => and(eq(kycSubmissions.memberId, memberId), inArray(kycSubmissions.status, [...OPEN_STATUSES]));

/** The member's open submission, if any; locked until the transaction ends when read in one that changes it. */
export async function openKycSubmission(db: DbOrTx, memberId: number, options: { lock: boolean } = { lock: false }): Promise<KycSubmissionRow | undefined> {
  const query = db.select().from(kycSubmissions).where(isOpenOf(memberId));
  const [row] = await (options.lock ? query.for('update') : query);
  return row;
}

/**
 * The member's open submission, made now as a draft for `level` when there is none, and locked
 * either way: the pictures of one submission are changed one at a time. Two first uploads at once
 * make one draft: the second insert meets the one-open index, waits for the first to commit, does
 * nothing, and reads the draft the first made.
 */
export async function lockedOpenOrNewDraft(tx: Tx, memberId: number, level: TKycSubmittedLevel, at: Date): Promise<KycSubmissionRow> {
  // A second look only when the open one closed between the two statements (withdrawn meanwhile).
  for (let attempt = 1; ; attempt += 1) {
    const [made] = await tx.insert(kycSubmissions).values({ memberId, level, status: 'drafted', createdAt: at }).onConflictDoNothing().returning();
    if (made) return made;
    const open = await openKycSubmission(tx, memberId, { lock: true });
    if (open) return open;
    if (attempt >= 2) throw new Error('the open identity submission kept closing while a picture was added');
  }
}

/** The answers for these submissions, each with its pictures listed (kinds and times only). */
export async function kycSubmissionAnswers(db: DbOrTx, rows: readonly KycSubmissionRow[]): Promise<TKycSubmission[]> {
  if (rows.length === 0) return [];
  const documents = await db
    .select({ submissionId: kycDocuments.submissionId, kind: kycDocuments.kind, createdAt: kycDocuments.createdAt })
    .from(kycDocuments)
    .where(inArray(kycDocuments.submissionId, rows.map((row) => row.id)))
    .orderBy(asc(kycDocuments.createdAt));
  return rows.map((row) => toKycSubmission(row, documents.filter((document) => document.submissionId === row.id)));
}

export async function kycSubmissionAnswer(db: DbOrTx, row: KycSubmissionRow): Promise<TKycSubmission> {
  const [answer] = await kycSubmissionAnswers(db, [row]);
  if (!answer) throw new Error(`identity submission ${row.id} has no answer`);
  return answer;
}

/** The member's decided and withdrawn submissions, newest first, at most HISTORY_SHOWN. */
export async function kycHistory(db: DbOrTx, memberId: number): Promise<KycSubmissionRow[]> {
  return db
    .select()
    .from(kycSubmissions)
    .where(and(eq(kycSubmissions.memberId, memberId), notInArray(kycSubmissions.status, [...OPEN_STATUSES])))
    .orderBy(desc(kycSubmissions.id))
    .limit(HISTORY_SHOWN);
}

/**
 * Takes these submissions' pictures away in the caller's transaction: the submissions are marked
 * (`filesDeletedAt`) and their documents' data keys erased, so a copy of a file kept anywhere can
 * no longer be opened; the rows keep which pictures there were and when. Answers the documents'
 * ids, whose files the caller deletes once this commits.
 */
export async function erasePicturesOf(tx: Tx, submissionIds: readonly number[], at: Date): Promise<string[]> {
  if (submissionIds.length === 0) return [];
  await tx.update(kycSubmissions).set({ filesDeletedAt: at }).where(inArray(kycSubmissions.id, [...submissionIds]));
  const erased = await tx
    .update(kycDocuments)
    .set({ wrappedKey: Buffer.alloc(0) })
    .where(inArray(kycDocuments.submissionId, [...submissionIds]))
    .returning({ id: kycDocuments.id });
  return erased.map((row) => row.id);
}
