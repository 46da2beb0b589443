import { userInfo } from 'node:os';
import type { DbOrTx, Tx } from '../db/types.js';
import { AppError } from '../http/app-error.js';
import { translate } from '../i18n/translate.js';
import { AUDIT_OK, readAudit, refusedOutcome, writeAudit, type AuditRecord } from './audit-log.js';
import type { CommandOutcome, OperatorCommand } from './operator-commands.js';

/** `cli:<the OS user running the CLI>`: who typed the command, as far as this machine knows. */
export function cliActor(): string {
  try {
    return `cli:${userInfo().username}`;
  } catch {
    // A container user without a passwd entry has no name to give.
    return 'cli:unknown';
  }
}

/** What the audit log says a command acted on. */
function targetOf(command: OperatorCommand): string {
  switch (command.name) {
    case 'adjust':
    case 'kick':
      return `member:${command.username}`;
    case 'popup':
      return command.member === undefined ? 'everyone' : `member:${command.member}`;
    case 'recharge-approve':
    case 'recharge-reject':
      return `recharge:${command.orderNo}`;
    case 'withdrawal-pay':
    case 'withdrawal-reject':
      return `withdrawal:${command.orderNo}`;
    case 'outbox':
      return command.to ?? '';
    case 'settings-get':
    case 'settings-set':
      return `setting:${command.key}`;
    case 'contract-option-set':
    case 'contract-option-remove':
      return `setting:contract:${command.seconds}s`;
    case 'interest-terms':
      return 'setting:interest';
    case 'mining-product-set':
      return `mining-product:${command.id}`;
    case 'goods-set':
      return `goods:${command.id}`;
    case 'notice-set':
    case 'notice-remove':
      return `notice:${command.id}`;
    case 'channel-name':
      return `setting:recharge+withdraw:${command.code}`;
    case 'support-hours':
    case 'support-label':
      return 'setting:customerService';
    case 'letter-send':
      return command.member === undefined ? 'everyone' : `member:${command.member}`;
    case 'help-set':
    case 'help-remove':
      return `help:${command.code}`;
    case 'activity-set':
      return `activity:${command.id}`;
    case 'banner-set':
      return `banner:${command.id}`;
    case 'maintenance':
    case 'ledger-check':
    case 'pending':
    case 'audit':
    case 'contract-options':
    case 'mining-products':
    case 'mining-product-add':
    case 'goods':
    case 'goods-add':
    case 'notices':
    case 'notice-add':
    case 'help':
    case 'activities':
    case 'activity-add':
    case 'banners':
    case 'banner-add':
      // Nothing in particular, or a record that has no id until it is made (the result names it).
      return '';
  }
}

/**
 * The command's own parameters (its name is the action, so it is left out). An image is logged
 * as its size: the picture itself is kept in the uploads folder, not in every audit row.
 */
function parametersOf(command: OperatorCommand): Record<string, unknown> {
  const { name: _name, ...parameters } = command;
  if (!('image' in parameters) || typeof parameters.image !== 'string') return parameters;
  const { image, ...rest } = parameters;
  return { ...rest, imageBytes: Buffer.byteLength(image.slice(image.indexOf(',') + 1), 'base64') };
}

export function auditRecordOf(command: OperatorCommand, actor: string): Omit<AuditRecord, 'outcome'> {
  return { actor, action: command.name, target: targetOf(command), detail: parametersOf(command) };
}

/** Commands whose answer is worth keeping in the log (what they changed), not only what was asked. */
const KEEPS_RESULT = new Set([
  'adjust',
  'recharge-approve',
  'recharge-reject',
  'withdrawal-pay',
  'withdrawal-reject',
  'settings-set',
  'contract-option-set',
  'contract-option-remove',
  'interest-terms',
  'mining-product-add',
  'mining-product-set',
  'goods-add',
  'goods-set',
  'notice-add',
  'notice-remove',
  'letter-send',
  'help-set',
  'help-remove',
  'activity-add',
  'activity-set',
  'banner-add',
  'banner-set',
]);

/** An English sentence for a refusal thrown by the money code, or null when the error is a bug. */
function refusalText(error: unknown): string | null {
  return error instanceof AppError ? translate('en-US', error.messageKey, error.params) : null;
}

/**
 * Runs `run` in a transaction that also writes its audit row. A refusal the command answers
 * (ok: false) is logged in that transaction; one it throws (an AppError) rolls the effect back and
 * is logged on its own; an unexpected error is logged as `failed` and thrown on.
 */
export async function runAudited(
  db: DbOrTx,
  record: Omit<AuditRecord, 'outcome'>,
  run: (tx: Tx) => Promise<CommandOutcome>,
): Promise<CommandOutcome> {
  try {
    return await db.transaction(async (tx) => {
      const outcome = await run(tx);
      const kept = outcome.ok && KEEPS_RESULT.has(record.action) && outcome.data !== undefined ? { result: outcome.data } : {};
      await writeAudit(tx, { ...record, detail: { ...record.detail, ...kept }, outcome: outcome.ok ? AUDIT_OK : refusedOutcome(outcome.text) });
      return outcome;
    });
  } catch (error) {
    const refusal = refusalText(error);
    if (refusal === null) {
      // The error matters more than its log line: a database too broken to log it still reports it.
      await writeAudit(db, { ...record, outcome: `failed: ${error instanceof Error ? error.message : String(error)}` }).catch(() => undefined);
      throw error;
    }
    await writeAudit(db, { ...record, outcome: refusedOutcome(refusal) });
    return { ok: false, text: refusal };
  }
}

/** `audit [--limit n]`: the newest operator actions, newest first. */
export async function showAudit(db: DbOrTx, limit: number): Promise<CommandOutcome> {
  const entries = await readAudit(db, limit);
  const data = { entries: entries.map((entry) => ({ ...entry, createdAt: entry.createdAt.toISOString() })) };
  if (entries.length === 0) return { ok: true, text: 'The audit log is empty.', data };
  const lines = data.entries.map((entry) => {
    const target = entry.target === '' ? '' : ` ${entry.target}`;
    return `#${entry.id}  ${entry.createdAt}  ${entry.actor}  ${entry.action}${target}  ${JSON.stringify(entry.detail)}  → ${entry.outcome}`;
  });
  return { ok: true, text: lines.join('\n'), data };
}
