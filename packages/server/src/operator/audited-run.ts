import { userInfo } from 'node:os';
import type { DbOrTx, Tx } from '../db/types.js';
import { CODE } from '@meridian/protocol';
import { AppError } from '../http/app-error.js';
import { translate } from '../i18n/translate.js';
import { AUDIT_OK, HELD_OUTCOME, refusedOutcome, writeAudit, type AuditRecord } from './audit-log.js';
import type { CommandOutcome } from './command-types.js';

/** `cli:<the OS user running the CLI>`: who typed the command, as far as this machine knows. */
export function cliActor(): string {
  try {
    return `cli:${userInfo().username}`;
  } catch {
    // A container user without a passwd entry has no name to give.
    return 'cli:unknown';
  }
}

/**
 * The command's own parameters (its name is the action, so it is left out). An image is logged
 * as its size: the picture itself is kept in the uploads folder, not in every audit row.
 */
function parametersOf(command: { name: string }): Record<string, unknown> {
  const { name: _name, ...parameters } = command;
  if (!('image' in parameters) || typeof parameters.image !== 'string') return parameters;
  const { image, ...rest } = parameters;
  return { ...rest, imageBytes: Buffer.byteLength(image.slice(image.indexOf(',') + 1), 'base64') };
}

/** The audit row of a command, before its outcome is known; `target` is what it acts on (its definition says). */
export function auditRecordOf(command: { name: string }, target: string, actor: string, origin?: { ip: string; userAgent: string }): Omit<AuditRecord, 'outcome'> {
  return { actor, action: command.name, target, detail: parametersOf(command), ...(origin === undefined ? {} : { ip: origin.ip, userAgent: origin.userAgent.slice(0, 300) }) };
}

/** A refusal thrown by the money code as the command's answer, or null when the error is a bug. */
function refusalOf(error: unknown): CommandOutcome | null {
  if (!(error instanceof AppError)) return null;
  // The key goes along: the admin API says it in the operator's language (the members' catalogs have it).
  const refused = { ok: false, text: translate('en-US', error.messageKey, error.params), say: { key: error.messageKey, params: error.params } };
  // An order someone else has already handled is a conflict, not a bad request: two operators
  // clicking "pay" at once see one success and one 409.
  if (error.code === CODE.ORDER_STATE) return { ...refused, status: 409 };
  if (error.code === CODE.NOT_FOUND) return { ...refused, status: 404 };
  return refused;
}

/**
 * Runs `run` in a transaction that also writes its audit row. A refusal the command answers
 * (ok: false) is logged in that transaction; one it throws (an AppError) rolls the effect back and
 * is logged on its own; an unexpected error is logged as `failed` and thrown on. `keepsResult`:
 * the answer's data (what was changed) is logged too.
 */
export async function runAudited(
  db: DbOrTx,
  record: Omit<AuditRecord, 'outcome'>,
  keepsResult: boolean,
  run: (tx: Tx) => Promise<CommandOutcome>,
): Promise<CommandOutcome> {
  try {
    return await db.transaction(async (tx) => {
      const outcome = await run(tx);
      const kept = outcome.ok && keepsResult && outcome.data !== undefined ? { result: outcome.data } : {};
      const logged = outcome.ok ? (outcome.status === 202 ? HELD_OUTCOME : AUDIT_OK) : refusedOutcome(outcome.text);
      await writeAudit(tx, { ...record, detail: { ...record.detail, ...kept }, outcome: logged });
      return outcome;
    });
  } catch (error) {
    const refusal = refusalOf(error);
    if (refusal === null) {
      // The error matters more than its log line: a database too broken to log it still reports it.
      await writeAudit(db, { ...record, outcome: `failed: ${error instanceof Error ? error.message : String(error)}` }).catch(() => undefined);
      throw error;
    }
    await writeAudit(db, { ...record, outcome: refusedOutcome(refusal.text) });
    return refusal;
  }
}
