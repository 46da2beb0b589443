import { Decimal } from 'decimal.js';
import type { TMemberItem } from '@meridian/protocol';
import { and, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/types.js';
import { ledgerAccounts, members } from '../db/schema/index.js';
import { ACCOUNT_KIND } from '../ledger/accounts.js';
import { formatLedgerAmount } from '../ledger/format-ledger-amount.js';
import { cappedTotal, countLimit, pageOrder, pageWindow, tableCount, type Page, type PageRequest, pageAndTotal } from './command-paging.js';
import { StatementValues, statementCache } from './prepared-lists.js';

/** The members list of the console and of `members`: one page, searched, with each member's balances. */

/** One member as the list answers them: the contract's ZMemberItem. */
export type MemberListItem = TMemberItem;

export interface MemberSearch extends PageRequest {
  /** Exactly this member. */
  id?: number;
  /** A username (or its start), an id, a mobile number (with or without its country code), part of an email, or an invite code. */
  q?: string | undefined;
  registeredFrom?: string | undefined;
  registeredTo?: string | undefined;
  sort: 'id' | 'registeredAt' | 'username';
}

/** `%` and `_` typed by the operator are letters, not wildcards. */
const literal = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** A mobile number as typed: `+852 9123-4567`, `85291234567` or the local `91234567`, its digits only. */
const MOBILE_TYPED = /^\+?[\d\s()-]{4,25}$/;
/** Shorter parts of an e-mail address (`a`, `co`) would match nearly everyone. */
const EMAIL_PART_MIN = 3;

function searchCondition(q: string, values: StatementValues): SQL | undefined {
  const text = q.trim();
  if (text === '') return undefined;
  const byId = /^\d{1,9}$/.test(text) ? [eq(members.id, values.value('qId', Number(text)))] : [];
  // Mobiles are kept as registered, with or without `+`: compared by their digits, and a number
  // typed without its country code still finds the member by the end of theirs.
  const digits = MOBILE_TYPED.test(text) ? text.replace(/\D/g, '') : '';
  const byMobile = digits.length >= 4 ? [sql`regexp_replace(${members.phone}, '[^0-9]', '', 'g') like ${values.value('qMobileDigits', `%${digits}`)}`] : [];
  const email = text.toLowerCase();
  const byEmail =
    email.length >= EMAIL_PART_MIN
      ? sql`lower(${members.email}) like ${values.value('qEmailPart', `%${literal(email)}%`)}`
      : sql`lower(${members.email}) = ${values.value('qEmail', email)}`;
  return or(
    ...byId,
    sql`lower(${members.username}) like ${values.value('qUsername', `${literal(text.toLowerCase())}%`)}`,
    eq(members.phone, values.value('qMobile', text)),
    ...byMobile,
    byEmail,
    eq(members.inviteCode, values.value('qInviteCode', text.toUpperCase())),
  );
}

/** Registration days are whole UTC days: `to` includes the day it names. */
function registeredCondition(from: string | undefined, to: string | undefined, values: StatementValues): SQL[] {
  const conditions: SQL[] = [];
  if (from !== undefined) conditions.push(gte(members.createdAt, values.value('registeredFrom', `${from}T00:00:00Z`)));
  if (to !== undefined) conditions.push(lt(members.createdAt, values.value('registeredBefore', new Date(new Date(`${to}T00:00:00Z`).getTime() + 86_400_000).toISOString())));
  return conditions;
}

const SORT_COLUMNS = { id: members.id, registeredAt: members.createdAt, username: sql`lower(${members.username})` } as const;

/**
 * The list's two statements for one shape of search (which filters, the sort, the order): the page
 * with its members' balances, and its count. LIMIT, OFFSET and the count's cap are values.
 */
function prepareMemberList(db: DbOrTx, search: MemberSearch, where: SQL | undefined, name: string) {
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
    .orderBy(...pageOrder(search, SORT_COLUMNS[search.sort], members.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
  const available = alias(ledgerAccounts, 'available');
  const held = alias(ledgerAccounts, 'held');
  const pageSort = { id: page.id, registeredAt: page.createdAt, username: sql`lower(${page.username})` } as const;
  return {
    page: db
      // `_.selectedFields`: drizzle's typed columns of a subquery, each read from the page.
      .select({ ...page._.selectedFields, available: available.balance, held: held.balance })
      .from(page)
      .leftJoin(available, and(eq(available.memberId, page.id), eq(available.kind, ACCOUNT_KIND.memberAvailable)))
      .leftJoin(held, and(eq(held.memberId, page.id), eq(held.kind, ACCOUNT_KIND.memberHeld)))
      .orderBy(...pageOrder(search, pageSort[search.sort], page.id))
      .prepare(`${name}_page`),
    count: tableCount(db, members, where, sql.placeholder('countLimit')).prepare(`${name}_count`),
  };
}

const memberLists = statementCache<ReturnType<typeof prepareMemberList>>('members');

export async function listMembers(db: DbOrTx, search: MemberSearch): Promise<Page<MemberListItem>> {
  const values = new StatementValues();
  const where = and(
    search.id === undefined ? undefined : eq(members.id, values.value('id', search.id)),
    searchCondition(search.q ?? '', values),
    ...registeredCondition(search.registeredFrom, search.registeredTo, values),
  );
  const statements = memberLists(db, [values.names, search.sort, search.order], (name) => prepareMemberList(db, search, where, name));
  const { limit, offset } = pageWindow(search);
  const [rows, total] = await pageAndTotal(search, statements.page.execute({ ...values.values, limit, offset }), () =>
    cappedTotal(search, statements.count.execute({ ...values.values, countLimit: countLimit(search) })),
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
