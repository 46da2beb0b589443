import { Decimal } from 'decimal.js';
import type { Tx } from '../db/types.js';
import { approvalRequests } from '../db/schema/index.js';
import { pendingApprovalOf } from '../money/held-approvals.js';
import { DEFAULT_SETTINGS } from '../settings/default-settings.js';
import type { SettingKey } from '../settings/setting-schemas.js';
import { readSetting } from '../settings/settings-store.js';
import type { CommandOutcome, FourEyesRule } from './command-types.js';

/**
 * Four eyes (operator/commands/approval-*.ts decide): a command whose amount is above its kind's
 * threshold, or a change of terms whose duty says so, is not run but kept, and the answer says it
 * waits for a second operator.
 */
async function thresholdOf(tx: Tx, kind: 'adjustment' | 'withdrawal'): Promise<Decimal> {
  const read = await readSetting(tx, 'fourEyes');
  const settings = typeof read === 'object' ? read.value : DEFAULT_SETTINGS.fourEyes;
  return new Decimal(kind === 'adjustment' ? settings.adjustmentAbove : settings.withdrawalAbove);
}

/** The stored values of `keys` (null for one never stored): what a held change of them is asked against. */
export async function settingsBasis(tx: Tx, keys: readonly SettingKey[]): Promise<Record<string, unknown>> {
  const entries = await Promise.all(
    keys.map(async (key) => {
      const read = await readSetting(tx, key);
      return [key, typeof read === 'object' ? read.value : null] as const;
    }),
  );
  return Object.fromEntries(entries);
}

interface Held {
  amount: Decimal;
  text: (id: number) => string;
  basis?: Record<string, unknown>;
}

/** Why `command` waits for a second operator, or null when it may run now. */
async function heldBecause(tx: Tx, rule: FourEyesRule, command: { name: string }, settingsChanged: readonly SettingKey[]): Promise<Held | null> {
  if (rule.kind === 'terms') {
    if (!rule.held(command)) return null;
    return {
      amount: new Decimal(0),
      basis: await settingsBasis(tx, settingsChanged),
      text: (id) =>
        `Held for a second operator: a change of ${settingsChanged.join(', ')} reaches members only once another operator approves it (approval #${id}).`,
    };
  }
  const amount = await rule.amount(tx, command);
  if (amount === null) return null;
  const threshold = await thresholdOf(tx, rule.kind);
  if (amount.abs().lessThanOrEqualTo(threshold)) return null;
  return {
    amount: amount.abs(),
    text: (id) => `Held for a second operator: ${amount.abs().toFixed()} is above the four-eyes limit of ${threshold.toFixed()} (approval #${id}).`,
  };
}

/** Carries a dry run's answer out of the savepoint it rolls back. */
class DryRunAnswer extends Error {
  constructor(readonly outcome: CommandOutcome) {
    super('dry run');
  }
}

/** What `perform` would answer, with everything it wrote rolled back (a savepoint of `tx`). */
async function dryRun(tx: Tx, perform: (savepoint: Tx) => Promise<CommandOutcome>): Promise<CommandOutcome> {
  try {
    await tx.transaction(async (savepoint) => {
      throw new DryRunAnswer(await perform(savepoint));
    });
  } catch (error) {
    if (error instanceof DryRunAnswer) return error.outcome;
    throw error;
  }
  throw new Error('a dry run ended without its answer');
}

export interface HoldRequest {
  target: string;
  maker: string;
  settingsChanged: readonly SettingKey[];
  /** The command's effect: a change of terms is tried (and rolled back) first, so one that would be refused is answered now, never held. */
  perform: (tx: Tx) => Promise<CommandOutcome>;
}

/** The held answer when `command` needs a second operator (or its refusal), or null when it may run now. */
export async function holdForSecondOperator(tx: Tx, rule: FourEyesRule, command: { name: string }, held: HoldRequest): Promise<CommandOutcome | null> {
  const reason = await heldBecause(tx, rule, command, held.settingsChanged);
  if (reason === null) return null;
  if (rule.kind === 'terms') {
    const tried = await dryRun(tx, held.perform);
    if (!tried.ok) return tried;
  }
  const orderNo = rule.kind === 'terms' || rule.orderOf === undefined ? null : rule.orderOf(command);
  // One approval waits per order (a unique index): a second hold, even one racing the first,
  // inserts nothing and answers the approval already waiting.
  const [row] = await tx
    .insert(approvalRequests)
    .values({ action: command.name, command, amount: reason.amount.toFixed(), target: held.target, maker: held.maker, basis: reason.basis ?? null, orderNo })
    .onConflictDoNothing()
    .returning({ id: approvalRequests.id });
  if (row) return { ok: true, status: 202, text: reason.text(row.id), data: { approvalId: row.id, held: true } };
  const waiting = orderNo === null ? null : await pendingApprovalOf(tx, orderNo);
  if (waiting === null) throw new Error('approval_requests insert returned nothing');
  return {
    ok: true,
    status: 202,
    text: `Already held for a second operator: ${orderNo ?? ''} waits for approval #${waiting} (asked once per order).`,
    data: { approvalId: waiting, held: true },
  };
}
