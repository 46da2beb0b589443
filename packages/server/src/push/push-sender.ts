import { and, eq, inArray, sql } from 'drizzle-orm';
import webPush from 'web-push';
import { z } from 'zod';
import type { TNotificationKind, TPushDeliveryStatus, TQuietHours } from '@meridian/protocol';
import { memberNotifications, pushDeliveries, pushPreferences, pushSubscriptions, type PushPreferencesRow } from '../db/schema/index.js';
import type { Db } from '../db/types.js';
import { letterWordsOf } from '../modules/notification/notification-store.js';
import { linkOf, wordsOf, type LetterWords } from '../modules/notification/notification-view.js';
import type { VapidKeys } from './push-config.js';
import { PUSH_DELIVERY, pushTagOf, type PushMessage } from './push-message.js';
import { isQuietAt } from './quiet-hours.js';

export interface PushSender {
  db: Db;
  vapidKeys: VapidKeys;
  subject: string;
  /** Posts one push (an injected fetch in tests that play a push service that is down). */
  post?: (endpoint: string, init: { method: string; headers: Record<string, string>; body: Buffer }) => Promise<{ status: number }>;
}

/** How long a claimed delivery is held: longer than a post may take (POST_TIMEOUT_MS). */
const CLAIM_MS = 30_000;
const POST_TIMEOUT_MS = 10_000;
/** The first retry's wait; each next one doubles, up to RETRY_MAX_MS. */
const RETRY_FIRST_MS = 5_000;
const RETRY_MAX_MS = 10 * 60_000;

/** The wait before the `attempts`-th retry of a push the service did not take. */
export function retryDelayMs(attempts: number): number {
  return Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** Math.max(0, attempts - 1));
}

const ZClaimed = z.object({
  rows: z.array(z.object({ id: z.coerce.number().int(), notification_id: z.coerce.number().int(), subscription_id: z.coerce.number().int().nullable(), attempts: z.coerce.number().int() })),
});

/** Takes up to `limit` due deliveries for this sender: they are due again only after CLAIM_MS, if it dies. */
async function claimDue(db: Db, now: number, limit: number) {
  const at = new Date(now).toISOString();
  const answer = await db.execute(sql`
    update ${pushDeliveries} as d set next_attempt_at = ${at}::timestamptz + ${CLAIM_MS} * interval '1 millisecond', attempts = d.attempts + 1
    where d.id in (
      select id from ${pushDeliveries}
      where status = 'pending' and next_attempt_at <= ${at}::timestamptz
      order by next_attempt_at, id limit ${limit}
      for update skip locked)
    returning d.id, d.notification_id, d.subscription_id, d.attempts`);
  return ZClaimed.parse(answer).rows;
}

type Outcome = { status: Exclude<TPushDeliveryStatus, 'pending'>; error?: string } | { status: 'pending'; error: string; retryAt: number };

async function postWithTimeout(endpoint: string, init: { method: string; headers: Record<string, string>; body: Buffer }): Promise<{ status: number }> {
  const response = await fetch(endpoint, { ...init, signal: AbortSignal.timeout(POST_TIMEOUT_MS), redirect: 'error' });
  await response.body?.cancel();
  return { status: response.status };
}

/**
 * A post that got no answer, named by its cause's code (ECONNREFUSED, a timeout): never its
 * message, which can quote the endpoint, a capability to push to the member's device.
 */
function networkErrorOf(error: unknown): string {
  const cause = error instanceof Error && typeof error.cause === 'object' && error.cause !== null && 'code' in error.cause ? String(error.cause.code) : undefined;
  return `network: ${cause ?? (error instanceof Error ? error.name : 'unknown')}`;
}

/** What the push service's answer means for the delivery (RFC 8030 and the services' documents). */
function outcomeOf(status: number, attempts: number, now: number, expiresAt: number): Outcome {
  if (status >= 200 && status < 300) return { status: 'sent' };
  // The subscription expired or the member revoked it in the browser: it is removed.
  if (status === 404 || status === 410) return { status: 'gone', error: `HTTP ${status}` };
  if (status === 429 || status >= 500) return retryOrExpire(`HTTP ${status}`, attempts, now, expiresAt);
  // 400, 401, 403, 413: the push itself was refused; sending it again changes nothing.
  return { status: 'failed', error: `HTTP ${status}` };
}

function retryOrExpire(error: string, attempts: number, now: number, expiresAt: number): Outcome {
  const retryAt = now + retryDelayMs(attempts);
  return retryAt >= expiresAt ? { status: 'expired', error } : { status: 'pending', error, retryAt };
}

interface Prepared {
  id: number;
  attempts: number;
  kind: TNotificationKind;
  createdAt: number;
  /** Null once the device was removed. */
  device: { id: number; endpoint: string; keys: { p256dh: string; auth: string } } | null;
  asked: boolean;
  quiet: boolean;
  message: PushMessage;
}

/** The claimed deliveries with their notification, device, the member's wishes and a letter's words, worded. */
async function prepare(db: Db, claimed: z.infer<typeof ZClaimed>['rows'], now: number): Promise<Prepared[]> {
  const rows = await deliveriesWithTheirNews(db, claimed.map((row) => row.id));
  const words = await letterWordsOf(db, rows.map((row) => row.notification));
  const attemptsOf = new Map(claimed.map((row) => [row.id, row.attempts]));
  return rows.map((row) => preparedOf(row, row.notification.letterId === null ? undefined : words.get(row.notification.letterId), attemptsOf.get(row.delivery.id) ?? row.delivery.attempts, now));
}

