import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/types.js';
import { memberDevices } from '../../db/schema/index.js';
import { deviceHash, type CallDevice } from '../../security/device-cookie.js';
import type { FailureCounter } from '../../security/failure-throttle.js';
import type { Limits } from '../../security/limits.js';

/** A browser the member signed in from before: its row's id keys its own counters. */
export interface KnownDevice {
  id: number;
}

/** The member's known device this browser is, or null (no cookie, or never signed in from it). */
export async function knownDeviceOf(db: DbOrTx, memberId: number, token: string | null): Promise<KnownDevice | null> {
  if (token === null) return null;
  const [row] = await db
    .select({ id: memberDevices.id })
    .from(memberDevices)
    .where(and(eq(memberDevices.memberId, memberId), eq(memberDevices.tokenHash, deviceHash(token))));
  return row ?? null;
}

/**
 * After a sign-in proved the member (password and second factor, or a passkey): this browser is
 * one of their known devices from now on, its cookie renewed for another 400 days.
 */
export async function rememberDevice(db: DbOrTx, memberId: number, device: CallDevice, seen: { ip: string; userAgent: string }): Promise<void> {
  const tokenHash = deviceHash(device.ensure());
  await db
    .insert(memberDevices)
    .values({ memberId, tokenHash, ip: seen.ip, userAgent: seen.userAgent.slice(0, 300) })
    .onConflictDoUpdate({
      target: [memberDevices.memberId, memberDevices.tokenHash],
      set: { lastSeenAt: sql`now()`, ip: seen.ip, userAgent: seen.userAgent.slice(0, 300) },
    });
}

/** The counter of a known device's failures: its own, so they lock no one else and nobody else's lock it. */
export function deviceFailureCounter(limits: Limits, device: KnownDevice): FailureCounter {
  return { rule: limits.loginFailuresPerDevice, subject: `member-device:${device.id}` };
}
