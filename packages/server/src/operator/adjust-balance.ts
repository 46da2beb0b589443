import { Decimal } from 'decimal.js';
import { eq } from 'drizzle-orm';
import { currencyScale } from '@meridian/protocol';
import type { InvalidationTarget } from '../db/invalidation-bus.js';
import type { Tx } from '../db/types.js';
import { ledgerAccounts } from '../db/schema/index.js';
import { PLATFORM_ACCOUNT, memberAccountIds, platformAccountId } from '../ledger/accounts.js';
import { formatMoney } from '../ledger/money.js';
import { ledgerAmount } from '../ledger/amount.js';
import { requestIdOf } from '../ledger/entry-kinds.js';
import { LedgerError, postEntry } from '../ledger/post-entry.js';
import { newOrderNumber } from '../money/order-number.js';
import { findMemberByUsername } from '../modules/member/member-record.js';
import type { CommandOutcome } from './operator-commands.js';

export interface AdjustOrder {
  username: string;
  /** Signed: positive credits the member, negative debits them. */
  amount: string;
  /** Why, in the operator's words: the bill's memo and the audit log's detail. */
  reason: string;
}

/** An adjustment's reference (`AJ…`): the cause id its bill links to and the audit log names. */
export const ADJUSTMENT_PREFIX = 'AJ';

/**
 * Moves `amount` between the member's available balance and the platform's adjustments account,
 * as one journal entry caused by `adjustment:<reference>`. A debit that would take the balance
 * below zero is refused by the database (nothing is written). Runs in the caller's transaction,
 * which also writes the audit row, so an adjustment is never without its record.
 */
export async function adjustBalance(tx: Tx, order: AdjustOrder, caches?: InvalidationTarget): Promise<CommandOutcome> {
  const member = await findMemberByUsername(tx, order.username);
  if (!member) return { ok: false, text: `No member is named "${order.username}"; no balance was changed.` };
  const accounts = await memberAccountIds(tx, member.id);
  if (!accounts) return { ok: false, text: `${member.username} has no ledger accounts; no balance was changed.` };
  const [account] = await tx.select({ currency: ledgerAccounts.currency }).from(ledgerAccounts).where(eq(ledgerAccounts.id, accounts.available));
  const currency = account?.currency ?? 'USDT';

  const amount = new Decimal(order.amount);
  if (amount.isZero() || amount.decimalPlaces() > currencyScale(currency)) {
    return {
      ok: false,
      text: `${order.amount} is not an adjustment: give a non-zero amount with at most ${currencyScale(currency)} decimals (${currency}).`,
    };
  }
  const reference = newOrderNumber(ADJUSTMENT_PREFIX);
  const adjustments = await platformAccountId(tx, PLATFORM_ACCOUNT.adjustments, currency);
  try {
    // In a savepoint of its own: a refused adjustment is answered, and audited, in this transaction.
    const posted = await tx.transaction((savepoint) =>
      postEntry(
        savepoint,
        {
          kind: 'adjustment',
          requestId: requestIdOf('adjustment', reference),
          memo: order.reason,
          cause: { type: 'adjustment', id: reference },
          postings: [
            { accountId: accounts.available, amount: ledgerAmount(amount) },
            { accountId: adjustments, amount: ledgerAmount(amount.negated()) },
          ],
        },
        { caches },
      ),
    );
    const [after] = await tx.select({ balance: ledgerAccounts.balance }).from(ledgerAccounts).where(eq(ledgerAccounts.id, accounts.available));
    const balance = formatMoney(new Decimal(after?.balance ?? 0));
    const signed = amount.isPositive() ? `+${formatMoney(amount)}` : formatMoney(amount);
    return {
      ok: true,
      text: `Adjusted ${member.username} (member #${member.id}) by ${signed} ${currency} (${reference}); available balance now ${balance} ${currency}.`,
      data: { reference, entryId: posted.entryId, memberId: member.id, amount: formatMoney(amount), currency, balance },
    };
  } catch (error) {
    if (error instanceof LedgerError && error.reason === 'insufficient_funds') {
      return {
        ok: false,
        text: `Refused: taking ${formatMoney(amount.negated())} ${currency} would put ${member.username}'s available balance below zero; no balance was changed.`,
      };
    }
    throw error;
  }
}
