import { inArray, or, sql } from 'drizzle-orm';
import { ledgerAccounts, members, withdrawals } from '../db/schema/index.js';
import type { DbOrTx } from '../db/types.js';
import { ACCOUNT_KIND } from '../ledger/accounts.js';
import { amountText } from './list-values.js';
import { commandText } from './maker-reason.js';
import { withdrawalItem } from './money-lists.js';

/**
 * What a checker reads before deciding a held adjustment or payment, read when the list is asked
 * (not when it was held): the maker's reason, the member with their balance now, and the order
 * it pays with its state now. A change of terms has neither member nor order.
 */
export interface ApprovalContext {
  member: { id: number; username: string; available: string; held: string; currency: string } | null;
  /** The withdrawal a held payment pays, as the withdrawals list shows it. */
  order: ReturnType<typeof withdrawalItem> | null;
}

interface HeldRow {
  command: unknown;
  orderNo: string | null;
}


/** The contexts of a page of approvals, in its order, in three reads whatever the page's size. */
export async function approvalContexts(db: DbOrTx, rows: readonly HeldRow[]): Promise<ApprovalContext[]> {
  const orderNos = [...new Set(rows.flatMap((row) => (row.orderNo === null ? [] : [row.orderNo])))];
  const usernames = [...new Set(rows.flatMap((row) => commandText(row.command, 'username') ?? []).map((name) => name.toLowerCase()))];
  const orders = orderNos.length === 0 ? [] : await db.select().from(withdrawals).where(inArray(withdrawals.orderNo, orderNos));
  const orderOf = new Map(orders.map((order) => [order.orderNo, order]));
  const memberIds = [...new Set(orders.map((order) => order.memberId))];
  const byName = usernames.length === 0 && memberIds.length === 0 ? [] : await db
    .select({ id: members.id, username: members.username })
    .from(members)
    .where(or(inArray(sql`lower(${members.username})`, usernames), inArray(members.id, memberIds)));
  const accounts = byName.length === 0 ? [] : await db
    .select({ memberId: ledgerAccounts.memberId, kind: ledgerAccounts.kind, balance: ledgerAccounts.balance, currency: ledgerAccounts.currency })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.memberId, byName.map((member) => member.id)));
  const memberOf = (found: { id: number; username: string } | undefined): ApprovalContext['member'] => {
    if (found === undefined) return null;
    const own = accounts.filter((account) => account.memberId === found.id);
    const balance = (kind: string) => amountText(own.find((account) => account.kind === kind)?.balance ?? '0');
    return { ...found, available: balance(ACCOUNT_KIND.memberAvailable), held: balance(ACCOUNT_KIND.memberHeld), currency: own[0]?.currency ?? 'USDT' };
  };
  return rows.map((row) => {
    const order = row.orderNo === null ? undefined : orderOf.get(row.orderNo);
    const username = commandText(row.command, 'username')?.toLowerCase();
    const member = byName.find((candidate) => (order === undefined ? candidate.username.toLowerCase() === username : candidate.id === order.memberId));
    return { member: memberOf(member), order: order === undefined ? null : withdrawalItem({ order, username: member?.username ?? '' }) };
  });
}
