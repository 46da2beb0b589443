import { Decimal } from 'decimal.js';
import { and, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/types.js';
import { ledgerAccounts, members } from '../db/schema/index.js';
import { ACCOUNT_KIND } from '../ledger/accounts.js';
import { formatLedgerAmount } from '../ledger/format-ledger-amount.js';
import { pageOrder, pageWindow, tableTotal, type Page, type PageRequest } from './command-paging.js';

/** The members list of the console and of `members`: one page, searched, with each member's balances. */

export interface MemberListItem {
  id: number;
  username: string;
  nickname: string;
  mobile: string;
  email: string;
  inviteCode: string;
  inviterId: number | null;
  balance: string;
  frozen: string;
  registeredAt: string;
  loginFrozen: boolean;
  withdrawFrozen: boolean;
}

export interface MemberSearch extends PageRequest {
  /** Exactly this member. */
  id?: number;
  /** A username (or its start), an id, a mobile number, an email or an invite code. */
  q?: string | undefined;
  registeredFrom?: string | undefined;
  registeredTo?: string | undefined;
  sort: 'id' | 'registeredAt' | 'username';
}

/** `%` and `_` typed by the operator are letters, not wildcards. */
const literal = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

function searchCondition(q: string): SQL | undefined {
  const text = q.trim();
  if (text === '') return undefined;
  const byId = /^\d{1,9}$/.test(text) ? [eq(members.id, Number(text))] : [];
  return or(
    ...byId,
    sql`lower(${members.username}) like ${`${literal(text.toLowerCase())}%`}`,
    eq(members.phone, text),
    sql`lower(${members.email}) = ${text.toLowerCase()}`,
    eq(members.inviteCode, text.toUpperCase()),
  );
}

/** Registration days are whole UTC days: `to` includes the day it names. */
function registeredCondition(from: string | undefined, to: string | undefined): SQL[] {
  const conditions: SQL[] = [];
  if (from !== undefined) conditions.push(gte(members.createdAt, new Date(`${from}T00:00:00Z`)));
  if (to !== undefined) conditions.push(lt(members.createdAt, new Date(new Date(`${to}T00:00:00Z`).getTime() + 86_400_000)));
  return conditions;
}

const SORT_COLUMNS = { id: members.id, registeredAt: members.createdAt, username: sql`lower(${members.username})` } as const;

export async function listMembers(db: DbOrTx, search: MemberSearch): Promise<Page<MemberListItem>> {
  const where = and(
    search.id === undefined ? undefined : eq(members.id, search.id),
    searchCondition(search.q ?? ''),
    ...registeredCondition(search.registeredFrom, search.registeredTo),
  );
  // The page's members first, then the balances of those 20 only: joining the accounts before the
  // OFFSET would join every member skipped on the way to a deep page.
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(members)
      .where(where)
      .orderBy(...pageOrder(search, SORT_COLUMNS[search.sort], members.id))
      .limit(pageWindow(search).limit)
      .offset(pageWindow(search).offset),
    tableTotal(db, search, members, where),
  ]);
  const accounts =
    rows.length === 0
      ? []
      : await db
          .select({ memberId: ledgerAccounts.memberId, kind: ledgerAccounts.kind, balance: ledgerAccounts.balance })
          .from(ledgerAccounts)
          .where(inArray(ledgerAccounts.memberId, rows.map((member) => member.id)));
  const balanceOf = (memberId: number, kind: string) => accounts.find((account) => account.memberId === memberId && account.kind === kind)?.balance ?? 0;
  return {
    ...total,
    items: rows.map((member) => ({
      id: member.id,
      username: member.username,
      nickname: member.nickname,
      mobile: member.phone,
      email: member.email,
      inviteCode: member.inviteCode,
      inviterId: member.inviterId,
      balance: formatLedgerAmount(new Decimal(balanceOf(member.id, ACCOUNT_KIND.memberAvailable))),
      frozen: formatLedgerAmount(new Decimal(balanceOf(member.id, ACCOUNT_KIND.memberHeld))),
      registeredAt: member.createdAt.toISOString(),
      loginFrozen: member.loginFrozen,
      withdrawFrozen: member.withdrawFrozen,
    })),
  };
}
