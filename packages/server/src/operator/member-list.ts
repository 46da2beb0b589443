import { Decimal } from 'decimal.js';
import { and, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/types.js';
import { ledgerAccounts, members } from '../db/schema/index.js';
import { ACCOUNT_KIND } from '../ledger/accounts.js';
import { formatLedgerAmount } from '../ledger/format-ledger-amount.js';
import { pageOrder, pageWindow, tableTotal, type Page, type PageRequest, pageAndTotal } from './command-paging.js';

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
  /** The task level support granted (member-level), or null. */
  grantedLevel: number | null;
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

export async function listMembers(db: DbOrTx, search: MemberSearch): Promise<Page<MemberListItem>> {
  const where = and(
    search.id === undefined ? undefined : eq(members.id, search.id),
    searchCondition(search.q ?? ''),
    ...registeredCondition(search.registeredFrom, search.registeredTo),
  );
  const sortColumns = { id: members.id, registeredAt: members.createdAt, username: sql`lower(${members.username})` } as const;
  // The page's members first, then the balances of those 20 only, in one statement: joining the
  // accounts before the OFFSET would join every member skipped on the way to a deep page.
  const page = db
    .select({
      id: members.id,
      username: members.username,
      nickname: members.nickname,
      phone: members.phone,
      email: members.email,
      inviteCode: members.inviteCode,
      inviterId: members.inviterId,
      createdAt: members.createdAt,
      loginFrozen: members.loginFrozen,
      withdrawFrozen: members.withdrawFrozen,
      grantedLevel: members.grantedLevel,
    })
    .from(members)
    .where(where)
    .orderBy(...pageOrder(search, sortColumns[search.sort], members.id))
    .limit(pageWindow(search).limit)
    .offset(pageWindow(search).offset)
    .as('page');
  const available = alias(ledgerAccounts, 'available');
  const held = alias(ledgerAccounts, 'held');
  const pageSort = { id: page.id, registeredAt: page.createdAt, username: sql`lower(${page.username})` } as const;
  const [rows, total] = await pageAndTotal(
    search,
    db
      // `_.selectedFields`: drizzle's typed columns of a subquery, each read from the page.
      .select({ ...page._.selectedFields, available: available.balance, held: held.balance })
      .from(page)
      .leftJoin(available, and(eq(available.memberId, page.id), eq(available.kind, ACCOUNT_KIND.memberAvailable)))
      .leftJoin(held, and(eq(held.memberId, page.id), eq(held.kind, ACCOUNT_KIND.memberHeld)))
      .orderBy(...pageOrder(search, pageSort[search.sort], page.id)),
    () => tableTotal(db, search, members, where),
  );
  const amount = (balance: string | null) => formatLedgerAmount(new Decimal(balance ?? 0));
  return {
    ...total,
    items: rows.map(({ available: availableBalance, held: heldBalance, ...member }) => ({
      id: member.id,
      username: member.username,
      nickname: member.nickname,
      mobile: member.phone,
      email: member.email,
      inviteCode: member.inviteCode,
      inviterId: member.inviterId,
      balance: amount(availableBalance),
      frozen: amount(heldBalance),
      registeredAt: member.createdAt.toISOString(),
      loginFrozen: member.loginFrozen,
      withdrawFrozen: member.withdrawFrozen,
      grantedLevel: member.grantedLevel,
    })),
  };
}
