import { Decimal } from 'decimal.js';
import { eq } from 'drizzle-orm';
import { ADMIN_INPUTS, ADMIN_ROUTES, currencyScale, type AdminInput, type AdminOutput } from '@meridian/protocol';
import type { InvalidationTarget } from '../../db/invalidation-bus.js';
import { said } from '../../i18n/console/console-translate.js';
import { ledgerAccounts } from '../../db/schema/index.js';
import type { Tx } from '../../db/types.js';
import { PLATFORM_ACCOUNT, memberAccountIds, platformAccountId } from '../../ledger/accounts.js';
import { formatLedgerAmount } from '../../ledger/format-ledger-amount.js';
import { ledgerAmount } from '../../ledger/amount.js';
import { requestIdOf } from '../../ledger/entry-kinds.js';
import { LedgerError, postEntry } from '../../ledger/post-entry.js';
import { newOrderNumber } from '../../money/order-number.js';
import { findMemberByUsername } from '../../modules/member/member-store.js';
import { defineCommand, type CommandOutcome, type PlainOutcome } from '../command-types.js';
import { REQUEST_ID_FLAG } from '../operator-requests.js';

/** An adjustment's reference (`AJ…`): the cause id its bill links to and the audit log names. */
const ADJUSTMENT_PREFIX = 'AJ';

type Adjustment = AdminInput<'adjust'>;

function noSuchMember(username: string): PlainOutcome {
  return { ok: false, status: 404, ...said('adjust.noMember', { username }) };
}

/**
 * Moves `amount` between the member's available balance and the platform's adjustments account,
 * as one journal entry caused by `adjustment:<reference>`. A debit that would take the balance
 * below zero is refused by the database (nothing is written). Runs in the audited transaction, so
 * an adjustment is never without its record.
 */
async function adjustBalance(tx: Tx, order: Adjustment, caches?: InvalidationTarget): Promise<CommandOutcome<AdminOutput<'adjust'>>> {
  const member = await findMemberByUsername(tx, order.username);
  if (!member) return noSuchMember(order.username);
  const accounts = await memberAccountIds(tx, member.id);
  if (!accounts) return { ok: false, ...said('adjust.noAccounts', { username: member.username }) };
  const [account] = await tx.select({ currency: ledgerAccounts.currency }).from(ledgerAccounts).where(eq(ledgerAccounts.id, accounts.available));
  const currency = account?.currency ?? 'USDT';

  const amount = new Decimal(order.amount);
  if (amount.isZero() || amount.decimalPlaces() > currencyScale(currency)) {
    return {
      ok: false,
      ...said('adjust.badAmount', { amount: order.amount, scale: currencyScale(currency), currency }),
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
    const balance = formatLedgerAmount(new Decimal(after?.balance ?? 0));
    const signed = amount.isPositive() ? `+${formatLedgerAmount(amount)}` : formatLedgerAmount(amount);
    return {
      ok: true,
      ...said('adjust.done', { username: member.username, id: member.id, amount: signed, currency, reference, balance }),
      data: { reference, entryId: posted.entryId, memberId: member.id, amount: formatLedgerAmount(amount), currency, balance },
    };
  } catch (error) {
    if (error instanceof LedgerError && error.reason === 'insufficient_funds') {
      return {
        ok: false,
        ...said('adjust.belowZero', { amount: formatLedgerAmount(amount.negated()), currency, username: member.username }),
      };
    }
    throw error;
  }
}

export const adjust = defineCommand({
  name: 'adjust',
  fields: ADMIN_INPUTS.adjust,
  group: 'money',
  summary: "credit (25.00) or debit (-25.00) a member's balance, with a reason; a debit below zero is refused",
  line: {
    positionals: [
      { field: 'username', label: 'username' },
      { field: 'amount', label: 'amount' },
      { field: 'reason', label: 'reason', rest: true },
    ],
    flags: REQUEST_ID_FLAG,
  },
  routes: ADMIN_ROUTES.adjust,
  audit: { target: (command) => `member:${command.username}`, keepsResult: true },
  // Credits and debits alike: a large debit is as much a mistake to catch as a large credit.
  fourEyes: { kind: 'adjustment', amount: (_tx, order) => Promise.resolve(new Decimal(order.amount)) },
  // A member who does not exist is answered now (404), never held for a second operator.
  precheck: async (tx, order) => ((await findMemberByUsername(tx, order.username)) === null ? noSuchMember(order.username) : null),
  once: 'required',
  effect: (tx, order, { caches }) => adjustBalance(tx, order, caches),
});
