import { Decimal } from 'decimal.js';
import { eq, sql } from 'drizzle-orm';
import type { CoinPayouts } from '../../chain/chain-config.js';
import { CODE, withdrawalCharges, withdrawalLimitProblem, type TWithdrawal, type TWithdrawRequest } from '@meridian/protocol';
import { members, withdrawals } from '../../db/schema/index.js';
import type { Tx } from '../../db/types.js';
import { AppError } from '../../http/app-error.js';
import { memberAccountIds } from '../../ledger/accounts.js';
import { ledgerAmount } from '../../ledger/amount.js';
import { requestIdOf } from '../../ledger/entry-kinds.js';
import { LedgerError, postEntry } from '../../ledger/post-entry.js';
import { memberKycLevel } from '../../kyc/member-level.js';
import { kycWithdrawn } from '../../kyc/kyc-withdrawn.js';
import { newOrderNumber } from '../../money/order-number.js';
import { levelLimitProblem } from './level-withdrawal-limit.js';
import { payoutDestination } from './payout-destination.js';
import type { WithdrawConfiguration } from './withdrawal-rules.js';
import { queueCoinPayout } from './coin-payout.js';
import { toWithdrawal, type WithdrawalRow } from './withdrawal-view.js';
import { withdrawLimitError } from './withdraw-limit-error.js';
import { withdrawalsToday } from './withdrawals-today.js';

const insufficientFunds = () => new AppError(CODE.INSUFFICIENT_FUNDS, 'error.insufficientFunds');

/**
 * Records a withdrawal and holds its amount (available → held) in one journal entry, inside the
 * caller's transaction (runOnce's). The member's row is locked first, so a member's withdrawals
 * are decided one after another: neither the daily count nor the level's limits can be overrun by
 * asking many at once. Whether the money is there is the ledger's CHECK to say (a member balance
 * never goes below zero), not a read made before the hold that another movement could make stale.
 */
export async function placeWithdrawal(
  tx: Tx,
  memberId: number,
  request: Pick<TWithdrawRequest, 'method' | 'bankCardId' | 'amount'>,
  configuration: WithdrawConfiguration,
  /** The signer's networks when the destination is whitelisted past its wait: a coin withdrawal up to `autoSendMax` goes to it at once. */
  whitelistedPayouts?: CoinPayouts,
): Promise<TWithdrawal> {
  const { rules, settings, levelLimits } = configuration;
  const [member] = await tx.select().from(members).where(eq(members.id, memberId)).for('no key update');
  if (!member) throw new AppError(CODE.SESSION_INVALID, 'error.sessionInvalid');
  const payout = await payoutDestination(tx, member, request, settings);

  const used = await withdrawalsToday(tx, memberId, member.timeZone);
  const problem = withdrawalLimitProblem(request.amount, rules, used);
  if (problem) throw withdrawLimitError(problem, rules.currency);
  const charges = withdrawalCharges(request.amount, rules, used);
  const amount = new Decimal(request.amount);

  // The verification level's limits apply here, to a new request, and nowhere else: a withdrawal
  // already placed, approved or sending is never checked again nor held back when a level or a
  // limit changes, and deposits never ask for a level (DESIGN.md, fairness).
  const level = await memberKycLevel(tx, memberId);
  const withdrawn = await kycWithdrawn(tx, memberId, rules.currency);
  const levelProblem = levelLimitProblem(amount, level, levelLimits, withdrawn, rules.currency);
  if (levelProblem) throw withdrawLimitError(levelProblem, rules.currency);

  const accounts = await memberAccountIds(tx, memberId);
  if (!accounts) throw new Error(`member ${memberId} has no ledger accounts`);

  // The hold first, so the withdrawal is written once, already naming its entry.
  const orderNo = newOrderNumber('WD');
  let holdEntryId: number;
  try {
    const posted = await postEntry(tx, {
      kind: 'withdrawal_hold',
      requestId: requestIdOf('withdrawal_hold', orderNo),
      memo: `withdrawal ${orderNo} asked`,
      cause: { type: 'withdrawal', id: orderNo },
      postings: [
        { accountId: accounts.available, amount: ledgerAmount(amount.negated()) },
        { accountId: accounts.held, amount: ledgerAmount(amount) },
      ],
    });
    holdEntryId = posted.entryId;
  } catch (error) {
    if (error instanceof LedgerError && error.reason === 'insufficient_funds') throw insufficientFunds();
    throw error;
  }
  const [row] = await tx
    .insert(withdrawals)
    .values({
      orderNo,
      memberId,
      method: request.method,
      bankCardId: payout.bankCardId,
      destination: payout.destination,
      status: 'pending',
      amount: amount.toFixed(),
      fee: charges.fee,
      tax: charges.tax,
      actualAmount: charges.actualAmount,
      currency: rules.currency,
      holdEntryId,
    })
    .returning();
  if (!row) throw new Error('withdrawal insert returned nothing');
  if (await sentWithoutOperator(tx, row, settings.autoSendMax, whitelistedPayouts)) return toWithdrawal({ ...row, status: 'sending' }, payout.card);
  return toWithdrawal(row, payout.card);
}

/**
 * The auto-send policy (the withdraw settings' `autoSendMax`): a coin withdrawal to a whitelisted
 * address, of at most that much, on a network the signer pays on, is handed to the signer in the
 * transaction that holds its amount, with no operator in between. Nothing else decides it: not
 * deposits, tasks or levels (DESIGN.md, fairness).
 */
async function sentWithoutOperator(tx: Tx, row: WithdrawalRow, autoSendMax: string | undefined, payouts: CoinPayouts | undefined): Promise<boolean> {
  if (payouts === undefined || autoSendMax === undefined || row.method !== 'coin') return false;
  if (new Decimal(row.amount).greaterThan(autoSendMax)) return false;
  if (!(await queueCoinPayout(tx, row, payouts))) return false;
  await tx.update(withdrawals).set({ status: 'sending', reviewedAt: sql`now()` }).where(eq(withdrawals.id, row.id));
  return true;
}