type PreparedRow = Awaited<ReturnType<typeof deliveriesWithTheirNews>>[number];

function deliveriesWithTheirNews(db: Db, ids: readonly number[]) {
  return db
    .select({ delivery: pushDeliveries, notification: memberNotifications, subscription: pushSubscriptions, preferences: pushPreferences })
    .from(pushDeliveries)
    .innerJoin(memberNotifications, eq(memberNotifications.id, pushDeliveries.notificationId))
    .leftJoin(pushSubscriptions, eq(pushSubscriptions.id, pushDeliveries.subscriptionId))
    .leftJoin(pushPreferences, eq(pushPreferences.memberId, pushDeliveries.memberId))
    .where(inArray(pushDeliveries.id, [...ids]));
}

function quietHoursOf(preferences: PushPreferencesRow | null): TQuietHours | null {
  if (preferences?.quietFrom == null || preferences.quietTo == null || preferences.quietTimeZone == null) return null;
  return { from: preferences.quietFrom, to: preferences.quietTo, timeZone: preferences.quietTimeZone };
}

function preparedOf({ delivery, notification, subscription, preferences }: PreparedRow, letter: LetterWords | undefined, attempts: number, now: number): Prepared {
  const language = subscription?.language ?? 'en-US';
  const quietHours = quietHoursOf(preferences);
  return {
    id: delivery.id,
    attempts,
    kind: notification.kind,
    createdAt: notification.createdAt.getTime(),
    device: subscription ? { id: subscription.id, endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } } : null,
    asked: preferences?.kinds.includes(notification.kind) ?? false,
    quiet: quietHours !== null && isQuietAt(new Date(now), quietHours),
    message: {
      id: notification.id,
      kind: notification.kind,
      ...wordsOf(notification, letter, language, { amounts: preferences?.showAmounts ?? false }),
      link: linkOf(notification),
      tag: pushTagOf(notification.id),
    },
  };
}

/** Sends one prepared delivery, or says why not. */
async function deliver(sender: PushSender, item: Prepared, now: number): Promise<Outcome> {
  if (item.device === null) return { status: 'gone', error: 'the device was removed' };
  if (!item.asked) return { status: 'skipped' };
  if (item.quiet) return { status: 'quiet' };
  const { ttlSeconds, urgency } = PUSH_DELIVERY[item.kind];
  const expiresAt = item.createdAt + ttlSeconds * 1000;
  if (now >= expiresAt) return { status: 'expired' };
  const request = webPush.generateRequestDetails({ endpoint: item.device.endpoint, keys: item.device.keys }, JSON.stringify(item.message), {
    vapidDetails: { subject: sender.subject, publicKey: sender.vapidKeys.publicKey, privateKey: sender.vapidKeys.privateKey },
    // What is left of its life: a push retried an hour late does not live an hour longer.
    TTL: Math.max(1, Math.floor((expiresAt - now) / 1000)),
    urgency,
    // A push the service still holds for the device is replaced by its own resend, not doubled.
    topic: `n${item.message.id}`,
    contentEncoding: 'aes128gcm',
  });
  try {
    const answer = await (sender.post ?? postWithTimeout)(request.endpoint, { method: request.method, headers: { ...request.headers }, body: request.body });
    return outcomeOf(answer.status, item.attempts, now, expiresAt);
  } catch (error) {
    return retryOrExpire(networkErrorOf(error), item.attempts, now, expiresAt);
  }
}

/** Writes what became of one delivery: only if this sender still holds it (its claim's attempt). */
async function record(db: Db, item: Prepared, outcome: Outcome, now: number): Promise<void> {
  const at = new Date(now);
  const held = and(eq(pushDeliveries.id, item.id), eq(pushDeliveries.status, 'pending'), eq(pushDeliveries.attempts, item.attempts));
  if (outcome.status === 'pending') {
    await db.update(pushDeliveries).set({ nextAttemptAt: new Date(outcome.retryAt), lastError: outcome.error }).where(held);
    return;
  }
  await db.transaction(async (tx) => {
    await tx
      .update(pushDeliveries)
      .set({ status: outcome.status, doneAt: at, ...(outcome.error === undefined ? {} : { lastError: outcome.error }) })
      .where(held);
    if (item.device === null) return;
    if (outcome.status === 'sent') await tx.update(pushSubscriptions).set({ lastSentAt: at }).where(eq(pushSubscriptions.id, item.device.id));
    // The push service no longer knows the device: nothing more is sent to it (its rows stay, deviceless).
    if (outcome.status === 'gone') await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.id, item.device.id));
  });
}

/**
 * Sends the pushes due now: claims up to `limit`, posts them in parallel, records each outcome.
 * Answers how many it claimed (the job looks again at once when it was a full batch).
 */
export async function sendDuePushes(sender: PushSender, now: number, limit = 100): Promise<number> {
  const claimed = await claimDue(sender.db, now, limit);
  if (claimed.length === 0) return 0;
  const prepared = await prepare(sender.db, claimed, now);
  await Promise.all(
    prepared.map(async (item) => {
      await record(sender.db, item, await deliver(sender, item, now), now);
    }),
  );
  return claimed.length;
}
