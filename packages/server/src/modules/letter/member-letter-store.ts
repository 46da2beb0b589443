import { and, count, desc, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { AppLanguage, TLetter } from '@meridian/protocol';
import type { DbOrTx } from '../../db/types.js';
import { letterReads, letters, memberSecurity } from '../../db/schema/index.js';
import { pickText, type LocalizedText } from '../../i18n/localized-text.js';

/**
 * The letters a member can read: those to them, and those to everyone. A letter to everyone is
 * read per member (letter_reads), so the member's reads are joined in.
 */
function inboxOf(memberId: number): SQL | undefined {
  return or(eq(letters.memberId, memberId), isNull(letters.memberId));
}

function readsOf(memberId: number): SQL | undefined {
  return and(eq(letterReads.letterId, letters.id), eq(letterReads.memberId, memberId));
}

const LETTER_COLUMNS = {
  id: letters.id,
  title: letters.title,
  content: letters.content,
  createdAt: letters.createdAt,
  readAt: letterReads.readAt,
  antiPhishingCode: memberSecurity.antiPhishingCode,
};

/** The member's anti-phishing code rides along each letter read (one row, joined on the reader). */
const securityOf = (memberId: number): SQL | undefined => eq(memberSecurity.memberId, memberId);

interface LetterRow {
  id: number;
  title: LocalizedText;
  content: LocalizedText;
  createdAt: Date;
  readAt: Date | null;
  antiPhishingCode: string | null;
}

/**
 * Every letter carries the member's anti-phishing code once they chose one (issue 19), added as it
 * is read so letters to everyone and letters sent before the code was set carry it too; beside the
 * text, where the app shows it, so the text's first words stay the letter's own.
 */
function toLetter(row: LetterRow, language: AppLanguage): TLetter {
  const letter = { id: row.id, title: pickText(row.title, language), content: pickText(row.content, language), createdAt: row.createdAt.getTime(), isRead: row.readAt !== null };
  return row.antiPhishingCode === null ? letter : { ...letter, antiPhishingCode: row.antiPhishingCode };
}

export interface InboxQuery {
  unreadOnly: boolean;
  limit: number;
  offset: number;
  /** The member's language: each letter is answered in it. */
  language: AppLanguage;
}

/** A page of the member's inbox, newest first, and how many letters match in all. */
export async function listInbox(db: DbOrTx, memberId: number, query: InboxQuery): Promise<{ list: TLetter[]; total: number }> {
  const where = query.unreadOnly ? and(inboxOf(memberId), isNull(letterReads.letterId)) : inboxOf(memberId);
  const [rows, [counted]] = await Promise.all([
    db
      .select(LETTER_COLUMNS)
      .from(letters)
      .leftJoin(letterReads, readsOf(memberId))
      .leftJoin(memberSecurity, securityOf(memberId))
      .where(where)
      // The id breaks ties between letters sent in the same instant, so pages never overlap.
      .orderBy(desc(letters.createdAt), desc(letters.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(letters).leftJoin(letterReads, readsOf(memberId)).where(where),
  ]);
  return { list: rows.map((row) => toLetter(row, query.language)), total: counted?.total ?? 0 };
}

/** One letter of the member's inbox, or null when it is someone else's or does not exist. */
export async function findInboxLetter(db: DbOrTx, memberId: number, letterId: number, language: AppLanguage): Promise<TLetter | null> {
  const [row] = await db
    .select(LETTER_COLUMNS)
    .from(letters)
    .leftJoin(letterReads, readsOf(memberId))
    .leftJoin(memberSecurity, securityOf(memberId))
    .where(and(eq(letters.id, letterId), inboxOf(memberId)))
    .limit(1);
  return row ? toLetter(row, language) : null;
}

export async function countUnread(db: DbOrTx, memberId: number): Promise<number> {
  const [counted] = await db
    .select({ total: count() })
    .from(letters)
    .leftJoin(letterReads, readsOf(memberId))
    .where(and(inboxOf(memberId), isNull(letterReads.letterId)));
  return counted?.total ?? 0;
}

/** Marks a letter read for the member; reading it again keeps the first time. */
export async function markRead(db: DbOrTx, memberId: number, letterId: number, at: Date): Promise<void> {
  await db.insert(letterReads).values({ letterId, memberId, readAt: at }).onConflictDoNothing();
}
