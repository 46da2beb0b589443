import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { TMaintainConfig } from '@meridian/protocol';
import type { InvalidationTarget } from '../db/invalidation-bus.js';
import type { DbOrTx, Tx } from '../db/types.js';
import { outbox } from '../db/schema/index.js';
import { checkLedger, describeDiscrepancy } from '../ledger/check-ledger.js';
import { readSetting, writeSetting } from '../settings/settings-store.js';
import { DEFAULT_SETTINGS } from '../settings/default-settings.js';
import type { SettingKey } from '../settings/setting-schemas.js';
import { ZActivityCommands, runActivityCommand } from './activity-commands.js';
import { adjustBalance } from './adjust-balance.js';
import { ZBannerCommands, runBannerCommand } from './banner-commands.js';
import { ZGoodsCommands, runGoodsCommand } from './goods-commands.js';
import { ZHelpCommands, runHelpCommand } from './help-commands.js';
import { ZMiningCommands, runMiningCommand } from './mining-commands.js';
import { ZNoticeLetterCommands, runNoticeLetterCommand } from './notice-letter-commands.js';
import { ZSettingsCommands, runSettingsCommand, settingsChangedBy } from './settings-commands.js';
import { ZLocalizedSettingCommands, runLocalizedSettingCommand } from './localized-setting-commands.js';
import { ZTextLanguage } from './command-fields.js';
import { auditRecordOf, cliActor, runAudited, showAudit } from './audited-run.js';
import { kickMember } from './kick-member.js';
import { decideOrder, listPending } from './review-commands.js';
import { sendPopup } from './send-popup.js';

/**
 * What an operator can do from the command line. Each command works on a database and answers
 * text to print and whether it went well; the CLI runs it either on the database directly or,
 * when a server owns an embedded database, through that server (see operator-channel.ts).
 */
export type CommandOutcome = z.infer<typeof ZCommandOutcome>;

const ZOrderNo = z.string().trim().min(1).max(64);
/** Why an operator decided: shown to the member (a rejection) or kept as the bill's memo (an adjustment). */
const ZReason = z.string().trim().min(1, 'a reason is required').max(500);

export const ZOperatorCommand = z.discriminatedUnion('name', [
  z.object({ name: z.literal('outbox'), to: z.string().optional(), limit: z.number().int().min(1).max(500) }),
  z.object({ name: z.literal('maintenance'), on: z.boolean(), message: z.string().max(500) }),
  z.object({ name: z.literal('ledger-check') }),
  z.object({
    name: z.literal('popup'),
    title: z.string().trim().min(1).max(200),
    content: z.string().trim().min(1).max(20_000),
    member: z.string().trim().min(1).max(100).optional(),
    language: ZTextLanguage,
  }),
  z.object({ name: z.literal('kick'), username: z.string().trim().min(1).max(100) }),
  z.object({ name: z.literal('pending'), limit: z.number().int().min(1).max(500) }),
  z.object({ name: z.literal('recharge-approve'), orderNo: ZOrderNo }),
  z.object({ name: z.literal('recharge-reject'), orderNo: ZOrderNo, reason: ZReason }),
  z.object({ name: z.literal('withdrawal-pay'), orderNo: ZOrderNo }),
  z.object({ name: z.literal('withdrawal-reject'), orderNo: ZOrderNo, reason: ZReason }),
  z.object({
    name: z.literal('adjust'),
    username: z.string().trim().min(1).max(100),
    amount: z.string().trim().regex(/^[+-]?\d{1,20}(\.\d{1,8})?$/, 'a signed amount such as 25.00 or -10'),
    reason: ZReason,
  }),
  z.object({ name: z.literal('audit'), limit: z.number().int().min(1).max(500) }),
  ...ZSettingsCommands,
  ...ZLocalizedSettingCommands,
  ...ZMiningCommands,
  ...ZGoodsCommands,
  ...ZNoticeLetterCommands,
  ...ZHelpCommands,
  ...ZActivityCommands,
  ...ZBannerCommands,
]);
export type OperatorCommand = z.infer<typeof ZOperatorCommand>;

/** `text` for a person; `data`, when there is something to read by program (the admin API answers it). */
export const ZCommandOutcome = z.object({ ok: z.boolean(), text: z.string(), data: z.unknown().optional() });

