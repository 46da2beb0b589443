import type { Tx } from '../db/types.js';
import { said } from '../i18n/console/console-translate.js';
import type { PlainOutcome } from '../operator/command-types.js';
import { hashPassword, type ScryptCost } from '../security/passwords.js';
import { closeOperatorSessions } from './console-sessions.js';
import { findOperator, newOneTimePassword, updateOperator, type OperatorAccount } from './operator-accounts.js';

/**
 * An owner putting another operator back to a step of the first sign-in: a new one-time password
 * (the next sign-in must choose a new one) or no authenticator (the next sign-in enrols one). Both
 * end every session of that operator at once, so whoever held the old password or phone is out.
 * Neither changes a role or disables anyone: the last-enabled-owner rule (operator-set) stands.
 */

/**
 * The operator a reset is for, or the refusal: none of that name (404), or the one giving the
 * command (422). Nobody resets their own: an operator changes their own password knowing the
 * current one, and a reset always involves a second person (an owner, or the machine's CLI).
 */
export async function resetTarget(tx: Tx, username: string, actor: string): Promise<OperatorAccount | PlainOutcome> {
  const operator = await findOperator(tx, username);
  if (operator === null) return { ok: false, status: 404, ...said('operators.noSuch', { username }) };
  if (actor.toLowerCase() === `console:${operator.username.toLowerCase()}`) return { ok: false, ...said('operators.ownReset') };
  return operator;
}

export const isRefusal = (target: OperatorAccount | PlainOutcome): target is PlainOutcome => 'ok' in target;

/** A new one-time password (answered once, never stored but as its hash); the authenticator stays. */
export async function resetOperatorPassword(tx: Tx, operator: OperatorAccount, cost: ScryptCost, nowMs: number): Promise<string> {
  const password = newOneTimePassword();
  const passwordHash = await hashPassword(password, cost, 'trusted');
  await updateOperator(tx, operator.id, { passwordHash, mustChangePassword: true });
  await closeOperatorSessions(tx, operator.id, nowMs);
  return password;
}

/** No authenticator and no recovery codes: the next sign-in (password only) enrols a new one. */
export async function resetOperatorAuthenticator(tx: Tx, operator: OperatorAccount, nowMs: number): Promise<void> {
  await updateOperator(tx, operator.id, { totpSecret: null, pendingTotpSecret: null, totpLastStep: null, recoveryCodeHashes: [] });
  await closeOperatorSessions(tx, operator.id, nowMs);
}
