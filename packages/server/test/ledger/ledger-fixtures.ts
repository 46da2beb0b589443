import { members } from '../../src/db/schema/index.js';
import type { Db } from '../../src/db/types.js';
import { memberAccountIds, openMemberAccounts, type MemberAccountIds } from '../../src/ledger/accounts.js';

/** A member row with its two ledger accounts in `currency`, made straight in the database (no app). */
export async function openLedgerMember(db: Db, name: string, currency = 'USDT'): Promise<{ id: number; accounts: MemberAccountIds }> {
  const [row] = await db
    .insert(members)
    .values({ username: name, passwordHash: 'x', nickname: name, avatar: '', inviteCode: name.toUpperCase() })
    .returning({ id: members.id });
  if (!row) throw new Error('no member');
  await openMemberAccounts(db, row.id, currency);
  const accounts = await memberAccountIds(db, row.id);
  if (!accounts) throw new Error('no accounts');
  return { id: row.id, accounts };
}