export async function listOutbox(db: DbOrTx, to: string | undefined, limit: number): Promise<CommandOutcome> {
  const rows = await db
    .select()
    .from(outbox)
    .where(to === undefined ? undefined : eq(outbox.recipient, to))
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(limit);
  if (rows.length === 0) return { ok: true, text: to ? `No messages to ${to}.` : 'The outbox is empty.', data: { messages: [] } };
  const messages = rows.map((row) => ({
    createdAt: row.createdAt.toISOString(),
    channel: row.channel,
    recipient: row.recipient,
    code: row.code,
    purpose: row.purpose,
    status: row.sentAt ? 'sent' : row.error ? `failed: ${row.error}` : 'kept in outbox',
  }));
  const lines = messages.map((m) => `${m.createdAt}  ${m.channel.padEnd(5)} ${m.recipient}  code ${m.code}  (${m.purpose}, ${m.status})`);
  return { ok: true, text: lines.join('\n'), data: { messages } };
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
  if (!first) return { ok: true, text: 'Ledger OK: every entry balances and every balance equals the sum of its postings.', data: { discrepancies } };
  return {
    ok: false,
    data: { discrepancies },
    text: `Ledger check FAILED (${discrepancies.length} problem${discrepancies.length === 1 ? '' : 's'}); first: ${describeDiscrepancy(first)}`,
  };
}

/** What the process running a command has besides the database. */
export interface CommandContext {
  /** The running server's caches, which forget ended sessions and balances at once (the CLI has none). */
  caches?: InvalidationTarget;
  /** Who gives the command, for the audit log: `cli:<os user>` (the default) or `api:<token name>`. */
  actor?: string;
  /** DATA_DIR: where images the operator publishes are kept (served under /uploads/). */
  dataDir?: string;
  /** The running server's settings, which forget a changed setting once the change is committed. */
  settings?: { forget(key: SettingKey): void };
}

function perform(tx: Tx, command: Exclude<OperatorCommand, { name: 'audit' }>, context: CommandContext & { actor: string }): Promise<CommandOutcome> {
  switch (command.name) {
    case 'outbox':
      return listOutbox(tx, command.to, command.limit);
    case 'maintenance':
      return setMaintenance(tx, command.on, command.message);
    case 'ledger-check':
      return runLedgerCheck(tx);
    case 'popup':
      return sendPopup(tx, command);
    case 'kick':
      return kickMember(tx, command.username, context.caches);
    case 'adjust':
      return adjustBalance(tx, command, context.caches);
    case 'pending':
      return listPending(tx, command.limit);
    case 'recharge-approve':
    case 'recharge-reject':
    case 'withdrawal-pay':
    case 'withdrawal-reject':
      return decideOrder(tx, command, context);
    case 'settings-get':
    case 'settings-set':
    case 'contract-options':
    case 'contract-option-set':
    case 'contract-option-remove':
    case 'interest-terms':
      return runSettingsCommand(tx, command);
    case 'channel-name':
    case 'support-hours':
    case 'support-label':
      return runLocalizedSettingCommand(tx, command);
    case 'mining-products':
    case 'mining-product-add':
    case 'mining-product-set':
      return runMiningCommand(tx, command);
    case 'goods':
    case 'goods-add':
    case 'goods-set':
      return runGoodsCommand(tx, command, context);
    case 'notices':
    case 'notice-add':
    case 'notice-set':
    case 'notice-remove':
    case 'letter-send':
      return runNoticeLetterCommand(tx, command);
    case 'help':
    case 'help-set':
    case 'help-remove':
      return runHelpCommand(tx, command);
    case 'activities':
    case 'activity-add':
    case 'activity-set':
      return runActivityCommand(tx, command, context);
    case 'banners':
    case 'banner-add':
    case 'banner-set':
      return runBannerCommand(tx, command, context);
  }
}

/**
 * Runs a command and writes what was done to the audit log: in the same transaction as the
 * command's effect, so neither is ever kept without the other; a refusal is logged too. Reading
 * the audit log is the one command that is not itself logged.
 */
export async function runCommand(db: DbOrTx, command: OperatorCommand, context: CommandContext = {}): Promise<CommandOutcome> {
  if (command.name === 'audit') return showAudit(db, command.limit);
  const actor = context.actor ?? cliActor();
  const outcome = await runAudited(db, auditRecordOf(command, actor), (tx) => perform(tx, command, { ...context, actor }));
  // After the commit: forgotten earlier, a read in between could cache the old value again.
  for (const changed of outcome.ok ? settingsChangedBy(command) : []) context.settings?.forget(changed);
  return outcome;
}
