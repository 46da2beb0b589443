import { count } from 'drizzle-orm';
import type { DbOrTx } from '../types.js';
import { activities, explains, letters } from '../schema/index.js';
import { demoActivities } from './demo-activities.js';
import { demoLetters } from './demo-letters.js';
import { SEED_HELP_ARTICLES } from './help-articles.js';

/**
 * Help articles, activities and broadcast letters for a fresh installation. Each kind is written
 * only when there is none yet, so running it again changes nothing.
 */
export async function seedCommunity(tx: DbOrTx, nowMs: number = Date.now()): Promise<void> {
  await tx.insert(explains).values([...SEED_HELP_ARTICLES]).onConflictDoNothing();
  const [activityCount] = await tx.select({ total: count() }).from(activities);
  const [letterCount] = await tx.select({ total: count() }).from(letters);
  if ((activityCount?.total ?? 0) === 0) await tx.insert(activities).values(demoActivities(nowMs));
  if ((letterCount?.total ?? 0) === 0) await tx.insert(letters).values(demoLetters(nowMs));
}
