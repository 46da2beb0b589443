import { Decimal } from 'decimal.js';
import type { DbOrTx, Tx } from '../db/types.js';
import { approvalRequests } from '../db/schema/index.js';
import { said, type Said } from '../i18n/console/console-translate.js';
import { pendingApprovalOf } from '../money/held-approvals.js';
import { DEFAULT_SETTINGS } from '../settings/default-settings.js';
import type { SettingKey } from '../settings/setting-schemas.js';
import { readSetting } from '../settings/settings-store.js';
import type { CommandOutcome, FourEyesRule } from './command-types.js';
import { makerReasonOf } from './maker-reason.js';

/**
 * Four eyes (operator/commands/approval-*.ts decide): a command whose amount is above its kind's
 * threshold, or a change of terms whose duty says so, is not run but kept, and the answer says it
 * waits for a second operator.
 */
export async function fourEyesThreshold(db: DbOrTx, kind: 'adjustment' | 'withdrawal'): Promise<Decimal> {
  const read = await readSetting(db, 'fourEyes');
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
  /** The limit an amount is above (a change of terms has none). */
  threshold?: Decimal;
  /** Why it waits, with the approval's id. */
  says: (id: number) => Said;
  basis?: Record<string, unknown>;
}

/** Why `command` waits for a second operator, or null when it may run now. */
async function heldBecause(tx: Tx, rule: FourEyesRule, command: { name: string }, settingsChanged: readonly SettingKey[]): Promise<Held | null> {
  if (rule.kind === 'terms') {
    if (!rule.held(command)) return null;
    return {
      amount: new Decimal(0),
      basis: await settingsBasis(tx, settingsChanged),
      says: (id) => said('fourEyes.heldTerms', { settings: [...settingsChanged], id }),
    };
  }
  if (rule.kind === 'always') return { amount: (await rule.amount?.(tx, command)) ?? new Decimal(0), says: (id) => said(rule.heldKey ?? 'fourEyes.heldAlways', { id }) };
  const amount = await rule.amount(tx, command);
  if (amount === null) return null;
  const threshold = await fourEyesThreshold(tx, rule.kind);
  if (amount.abs().lessThanOrEqualTo(threshold)) return null;
  return {
    amount: amount.abs(),
    threshold,
    says: (id) => said('fourEyes.heldAmount', { amount: amount.abs().toFixed(), threshold: threshold.toFixed(), id }),
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

/** The answer to a hold of an order whose approval already waits: that approval (asked once per order). */
function alreadyHeld(orderNo: string, waiting: number): CommandOutcome {
  return {
    ok: true,
    status: 202,
    ...said('fourEyes.alreadyHeld', { orderNo, approvalId: waiting }),
    data: { approvalId: waiting, held: true },
  };
}

/** The approval already waiting for `orderNo`'s order, answered as held; null when none waits. */
async function waitingFor(tx: Tx, orderNo: string | null): Promise<CommandOutcome | null> {
  if (orderNo === null) return null;
  const waiting = await pendingApprovalOf(tx, orderNo);
  return waiting === null ? null : alreadyHeld(orderNo, waiting);
}

/** The held answer when `command` needs a second operator (or its refusal), or null when it may run now. */
export async function holdForSecondOperator(tx: Tx, rule: FourEyesRule, command: { name: string }, held: HoldRequest): Promise<CommandOutcome | null> {
  const because = await heldBecause(tx, rule, command, held.settingsChanged);
  if (because === null) return null;
  if (rule.kind === 'terms') {
    const tried = await dryRun(tx, held.perform);
    if (!tried.ok) return tried;
  }
  const orderNo = rule.kind === 'terms' || rule.orderOf === undefined ? null : rule.orderOf(command);
  // The checker decides on the maker's reason: an amount held without one (a payment given no
  // --reason) is refused now, unless its order's approval already waits (a second press answers it).
  if (because.threshold !== undefined && makerReasonOf(command) === null) {
    return (await waitingFor(tx, orderNo)) ?? { ok: false, ...said('fourEyes.reasonNeeded', { amount: because.amount.toFixed(), threshold: because.threshold.toFixed() }) };
  }
  // One approval waits per order (a unique index): a second hold, even one racing the first,
  // inserts nothing and answers the approval already waiting.
  const [row] = await tx
    .insert(approvalRequests)
    .values({ action: command.name, command, amount: because.amount.toFixed(), target: held.target, maker: held.maker, basis: because.basis ?? null, orderNo })
    .onConflictDoNothing()
    .returning({ id: approvalRequests.id });
  if (row) return { ok: true, status: 202, ...because.says(row.id), data: { approvalId: row.id, held: true } };
  const answered = await waitingFor(tx, orderNo);
  if (answered === null) throw new Error('approval_requests insert returned nothing');
  return answered;
}
