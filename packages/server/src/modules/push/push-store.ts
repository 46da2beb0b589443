import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import { PUSH_DEVICES_MAX, type AppLanguage, type TPushDevice, type TPushSettings } from '@meridian/protocol';
import { pushPreferences, pushSubscriptions } from '../../db/schema/index.js';
import type { Db, DbOrTx } from '../../db/types.js';
import { advisoryLock } from '../../money/run-once.js';

const PUSH_LOCK_NAMESPACE = 0x50_55_53_48; // 'PUSH'

/** What a member who never chose gets: nothing is pushed, amounts are hidden. */
const NOTHING_ASKED: TPushSettings = { kinds: [], quietHours: null, showAmounts: false };

export async function readPushSettings(db: DbOrTx, memberId: number): Promise<TPushSettings> {
  const [row] = await db.select().from(pushPreferences).where(eq(pushPreferences.memberId, memberId));
  if (!row) return NOTHING_ASKED;
  const quietHours = row.quietFrom !== null && row.quietTo !== null && row.quietTimeZone !== null ? { from: row.quietFrom, to: row.quietTo, timeZone: row.quietTimeZone } : null;
  return { kinds: row.kinds, quietHours, showAmounts: row.showAmounts };
}

export async function writePushSettings(db: DbOrTx, memberId: number, settings: TPushSettings, at: Date): Promise<void> {
  const values = {
    kinds: [...new Set(settings.kinds)],
    quietFrom: settings.quietHours?.from ?? null,
    quietTo: settings.quietHours?.to ?? null,
    quietTimeZone: settings.quietHours?.timeZone ?? null,
    showAmounts: settings.showAmounts,
    updatedAt: at,
  };
  await db.insert(pushPreferences).values({ memberId, ...values }).onConflictDoUpdate({ target: pushPreferences.memberId, set: values });
}

export async function listPushDevices(db: DbOrTx, memberId: number): Promise<(Omit<TPushDevice, 'current'> & { endpoint: string })[]> {
  const rows = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.memberId, memberId)).orderBy(asc(pushSubscriptions.id));
  return rows.map((row) => ({ id: row.id, label: row.label, createdAt: row.createdAt.getTime(), lastSentAt: row.lastSentAt?.getTime() ?? null, endpoint: row.endpoint }));
}

export interface NewSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  label: string;
  language: AppLanguage;
}

/**
 * Registers a device for the member: the same endpoint again is updated (new keys, language,
 * label) and becomes this member's if another's had it. Past PUSH_DEVICES_MAX the member's
 * oldest devices go, so a member changing phones is never stuck.
 */
export async function savePushSubscription(db: Db, memberId: number, subscription: NewSubscription, at: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const values = { memberId, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth, label: subscription.label, language: subscription.language };
    const [saved] = await tx
      .insert(pushSubscriptions)
      .values({ endpoint: subscription.endpoint, createdAt: at, ...values })
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values })
      .returning({ id: pushSubscriptions.id });
    if (!saved) return;
    // One member's devices are trimmed one subscribe at a time, so two at once cannot both keep too many.
    await tx.execute(sql`select ${advisoryLock({ namespace: PUSH_LOCK_NAMESPACE, key: memberId })}`);
    const keep = await tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.memberId, memberId))
      .orderBy(sql`${pushSubscriptions.id} = ${saved.id} desc`, sql`${pushSubscriptions.id} desc`)
      .limit(PUSH_DEVICES_MAX);
    await tx.delete(pushSubscriptions).where(and(eq(pushSubscriptions.memberId, memberId), notInArray(pushSubscriptions.id, keep.map((row) => row.id))));
  });
}

/** Removes one of the member's devices (by endpoint or id); answers whether one was theirs. */
export async function removePushSubscription(db: DbOrTx, memberId: number, which: { endpoint: string } | { id: number }): Promise<boolean> {
  const match = 'endpoint' in which ? eq(pushSubscriptions.endpoint, which.endpoint) : eq(pushSubscriptions.id, which.id);
  const removed = await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.memberId, memberId), match)).returning({ id: pushSubscriptions.id });
  return removed.length > 0;
}
