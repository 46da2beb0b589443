import type { DbOrTx } from '../db/types.js';
import { operatorAudit } from '../db/schema/index.js';

/** What the audit log keeps of one operator action. */
export interface AuditRecord {
  /** `cli:<os user>` or `api:<token name>`. */
  actor: string;
  /** The command's name: `adjust`, `recharge-approve`, … */
  action: string;
  /** What it acted on: `member:<username>`, `recharge:<order no>`, …; empty when nothing in particular. */
  target: string;
  detail: Record<string, unknown>;
  /** `ok`, `held for approval`, `refused: <why>` or `failed: <error>`. */
  outcome: string;
  /** Where an HTTP request came from; absent (empty) for the CLI. */
  ip?: string;
  userAgent?: string;
}

export const AUDIT_OK = 'ok';
/** Kept for a second operator (four eyes): nothing happened yet. */
export const HELD_OUTCOME = 'held for approval';

export function refusedOutcome(text: string): string {
  return `refused: ${text}`;
}

/**
 * What PostgreSQL can store of a value: text and jsonb cannot hold U+0000, nor jsonb half of a
 * surrogate pair, so the log keeps a visible ␀ (or �) instead. A request refused for holding one
 * still leaves its row, and the row still shows where it was.
 */
const storableText = (text: string) => text.replaceAll('\u0000', '\u2400').replace(/\p{Cs}/gu, '\uFFFD');

function storable(value: unknown): unknown {
  if (typeof value === 'string') return storableText(value);
  if (Array.isArray(value)) return value.map(storable);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [storableText(key), storable(item)]));
}

export async function writeAudit(db: DbOrTx, record: AuditRecord): Promise<number> {
  const [row] = await db
    .insert(operatorAudit)
    // The same shape, its texts made storable.
    .values(storable(record) as AuditRecord)
    .returning({ id: operatorAudit.id });
  if (!row) throw new Error('operator_audit insert returned nothing');
  return row.id;
}

export interface AuditEntry extends AuditRecord {
  id: number;
  createdAt: Date;
}

export function auditEntryOf(row: typeof operatorAudit.$inferSelect): AuditEntry {
  return {
    id: row.id,
    actor: row.actor,
    action: row.action,
    target: row.target,
    detail: typeof row.detail === 'object' && row.detail !== null && !Array.isArray(row.detail) ? (row.detail as Record<string, unknown>) : {},
    outcome: row.outcome,
    ip: row.ip,
    userAgent: row.userAgent,
    createdAt: row.createdAt,
  };
}
