import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/types.js';
import { operators } from '../db/schema/index.js';
import { hashPassword, type ScryptCost } from '../security/passwords.js';
import type { OperatorRole } from '../operator/operator-roles.js';
import { ZOperatorRole } from '../operator/operator-roles.js';

/** Operator accounts as the console's sign-in and the operator commands read and change them. */

export type OperatorRow = typeof operators.$inferSelect;

export interface OperatorAccount extends Omit<OperatorRow, 'role'> {
  role: OperatorRole;
}

/** A row whose role is not one we know (written by hand) signs in as nobody. */
function account(row: OperatorRow | undefined): OperatorAccount | null {
  if (!row) return null;
  const role = ZOperatorRole.safeParse(row.role);
  return role.success ? { ...row, role: role.data } : null;
}

export async function findOperator(db: DbOrTx, username: string): Promise<OperatorAccount | null> {
  const [row] = await db
    .select()
    .from(operators)
    .where(sql`lower(${operators.username}) = lower(${username})`)
    .limit(1);
  return account(row);
}

export async function findOperatorById(db: DbOrTx, id: number): Promise<OperatorAccount | null> {
  const [row] = await db.select().from(operators).where(eq(operators.id, id)).limit(1);
  return account(row);
}

/** 16 characters from 12 random bytes: typed once, at the first sign-in, then replaced. */
export function newOneTimePassword(): string {
  return randomBytes(12).toString('base64url');
}

/**
 * A new operator with a one-time password: the first sign-in must choose a new one and enrol an
 * authenticator. null when the name is taken (whatever its case).
 */
export async function createOperator(db: DbOrTx, input: { username: string; role: OperatorRole; password: string; cost: ScryptCost }): Promise<OperatorAccount | null> {
  const passwordHash = await hashPassword(input.password, input.cost, 'trusted');
  const [row] = await db
    .insert(operators)
    .values({ username: input.username, role: input.role, passwordHash, mustChangePassword: true })
    .onConflictDoNothing()
    .returning();
  return account(row);
}

export async function updateOperator(db: DbOrTx, id: number, changes: Partial<Omit<typeof operators.$inferInsert, 'id'>>): Promise<void> {
  await db.update(operators).set(changes).where(eq(operators.id, id));
}

/** Where an operator is in the first sign-in: a new password to choose, an authenticator to enrol, or ready to work. */
export type ConsoleStage = 'password' | 'totp' | 'ready';

export function stageOf(operator: OperatorAccount): ConsoleStage {
  if (operator.mustChangePassword) return 'password';
  return operator.totpSecret === null ? 'totp' : 'ready';
}
