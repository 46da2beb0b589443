import { Decimal } from 'decimal.js';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { CODE, formatAmount } from '@meridian/protocol';
import { members, withdrawals } from '../../db/schema/index.js';
import type { Db, DbOrTx, Tx } from '../../db/types.js';
import { AppError, invalidField } from '../../http/app-error.js';
import { PLATFORM_ACCOUNT, memberAccountIds, platformAccountId } from '../../ledger/accounts.js';
import { ledgerAmount } from '../../ledger/amount.js';
import { requestIdOf } from '../../ledger/entry-kinds.js';
import { postEntry, type PostingInput } from '../../ledger/post-entry.js';
import { cancelApprovalsOf } from '../../money/held-approvals.js';
import { reviewDetail, reviewFacts, type PendingOrder, type ReviewContext, type ReviewOutcome } from '../../money/review.js';
import type { ChainSendRow } from '../../chain/signer/send-store.js';
import { queueCoinPayout } from './coin-payout.js';
import type { WithdrawalRow } from './withdrawal-view.js';
import { notifyMembers } from '../notification/notification-store.js';

/** Longest reject reason kept; the member reads it in their record. */
export const MAX_REJECT_REASON = 500;

/** Pending withdrawals, oldest first, with what an operator checks before paying; with `orderNos`, only those of them. */
export async function listPendingWithdrawals(db: DbOrTx, limit: number, orderNos?: readonly string[]): Promise<PendingOrder[]> {
  const rows = await db
    .select({ withdrawal: withdrawals, username: members.username })
    .from(withdrawals)
    .innerJoin(members, eq(members.id, withdrawals.memberId))
    .where(and(eq(withdrawals.status, 'pending'), orderNos === undefined ? undefined : inArray(withdrawals.orderNo, [...orderNos])))
    .orderBy(asc(withdrawals.createdAt), asc(withdrawals.id))
    .limit(limit);
  return rows.map(({ withdrawal, username }) => {
    const facts = reviewFacts([
      ['destination', withdrawal.destination],
      ['fee', new Decimal(withdrawal.fee).toFixed()],
      ['tax', new Decimal(withdrawal.tax).toFixed()],
      ['payOut', `${new Decimal(withdrawal.actualAmount).toFixed()} ${withdrawal.currency}`],
    ]);
    return {
      kind: 'withdrawal' as const,
      orderNo: withdrawal.orderNo,
      memberId: withdrawal.memberId,
      username,
      mode: withdrawal.method,
      amount: new Decimal(withdrawal.amount).toFixed(),
      currency: withdrawal.currency,
      createdAt: withdrawal.createdAt,
      facts,
      detail: reviewDetail(facts),
    };
  });
}

/**
 * A pending withdrawal's amount (for the four-eyes check), or null when there is none pending by
 * that number. Its row is locked until the hold commits: a decision racing the hold waits for it
 * and then cancels the approval it made (cancelApprovalsOf), and a hold after a decision reads the
 * order decided. Locked for update, not shared: the payment that follows the check in the same
 * transaction locks the row for update, and two payments that both held it shared would each wait
 * for the other (PostgreSQL's deadlock: one of two simultaneous presses answered 500).
 */
export async function withdrawalAmount(db: DbOrTx, orderNo: string): Promise<Decimal | null> {
  const [row] = await db.select({ amount: withdrawals.amount, status: withdrawals.status }).from(withdrawals).where(eq(withdrawals.orderNo, orderNo)).limit(1).for('update');
  return row?.status === 'pending' ? new Decimal(row.amount) : null;
}

/** The pending withdrawal, its row locked until the decision commits: a second decider waits, then finds it decided. */
async function lockPending(tx: Tx, orderNo: string): Promise<WithdrawalRow> {
  const [row] = await tx.select().from(withdrawals).where(eq(withdrawals.orderNo, orderNo)).for('update');
  if (!row) throw new AppError(CODE.NOT_FOUND, 'error.withdrawalNotFound');
  if (row.status !== 'pending') throw new AppError(CODE.ORDER_STATE, 'error.withdrawalDecided');
  return row;
}

async function heldAccount(tx: Tx, memberId: number) {
  const accounts = await memberAccountIds(tx, memberId);
  if (!accounts) throw new Error(`member ${memberId} has no ledger accounts`);
  return accounts;
}

/**
 * The entry that pays a withdrawal out: its held amount leaves the member, the actual amount to the
 * payout account and the fee and tax to the platform's fees. Keyed by the order, so it posts once.
 */
async function postPaid(tx: Tx, row: WithdrawalRow, memo: string): Promise<void> {
  const accounts = await heldAccount(tx, row.memberId);
  const charges = new Decimal(row.fee).plus(row.tax);
  const postings: PostingInput[] = [{ accountId: accounts.held, amount: ledgerAmount(new Decimal(row.amount).negated()) }];
  if (new Decimal(row.actualAmount).greaterThan(0)) {
    postings.push({ accountId: await platformAccountId(tx, PLATFORM_ACCOUNT.withdrawalsPayable, row.currency), amount: ledgerAmount(row.actualAmount) });
  }
  if (charges.greaterThan(0)) postings.push({ accountId: await platformAccountId(tx, PLATFORM_ACCOUNT.fees, row.currency), amount: ledgerAmount(charges) });
  const posted = await postEntry(tx, {
    kind: 'withdrawal_paid',
    requestId: requestIdOf('withdrawal_paid', row.orderNo),
    memo,
    cause: { type: 'withdrawal', id: row.orderNo },
    postings,
  });
  await tx
    .update(withdrawals)
    .set({ status: 'paid', settleEntryId: posted.entryId, reviewedAt: sql`coalesce(${withdrawals.reviewedAt}, now())` })
    .where(eq(withdrawals.id, row.id));
}

