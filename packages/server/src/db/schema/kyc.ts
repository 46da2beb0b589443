import { customType, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { TIdDocumentType, TKycDocumentKind, TKycSubmissionStatus } from '@meridian/protocol';
import { members } from './members.js';

/** An automated check's state: asked and not yet answered, nothing found, or something for the operator to look at. */
export type KycCheckStatus = 'pending' | 'clear' | 'consider';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * Identity verification submissions (issue 41): one per attempt at level 2 or 3, drafted while
 * its pictures come, then submitted, then decided (approved or rejected, by whom, with the reason
 * the member reads) or withdrawn by the member. At most one open (drafted or submitted) per member.
 * Decided ones are kept whole; their pictures go after the retention period (`filesDeletedAt`).
 */
export const kycSubmissions = pgTable(
  'kyc_submissions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    level: smallint('level').notNull(),
    status: text('status').$type<TKycSubmissionStatus>().notNull().default('drafted'),
    documentType: text('document_type').$type<TIdDocumentType>(),
    documentNumber: text('document_number'),
    country: text('country'),
    /** The reason a rejection gives the member. */
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The operator who decided it (the maker), and for an approval above level 1 the second who confirmed it (the checker). */
    decidedBy: text('decided_by'),
    confirmedBy: text('confirmed_by'),
    filesDeletedAt: timestamp('files_deleted_at', { withTimezone: true }),
    /**
     * The automated check's answer (kyc/provider): which provider, its reference for this
     * submission, and its verdict (`pending` until it answers, then `clear` or `consider`) with
     * its words. Advice for the reviewing operator: a provider never decides a submission.
     */
    checkProvider: text('check_provider'),
    checkReference: text('check_reference'),
    checkStatus: text('check_status').$type<KycCheckStatus>(),
    checkDetail: text('check_detail'),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('kyc_submissions_check_reference_idx').on(t.checkProvider, t.checkReference),
    index('kyc_submissions_member_idx').on(t.memberId, t.id),
    // The review queue: submitted ones, oldest first.
    index('kyc_submissions_queue_idx').on(t.submittedAt).where(sql`${t.status} = 'submitted'`),
    // One open submission per member, whatever two requests at once try.
    uniqueIndex('kyc_submissions_one_open_idx').on(t.memberId).where(sql`${t.status} in ('drafted', 'submitted')`),
  ],
);

/**
 * A submission's pictures: each sealed with a data key of its own (kyc/document-vault.ts) in
 * `<DATA_DIR>/kyc/<id>`; the data key is kept here wrapped by the vault key. `id` is random (it is
 * the file's name and bound into its encryption). The same kind again replaces the row and file.
 */
export const kycDocuments = pgTable(
  'kyc_documents',
  {
    id: text('id').primaryKey(),
    submissionId: integer('submission_id')
      .notNull()
      .references(() => kycSubmissions.id),
    kind: text('kind').$type<TKycDocumentKind>().notNull(),
    wrappedKey: bytea('wrapped_key').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('kyc_documents_kind_idx').on(t.submissionId, t.kind)],
);
export type KycSubmissionRow = typeof kycSubmissions.$inferSelect;
export type KycDocumentRow = typeof kycDocuments.$inferSelect;

/**
 * The hosted provider's callbacks already taken (kyc/provider/provider-callback.ts), by the event
 * id they carry: one sent again (a replay, or the provider's own retry) changes nothing. Kept as
 * long as a callback's signature is accepted, then removed by the retention job.
 */
export const kycProviderEvents = pgTable('kyc_provider_events', {
  eventId: text('event_id').primaryKey(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
