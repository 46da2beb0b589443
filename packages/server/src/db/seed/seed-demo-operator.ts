import type { Db } from '../types.js';
import { operators } from '../schema/index.js';
import { hashPassword, type ScryptCost } from '../../security/passwords.js';

/**
 * The embedded demo's console owner. Like the demo member, a login anyone trying Meridian can use
 * at once; unlike a real operator's, its password is printed at every start, so its first sign-in
 * must replace it and enrol an authenticator like any other. Never seeded on PostgreSQL: there the
 * first owner is made with `npm run operator -- operator-add NAME --role owner`.
 */
export const DEMO_OPERATOR = { username: 'admin', password: 'meridian-demo' } as const;

/** Adds the demo owner when there is no operator yet. */
export async function seedDemoOperator(db: Db, passwordCost: ScryptCost): Promise<boolean> {
  const [any] = await db.select({ id: operators.id }).from(operators).limit(1);
  if (any) return false;
  const passwordHash = await hashPassword(DEMO_OPERATOR.password, passwordCost, 'trusted');
  await db.insert(operators).values({ username: DEMO_OPERATOR.username, passwordHash, role: 'owner', mustChangePassword: true }).onConflictDoNothing();
  return true;
}
