import { Decimal } from 'decimal.js';
import { inArray } from 'drizzle-orm';
import { CODE } from '@meridian/protocol';
import { journalEntries, ledgerAccounts, moneyRequests, postings, rechargeOrders, withdrawals } from '../../src/db/schema/index.js';
import type { DbOrTx } from '../../src/db/types.js';
import { ACCOUNT_KIND } from '../../src/ledger/accounts.js';
import { checkLedger, describeDiscrepancy } from '../../src/ledger/check-ledger.js';
import type { CrashMember, LoadRecord } from './crash-load.js';

export interface CrashFigures {
  /** Member requests (withdraw, onlineRecharge) and operator decisions answered, in all. */
  answered: number;
  /** Of those, how many lost an answer to a kill and were sent again with the same requestId. */
  retried: number;
  /**
   * Requests and callbacks sent again whose first run had committed (its answer lost to a kill
   * or a dropped connection), so the retry was answered from the first run: the case the
   * exactly-once rule is for. And how many of the requests among them had a kill in between.
   */
  replayed: number;
  replayedAcrossKill: number;
  /** Payment callbacks sent again after a lost answer. */
  retriedCallbacks: number;
  /** Adjustments whose answer never came, and how many of them had committed all the same. */
  unansweredAdjustments: number;
  unansweredAdjustmentsApplied: number;
  /** Journal entries that moved the members' money. */
  entries: number;
}

export interface CrashFindings {
  /** Everything wrong, in words; empty when every request took effect exactly as answered. */
  problems: string[];
  figures: CrashFigures;
}

const zero = () => new Decimal(0);

/**
 * Reads the database after the run and holds it to the record of what was sent and answered:
 * the ledger check passes; every acknowledged request has exactly one effect (one
 * money_requests row, one withdrawal or recharge order, one journal entry for each of its
 * movements) and a refused one none; an adjustment whose answer was lost, asked again with its
 * request id, took effect exactly once; and each member's balances are exactly what those effects add up to.
 */
