import { z } from 'zod';
import type { DbOrTx } from '../db/types.js';
import { readServerRecord, writeServerRecord, type ServerRecord } from '../settings/server-record-store.js';
import { describeDiscrepancy, type LedgerDiscrepancy } from './check-ledger.js';

/**
 * The last ledger check, kept so the dashboard shows it after a restart and in every process.
 * Written by the ledger-check command in the transaction of its audit row. Not read from the
 * audit log: its outcome keeps a failure as one English sentence with only the first problem,
 * and refused attempts (a role that may not, a bad request) are rows of the same action.
 */
export const SHOWN_DISCREPANCIES = 5;

export const ZLastLedgerCheck = z.object({
  /** ISO time the check ran. */
  at: z.string(),
  /** The audit log's actor: `console:<operator>`, `api:<token>`, `cli:<user>`. */
  by: z.string(),
  ok: z.boolean(),
  /** How many problems it found (the check stops at 100 of each kind). */
  discrepancies: z.number().int().min(0),
  /** The first few, as the CLI words them. */
  first: z.array(z.string()).max(SHOWN_DISCREPANCIES),
});
export type LastLedgerCheck = z.infer<typeof ZLastLedgerCheck>;

const LAST_LEDGER_CHECK: ServerRecord<LastLedgerCheck> = { key: 'server.lastLedgerCheck', schema: ZLastLedgerCheck };

export function recordLedgerCheck(db: DbOrTx, found: readonly LedgerDiscrepancy[], by: string, at: Date): Promise<void> {
  return writeServerRecord(db, LAST_LEDGER_CHECK, {
    at: at.toISOString(),
    by,
    ok: found.length === 0,
    discrepancies: found.length,
    first: found.slice(0, SHOWN_DISCREPANCIES).map(describeDiscrepancy),
  });
}

export const readLastLedgerCheck = (db: DbOrTx): Promise<LastLedgerCheck | null> => readServerRecord(db, LAST_LEDGER_CHECK);
