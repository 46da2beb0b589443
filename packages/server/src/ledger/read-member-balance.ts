import { Decimal } from 'decimal.js';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/types.js';
import { ledgerAccounts } from '../db/schema/index.js';
import { ACCOUNT_KIND } from './accounts.js';
import type { BalanceCache } from './balance-cache.js';
import type { MemberBalance } from './types.js';

export type { MemberBalance } from './types.js';

/**
 * A member's balances, as the ledger keeps them (each account's balance is the sum of its
 * postings). With `cache`, as this process last read them: for showing, never inside a
 * transaction or to decide whether money may move (that reads the locked rows themselves).
 */
export async function readMemberBalance(db: DbOrTx, memberId: number, cache?: BalanceCache): Promise<MemberBalance> {
  if (!cache) return selectMemberBalance(db, memberId);
  return cache.get(memberId) ?? (await cache.fetch(memberId, () => selectMemberBalance(db, memberId)));
}

async function selectMemberBalance(db: DbOrTx, memberId: number): Promise<MemberBalance> {
  const rows = await db
    .select({ kind: ledgerAccounts.kind, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.memberId, memberId));
  const of = (kind: string) => new Decimal(rows.find((row) => row.kind === kind)?.balance ?? 0);
  return { available: of(ACCOUNT_KIND.memberAvailable), held: of(ACCOUNT_KIND.memberHeld) };
}