export async function verifyCrashRun(db: DbOrTx, members: readonly CrashMember[], record: LoadRecord, killTimes: readonly number[]): Promise<CrashFindings> {
  const problems = (await checkLedger(db)).map((found) => `ledger check: ${describeDiscrepancy(found)}`);
  const memberIds = members.map((member) => member.id);

  const requestRows = await db.select().from(moneyRequests).where(inArray(moneyRequests.memberId, memberIds));
  const withdrawalRows = await db.select().from(withdrawals).where(inArray(withdrawals.memberId, memberIds));
  const orderRows = await db.select().from(rechargeOrders).where(inArray(rechargeOrders.memberId, memberIds));
  const entryRows = await db.select().from(journalEntries).where(inArray(journalEntries.kind, ['recharge', 'adjustment', 'withdrawal_hold', 'withdrawal_paid', 'withdrawal_rejected']));
  const accountRows = await db.select().from(ledgerAccounts).where(inArray(ledgerAccounts.memberId, memberIds));
  const postingRows = await db
    .select({ entryId: postings.entryId, accountId: postings.accountId })
    .from(postings)
    .where(inArray(postings.accountId, accountRows.map((account) => account.id)));

  const entriesOf = (kind: string, causeId: string) => entryRows.filter((entry) => entry.kind === kind && entry.causeId === causeId);
  const expectOne = (what: string, count: number) => {
    if (count !== 1) problems.push(`${what}: ${count} instead of exactly 1`);
  };

  for (const member of members) {
    const available = { expected: zero(), entries: 0 };
    const held = { expected: zero(), entries: 0 };
    const acknowledgedIds = new Set<string>();

    for (const sent of record.withdrawals.filter((w) => w.memberId === member.id)) {
      const rows = requestRows.filter((row) => row.requestId === sent.requestId);
      if (sent.code !== CODE.OK || !sent.orderNo) {
        if (rows.length > 0) problems.push(`refused withdraw ${sent.requestId} (${sent.code}) left a money request behind`);
        continue;
      }
      acknowledgedIds.add(sent.requestId);
      expectOne(`money requests of withdraw ${sent.requestId}`, rows.length);
      const orders = withdrawalRows.filter((row) => row.orderNo === sent.orderNo && row.memberId === member.id);
      expectOne(`withdrawals ${sent.orderNo} of request ${sent.requestId}`, orders.length);
      const order = orders[0];
      if (order && !new Decimal(order.amount).equals(sent.amount)) problems.push(`withdrawal ${sent.orderNo} is ${order.amount}, asked ${sent.amount}`);
      expectOne(`hold entries of withdrawal ${sent.orderNo}`, entriesOf('withdrawal_hold', sent.orderNo).length);
      available.expected = available.expected.minus(sent.amount);
      held.expected = held.expected.plus(sent.amount);
      available.entries += 1;
      held.entries += 1;

      const decision = record.decisions.find((d) => d.orderNo === sent.orderNo && (d.status === 200 || d.status === 409));
      const wanted = decision ? (decision.decision === 'pay' ? 'paid' : 'rejected') : 'pending';
      if (order && order.status !== wanted) problems.push(`withdrawal ${sent.orderNo} is ${order.status}, expected ${wanted}`);
      if (decision?.decision === 'pay') {
        expectOne(`paid entries of withdrawal ${sent.orderNo}`, entriesOf('withdrawal_paid', sent.orderNo).length);
        held.expected = held.expected.minus(sent.amount);
        held.entries += 1;
      } else if (decision?.decision === 'reject') {
        expectOne(`rejected entries of withdrawal ${sent.orderNo}`, entriesOf('withdrawal_rejected', sent.orderNo).length);
        held.expected = held.expected.minus(sent.amount);
        available.expected = available.expected.plus(sent.amount);
        held.entries += 1;
        available.entries += 1;
      }
    }
    const ownWithdrawals = withdrawalRows.filter((row) => row.memberId === member.id).length;
    const acknowledgedWithdrawals = record.withdrawals.filter((w) => w.memberId === member.id && w.orderNo).length;
    if (ownWithdrawals !== acknowledgedWithdrawals) problems.push(`member ${member.id} has ${ownWithdrawals} withdrawals, ${acknowledgedWithdrawals} were acknowledged`);

    for (const sent of record.recharges.filter((r) => r.memberId === member.id && r.orderNo)) {
      acknowledgedIds.add(sent.requestId);
      expectOne(`money requests of onlineRecharge ${sent.requestId}`, requestRows.filter((row) => row.requestId === sent.requestId).length);
      const orders = orderRows.filter((row) => row.orderNo === sent.orderNo);
      expectOne(`recharge orders ${String(sent.orderNo)} of request ${sent.requestId}`, orders.length);
      const order = orders[0];
      if (order && (order.status !== 'completed' || !new Decimal(order.amount).equals(sent.amount))) {
        problems.push(`recharge ${order.orderNo} is ${order.status} for ${order.amount}, expected completed for ${sent.amount}`);
      }
      expectOne(`credit entries of recharge ${String(sent.orderNo)}`, entriesOf('recharge', sent.orderNo ?? '').length);
      available.expected = available.expected.plus(sent.amount);
      available.entries += 1;
    }
    const ownOrders = orderRows.filter((row) => row.memberId === member.id).length;
    if (ownOrders !== record.recharges.filter((r) => r.memberId === member.id && r.orderNo).length) {
      problems.push(`member ${member.id} has ${ownOrders} recharge orders, more or fewer than were acknowledged`);
    }

    const ownRequests = requestRows.filter((row) => row.memberId === member.id);
    for (const row of ownRequests.filter((r) => !acknowledgedIds.has(r.requestId))) {
      problems.push(`money request ${row.requestId} of member ${member.id} (${row.operation}) was never acknowledged`);
    }

    for (const sent of record.adjustments.filter((a) => a.memberId === member.id)) {
      const applied = entryRows.filter((entry) => entry.kind === 'adjustment' && entry.memo === sent.reason).length;
      // Retried with its request id until answered: applied once when the answer was a success, whichever attempt it came to.
      const allowed = sent.status === 200 ? [1] : [0];
      if (!allowed.includes(applied)) problems.push(`adjustment "${sent.reason}" (answer ${String(sent.status)}) applied ${applied} times`);
      available.expected = available.expected.plus(new Decimal(sent.amount).times(applied));
      available.entries += applied;
    }

    const account = (kind: string) => accountRows.find((row) => row.memberId === member.id && row.kind === kind);
    const compare = (kind: string, expected: { expected: Decimal; entries: number }) => {
      const row = account(kind);
      if (!row) {
        problems.push(`member ${member.id} has no ${kind} account`);
        return;
      }
      if (!new Decimal(row.balance).equals(expected.expected)) problems.push(`member ${member.id} ${kind} is ${row.balance}, its effects add up to ${expected.expected.toFixed()}`);
      const entries = new Set(postingRows.filter((p) => p.accountId === row.id).map((p) => p.entryId)).size;
      if (entries !== expected.entries) problems.push(`member ${member.id} ${kind} has ${entries} entries, its effects are ${expected.entries}`);
    };
    compare(ACCOUNT_KIND.memberAvailable, available);
    compare(ACCOUNT_KIND.memberHeld, held);
  }

  const requests = [...record.withdrawals, ...record.recharges, ...record.decisions];
  // Its first run committed before the sending that was answered: that answer was a replay.
  const replayedRequests = [...record.withdrawals, ...record.recharges].filter((sent) => {
    const row = requestRows.find((r) => r.requestId === sent.requestId && r.memberId === sent.memberId);
    return !sent.firstAnswered && row !== undefined && row.createdAt.getTime() < sent.lastSentAt;
  });
  const acrossKill = (sent: { sentAt: number; lastSentAt: number }) => killTimes.some((time) => time > sent.sentAt && time < sent.lastSentAt);
  const replayedDecisions = record.decisions.filter((d) => d.status === 409 && !d.firstAnswered);
  const unanswered = record.adjustments.filter((a) => !a.answered);
  return {
    problems,
    figures: {
      answered: requests.length,
      retried: requests.filter((r) => !r.firstAnswered).length,
      replayed: replayedRequests.length + replayedDecisions.length + record.recharges.filter((r) => r.callbackReplayed).length,
      replayedAcrossKill: replayedRequests.filter(acrossKill).length + replayedDecisions.length,
      retriedCallbacks: record.recharges.filter((r) => !r.callbackFirstAnswered).length,
      unansweredAdjustments: unanswered.length,
      unansweredAdjustmentsApplied: unanswered.filter((a) => entryRows.some((entry) => entry.memo === a.reason)).length,
      entries: new Set(postingRows.map((p) => p.entryId)).size,
    },
  };
}
