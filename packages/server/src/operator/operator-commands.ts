import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { TMaintainConfig } from '@meridian/protocol';
import type { InvalidationTarget } from '../db/invalidation-bus.js';
import type { DbOrTx } from '../db/types.js';
import { outbox } from '../db/schema/index.js';
import { checkLedger, describeDiscrepancy } from '../ledger/check-ledger.js';
import { readSetting, writeSetting } from '../settings/settings-store.js';
import { DEFAULT_SETTINGS } from '../settings/default-settings.js';
import { kickMember } from './kick-member.js';
import { sendPopup } from './send-popup.js';

/**
 * What an operator can do from the command line. Each command works on a database and answers
 * text to print and whether it went well; the CLI runs it either on the database directly or,
 * when a server owns an embedded database, through that server (see operator-channel.ts).
 */
export type CommandOutcome = z.infer<typeof ZCommandOutcome>;

export const ZOperatorCommand = z.discriminatedUnion('name', [
  z.object({ name: z.literal('outbox'), to: z.string().optional(), limit: z.number().int().min(1).max(500) }),
  z.object({ name: z.literal('maintenance'), on: z.boolean(), message: z.string().max(500) }),
  z.object({ name: z.literal('ledger-check') }),
  z.object({
    name: z.literal('popup'),
    title: z.string().trim().min(1).max(200),
    content: z.string().trim().min(1).max(20_000),
    member: z.string().trim().min(1).max(100).optional(),
  }),
  z.object({ name: z.literal('kick'), username: z.string().trim().min(1).max(100) }),
]);
export type OperatorCommand = z.infer<typeof ZOperatorCommand>;

export const ZCommandOutcome = z.object({ ok: z.boolean(), text: z.string() });

export async function listOutbox(db: DbOrTx, to: string | undefined, limit: number): Promise<CommandOutcome> {
  const rows = await db
    .select()
    .from(outbox)
    .where(to === undefined ? undefined : eq(outbox.recipient, to))
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(limit);
  if (rows.length === 0) return { ok: true, text: to ? `No messages to ${to}.` : 'The outbox is empty.' };
  const lines = rows.map((row) => {
    const status = row.sentAt ? 'sent' : row.error ? `failed: ${row.error}` : 'kept in outbox';
    return `${row.createdAt.toISOString()}  ${row.channel.padEnd(5)} ${row.recipient}  code ${row.code}  (${row.purpose}, ${status})`;
  });
  return { ok: true, text: lines.join('\n') };
}

export async function setMaintenance(db: DbOrTx, on: boolean, message: string): Promise<CommandOutcome> {
  const read = await readSetting(db, 'maintenance');
  const current: TMaintainConfig = typeof read === 'object' ? read.value : DEFAULT_SETTINGS.maintenance;
  await writeSetting(db, 'maintenance', { ...current, maintainStatus: on, message: on ? message : '', until: on ? current.until : null });
  return { ok: true, text: on ? `Maintenance is on${message ? `: ${message}` : ''}.` : 'Maintenance is off.' };
}

export async function runLedgerCheck(db: DbOrTx): Promise<CommandOutcome> {
  const discrepancies = await checkLedger(db);
  const [first] = discrepancies;
  if (!first) return { ok: true, text: 'Ledger OK: every entry balances and every balance equals the sum of its postings.' };
  return {
    ok: false,
    text: `Ledger check FAILED (${discrepancies.length} problem${discrepancies.length === 1 ? '' : 's'}); first: ${describeDiscrepancy(first)}`,
  };
}

/** What the process running a command has besides the database. */
export interface CommandContext {
  /** The running server's caches, which forget ended sessions at once (the CLI has none). */
  caches?: InvalidationTarget;
}

export function runCommand(db: DbOrTx, command: OperatorCommand, context: CommandContext = {}): Promise<CommandOutcome> {
  switch (command.name) {
    case 'outbox':
      return listOutbox(db, command.to, command.limit);
    case 'maintenance':
      return setMaintenance(db, command.on, command.message);
    case 'ledger-check':
      return runLedgerCheck(db);
    case 'popup':
      return sendPopup(db, command);
    case 'kick':
      return kickMember(db, command.username, context.caches);
  }
}
