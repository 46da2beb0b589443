import { Decimal } from 'decimal.js';
import type { Tx } from '../db/types.js';
import { approvalRequests } from '../db/schema/index.js';
import { DEFAULT_SETTINGS } from '../settings/default-settings.js';
import { readSetting } from '../settings/settings-store.js';
import type { CommandOutcome, FourEyesRule } from './command-types.js';

/**
 * Four eyes (operator/commands/approval-*.ts decide): a command whose amount is above its kind's
 * threshold is not run but kept, and the answer says it waits for a second operator.
 */
async function thresholdOf(tx: Tx, kind: FourEyesRule['kind']): Promise<Decimal> {
  const read = await readSetting(tx, 'fourEyes');
  const settings = typeof read === 'object' ? read.value : DEFAULT_SETTINGS.fourEyes;
  return new Decimal(kind === 'adjustment' ? settings.adjustmentAbove : settings.withdrawalAbove);
}

/** The held answer when `command` needs a second operator, or null when it may run now. */
export async function holdIfAboveThreshold(tx: Tx, rule: FourEyesRule, command: { name: string }, target: string, maker: string): Promise<CommandOutcome | null> {
  const amount = await rule.amount(tx, command);
  if (amount === null) return null;
  const threshold = await thresholdOf(tx, rule.kind);
  if (amount.abs().lessThanOrEqualTo(threshold)) return null;
  const [row] = await tx
    .insert(approvalRequests)
    .values({ action: command.name, command, amount: amount.abs().toFixed(), target, maker })
    .returning({ id: approvalRequests.id });
  if (!row) throw new Error('approval_requests insert returned nothing');
  return {
    ok: true,
    status: 202,
    text: `Held for a second operator: ${amount.abs().toFixed()} is above the four-eyes limit of ${threshold.toFixed()} (approval #${row.id}).`,
    data: { approvalId: row.id, held: true },
  };
}
