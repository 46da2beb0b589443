import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/types.js';
import { approvalRequests, withdrawals } from '../db/schema/index.js';
import { canonicalJson } from '../money/run-once.js';
import { said, saidPart, wordPart } from '../i18n/console/console-translate.js';
import type { SettingKey } from '../settings/setting-schemas.js';
import { SETTING_SCHEMAS } from '../settings/setting-schemas.js';
import type { EffectContext, PlainOutcome } from './command-types.js';
import { settingsBasis } from './four-eyes.js';

const isSettingKey = (key: string): key is SettingKey => Object.hasOwn(SETTING_SCHEMAS, key);

/** Whether the settings a held change was asked against still hold. */
async function basisHolds(tx: Tx, basis: unknown): Promise<boolean> {
  if (basis === null || typeof basis !== 'object') return true;
  const keys = Object.keys(basis).filter(isSettingKey);
  return canonicalJson(await settingsBasis(tx, keys)) === canonicalJson(basis);
}

/**
 * A held payment's order is locked before its approval, as a decision on the order locks the order
 * before it cancels the approval (money/held-approvals.ts): in one order, two of them wait for
 * each other instead of deadlocking.
 */
async function lockOrderOf(tx: Tx, id: number): Promise<void> {
  const [held] = await tx.select({ orderNo: approvalRequests.orderNo }).from(approvalRequests).where(eq(approvalRequests.id, id));
  const orderNo = held?.orderNo ?? null;
  if (orderNo === null) return;
  await tx.select({ id: withdrawals.id }).from(withdrawals).where(eq(withdrawals.orderNo, orderNo)).for('update');
}

/**
 * A held command's request, locked until the decision commits: a second checker waits, then finds
 * it decided (409). The maker can never be the checker, whatever their role; a console operator
 * decides only what their role may run itself (finance's money, content's terms); and a change of
 * settings is approved only while the settings it was asked against still hold.
 */
export async function lockUndecided(
  tx: Tx,
  id: number,
  checker: Pick<EffectContext, 'actor' | 'role' | 'mayDecide'>,
  decision: 'approve' | 'reject',
): Promise<{ ok: true; command: unknown } | { ok: false; outcome: PlainOutcome }> {
  await lockOrderOf(tx, id);
  const [row] = await tx.select().from(approvalRequests).where(eq(approvalRequests.id, id)).for('update');
  if (!row) return { ok: false, outcome: { ok: false, ...said('approvals.missing', { id }), status: 404 } };
  if (row.status !== 'pending') return { ok: false, outcome: { ok: false, ...said('approvals.alreadyDecided', { id, status: wordPart('approvalStatus', row.status) }), status: 409 } };
  if (row.maker === checker.actor) return { ok: false, outcome: { ok: false, ...said('approvals.ownRequest', { id }) } };
  if (checker.role !== undefined && checker.mayDecide?.(row.command) !== true) {
    const role = saidPart(`role.${checker.role}`);
    return { ok: false, outcome: { ok: false, ...said('approvals.notYourRole', { id, action: wordPart('action', row.action), role }) } };
  }
  if (decision === 'approve' && !(await basisHolds(tx, row.basis))) {
    return {
      ok: false,
      outcome: {
        ok: false,
        status: 409,
        ...said('approvals.basisChanged', { id }),
      },
    };
  }
  return { ok: true, command: row.command };
}

export async function recordDecision(tx: Tx, id: number, status: 'approved' | 'rejected', checker: string, outcome: string): Promise<void> {
  await tx.update(approvalRequests).set({ status, checker, outcome: outcome.slice(0, 1000), decidedAt: sql`now()` }).where(eq(approvalRequests.id, id));
}