/** The entry that returns a withdrawal's held amount to the member's available balance, with the reason the member reads. Keyed by the order. */
async function postReturned(tx: Tx, row: WithdrawalRow, reason: string, memo: string): Promise<void> {
  const accounts = await heldAccount(tx, row.memberId);
  const amount = new Decimal(row.amount);
  const posted = await postEntry(tx, {
    kind: 'withdrawal_rejected',
    requestId: requestIdOf('withdrawal_rejected', row.orderNo),
    memo,
    cause: { type: 'withdrawal', id: row.orderNo },
    postings: [
      { accountId: accounts.held, amount: ledgerAmount(amount.negated()) },
      { accountId: accounts.available, amount: ledgerAmount(amount) },
    ],
  });
  await tx
    .update(withdrawals)
    .set({ status: 'rejected', rejectReason: reason, settleEntryId: posted.entryId, reviewedAt: sql`coalesce(${withdrawals.reviewedAt}, now())` })
    .where(eq(withdrawals.id, row.id));
}

/** A withdrawal's news for its member (issue 40), written in the transaction that decided it; one per step, by its key. */
function notifyWithdrawal(tx: Tx, row: WithdrawalRow, kind: 'withdrawalApproved' | 'withdrawalSent' | 'withdrawalRejected', extra: Record<string, string> = {}): Promise<number> {
  return notifyMembers(tx, [
    {
      memberId: row.memberId,
      kind,
      dedupeKey: `withdrawal:${row.orderNo}:${kind}`,
      subject: row.orderNo,
      params: { amount: formatAmount(row.amount, row.currency), currency: row.currency, ...extra },
    },
  ]);
}

/**
 * Pays a withdrawal out (postPaid, one journal entry). A coin withdrawal on a network the signer
 * pays on is handed to it instead (queueCoinPayout): `sending`, its amount still held, until the
 * signer's transfer is final (settleSentWithdrawal).
 */
export async function payWithdrawal(db: Db, orderNo: string, context: ReviewContext): Promise<ReviewOutcome> {
  const outcome = await db.transaction(async (tx) => {
    const row = await lockPending(tx, orderNo);
    if (await queueCoinPayout(tx, row, context.coinPayouts)) {
      await tx.update(withdrawals).set({ status: 'sending', reviewedAt: sql`now()` }).where(eq(withdrawals.id, row.id));
      await cancelApprovalsOf(tx, orderNo, 'paid');
      await notifyWithdrawal(tx, row, 'withdrawalApproved');
      return { orderNo, memberId: row.memberId, status: 'sending' };
    }
    await postPaid(tx, row, `withdrawal ${orderNo} paid by ${context.actor}`);
    await cancelApprovalsOf(tx, orderNo, 'paid');
    await notifyWithdrawal(tx, row, 'withdrawalApproved');
    return { orderNo, memberId: row.memberId, status: 'paid' };
  });
  context.caches?.forget({ balanceMemberIds: [outcome.memberId] });
  return outcome;
}

/** Refuses a withdrawal with a reason the member reads: the held amount returns to available, one journal entry. */
export async function rejectWithdrawal(db: Db, orderNo: string, reason: string, context: ReviewContext): Promise<ReviewOutcome> {
  const why = reason.trim();
  if (why === '') throw invalidField('reason', 'rule.required');
  if (why.length > MAX_REJECT_REASON) throw invalidField('reason', 'rule.tooLong');
  const outcome = await db.transaction(async (tx) => {
    const row = await lockPending(tx, orderNo);
    await postReturned(tx, row, why, why);
    await cancelApprovalsOf(tx, orderNo, 'rejected');
    await notifyWithdrawal(tx, row, 'withdrawalRejected', { reason: why });
    return { orderNo, memberId: row.memberId, status: 'rejected' };
  });
  context.caches?.forget({ balanceMemberIds: [outcome.memberId] });
  return outcome;
}

/**
 * What the signer's final word on a coin withdrawal's transfer does, in the transaction that makes
 * it final (chain/signer: onFinished): confirmed, the withdrawal is paid (postPaid); failed on
 * chain, its amount returns to the member (postReturned), whose record shows the transaction and
 * that it failed. Only a `sending` withdrawal moves, so a second word changes nothing.
 */
export async function settleSentWithdrawal(tx: Tx, send: Pick<ChainSendRow, 'purpose' | 'reference' | 'status' | 'network' | 'minedHash'>): Promise<void> {
  if (send.purpose !== 'withdrawal') return;
  const [row] = await tx.select().from(withdrawals).where(eq(withdrawals.orderNo, send.reference)).for('update');
  if (row?.status !== 'sending') return;
  if (send.status === 'confirmed') {
    await postPaid(tx, row, `withdrawal ${row.orderNo} sent on ${send.network} in ${send.minedHash}`);
    await notifyWithdrawal(tx, row, 'withdrawalSent', { network: send.network });
  } else {
    await postReturned(tx, row, '', `withdrawal ${row.orderNo}: its ${send.network} transfer ${send.minedHash} failed`);
    await notifyWithdrawal(tx, row, 'withdrawalRejected', { variant: 'failedOnChain', network: send.network });
  }
}
