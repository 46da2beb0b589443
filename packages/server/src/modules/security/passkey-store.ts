import { and, asc, count, eq } from 'drizzle-orm';
import type { TPasskey } from '@meridian/protocol';
import { passkeys } from '../../db/schema/index.js';
import type { DbOrTx } from '../../db/types.js';

/**
 * A member's passkeys as stored. Every reader and writer here filters by the member, so nobody
 * reads or changes another member's passkey: theirs is "not found".
 */
export type PasskeyRow = typeof passkeys.$inferSelect;

const ownPasskey = (memberId: number, id: number) => and(eq(passkeys.memberId, memberId), eq(passkeys.id, id));

export function passkeyView(row: PasskeyRow): TPasskey {
  return { id: row.id, name: row.name, createdAt: row.createdAt.getTime(), lastUsedAt: row.lastUsedAt?.getTime() ?? null };
}

export async function readPasskeys(db: DbOrTx, memberId: number): Promise<PasskeyRow[]> {
  return db.select().from(passkeys).where(eq(passkeys.memberId, memberId)).orderBy(asc(passkeys.id));
}

export async function countPasskeys(db: DbOrTx, memberId: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(passkeys).where(eq(passkeys.memberId, memberId));
  return row?.total ?? 0;
}

export async function findPasskeyByCredentialId(db: DbOrTx, credentialId: string): Promise<PasskeyRow | null> {
  const [row] = await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId)).limit(1);
  return row ?? null;
}

/** Renames the member's own passkey; null when it is not theirs (or does not exist). */
export async function renameOwnPasskey(db: DbOrTx, memberId: number, id: number, name: string): Promise<PasskeyRow | null> {
  const [row] = await db.update(passkeys).set({ name }).where(ownPasskey(memberId, id)).returning();
  return row ?? null;
}

/** Removes the member's own passkey; null when it is not theirs (or does not exist). */
export async function removeOwnPasskey(db: DbOrTx, memberId: number, id: number): Promise<PasskeyRow | null> {
  const [row] = await db.delete(passkeys).where(ownPasskey(memberId, id)).returning();
  return row ?? null;
}
