import { and, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { LIVE_EVENT, ZNotificationKind, type TNotificationKind } from '@meridian/protocol';
import { letters, memberNotifications, members, type NotificationParams } from '../../db/schema/index.js';
import type { DbOrTx } from '../../db/types.js';
import { announceLivePushes } from '../../live/live-bus.js';
import { queuePushesSql } from '../../push/push-queue.js';
import type { LetterWords } from './notification-view.js';

const ZWrittenRows = z.object({ rows: z.array(z.object({ id: z.coerce.number().int(), member_id: z.coerce.number().int(), kind: ZNotificationKind })) });

/** One notification to write: for whom, about what, and the key that makes writing it twice harmless. */
export interface NotificationInput {
  memberId: number;
  kind: TNotificationKind;
  /** The key of the event (an order number, a letter's id): unique per member, so a retry writes nothing new. */
  dedupeKey: string;
  subject?: string;
  params?: NotificationParams;
  letterId?: number;
}

/**
 * Writes notifications in the transaction of `db` (their event's own, so they exist exactly when it
 * committed) and tells each member's open apps when it commits. One already written for the same
 * member and key is left as it is and announced no second time. Answers how many were new.
 * `announce: false` for events whose own push already reaches the app, which counts the bell on it
 * (a deposit seen or credited by the watcher: a hundred a second must not send a hundred more).
 */
export async function notifyMembers(db: DbOrTx, items: readonly NotificationInput[], options: { announce: boolean } = { announce: true }): Promise<number> {
  if (items.length === 0) return 0;
  const answer = await db.execute(sql`
    with written as (${insertNotificationsSql(items)}), queued as (${queuePushesSql('written')})
    select id, member_id, kind from written`);
  const written = ZWrittenRows.parse(answer).rows;
  if (!options.announce) return written.length;
  await announceLivePushes(
    db,
    written.map((row) => ({ kind: 'push' as const, event: LIVE_EVENT.notification, content: { id: row.id, kind: row.kind }, memberId: row.member_id })),
  );
  return written.length;
}

/**
 * The statement that writes `items` (returning `id, member_id, kind` of those new), as a
 * data-modifying `with` part named `written` or `noticed`, beside `queuePushesSql` of the same
 * name: notifyMembers, and a writer that sends its own pushes in one round trip (contract
 * settlement, whose settlement push the app counts the bell on).
 */
export function insertNotificationsSql(items: readonly NotificationInput[]): SQL {
  const rows = JSON.stringify(
    items.map((item) => ({ member_id: item.memberId, kind: item.kind, dedupe_key: item.dedupeKey, subject: item.subject ?? '', params: item.params ?? {}, letter_id: item.letterId ?? null })),
  );
  return sql`insert into ${memberNotifications} (member_id, kind, dedupe_key, subject, params, letter_id)
    select n.member_id, n.kind, n.dedupe_key, n.subject, n.params, n.letter_id
    from jsonb_to_recordset(${rows}::jsonb) as n(member_id integer, kind text, dedupe_key text, subject text, params jsonb, letter_id integer)
    on conflict (member_id, dedupe_key) do nothing
    returning id, member_id, kind`;
}

/**
 * A letter to every member is a notification for each of them, written in one statement (with
 * the pushes of those who asked for letters). Their apps are not told one by one: the letter's
 * own push (to everyone) makes them count again.
 */
export async function notifyEveryMember(db: DbOrTx, item: Omit<NotificationInput, 'memberId'>): Promise<void> {
  await db.execute(sql`
    with written as (
      insert into ${memberNotifications} (member_id, kind, dedupe_key, subject, params, letter_id)
      select ${members.id}, ${item.kind}, ${item.dedupeKey}, ${item.subject ?? ''}, ${JSON.stringify(item.params ?? {})}::jsonb, ${item.letterId ?? null}
      from ${members}
      on conflict (member_id, dedupe_key) do nothing
      returning id, member_id, kind
    ), queued as (${queuePushesSql('written')})
    select count(*) from written`);
}

export async function countUnreadNotifications(db: DbOrTx, memberId: number): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(memberNotifications)
    .where(and(eq(memberNotifications.memberId, memberId), isNull(memberNotifications.readAt)));
  return row?.unread ?? 0;
}

/** Marks the member's own notifications read (those named, or all); another member's ids match nothing. */
export async function markNotificationsRead(db: DbOrTx, memberId: number, which: { ids: readonly number[] } | { all: true }, at: Date): Promise<void> {
  const own = and(eq(memberNotifications.memberId, memberId), isNull(memberNotifications.readAt));
  const where = 'ids' in which ? and(own, inArray(memberNotifications.id, [...which.ids])) : own;
  await db.update(memberNotifications).set({ readAt: at }).where(where);
}

/** A letter the member read is its notification read too (the bell and the letters' badge agree). */
export async function markLetterNotificationRead(db: DbOrTx, memberId: number, letterId: number, at: Date): Promise<void> {
  await db
    .update(memberNotifications)
    .set({ readAt: at })
    .where(and(eq(memberNotifications.memberId, memberId), eq(memberNotifications.letterId, letterId), isNull(memberNotifications.readAt)));
}

/** A page of the member's notifications as stored, newest first, and how many match in all. */
export async function pageOfNotifications(db: DbOrTx, memberId: number, query: { unreadOnly: boolean; limit: number; offset: number }) {
  const where = query.unreadOnly ? and(eq(memberNotifications.memberId, memberId), isNull(memberNotifications.readAt)) : eq(memberNotifications.memberId, memberId);
  const [rows, [total]] = await Promise.all([
    db.select().from(memberNotifications).where(where).orderBy(desc(memberNotifications.id)).limit(query.limit).offset(query.offset),
    db.select({ total: count() }).from(memberNotifications).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** The words of the letters some notifications are about (a letter's, a security alert's), in one read. */
export async function letterWordsOf(db: DbOrTx, rows: readonly { letterId: number | null }[]): Promise<Map<number, LetterWords>> {
  const ids = [...new Set(rows.flatMap((row) => (row.letterId === null ? [] : [row.letterId])))];
  const words = new Map<number, LetterWords>();
  if (ids.length === 0) return words;
  for (const letter of await db.select({ id: letters.id, title: letters.title, content: letters.content }).from(letters).where(inArray(letters.id, ids))) words.set(letter.id, letter);
  return words;
}
