import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { settings } from '../db/schema/index.js';
import type { DbOrTx } from '../db/types.js';

/**
 * Small records the server keeps for itself (the last ledger check, who owns the price feed) in
 * the settings key/value table rather than tables of their own: each is one row that is
 * overwritten, and a schema change for it would be a migration for nothing. Their keys are not in
 * SETTING_SCHEMAS, so no operator command (settings-get, settings-set) can read or forge them.
 */
export interface ServerRecord<T> {
  key: `server.${string}`;
  schema: z.ZodType<T>;
}

export async function writeServerRecord<T>(db: DbOrTx, record: ServerRecord<T>, value: T): Promise<void> {
  const checked = record.schema.parse(value);
  await db
    .insert(settings)
    .values({ key: record.key, value: checked })
    .onConflictDoUpdate({ target: settings.key, set: { value: checked, updatedAt: sql`now()` } });
}

/** The record, or null when there is none yet (or one an older version wrote in another shape). */
export async function readServerRecord<T>(db: DbOrTx, record: ServerRecord<T>): Promise<T | null> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, record.key));
  if (!row) return null;
  const parsed = record.schema.safeParse(row.value);
  return parsed.success ? parsed.data : null;
}
