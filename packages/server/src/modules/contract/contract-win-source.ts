import { desc, eq } from 'drizzle-orm';
import { contractOrders, members } from '../../db/schema/index.js';
import type { WinListSource } from '../content/win-list-source.js';

/** The newest won contracts: what the public win ticker lists. */
export const wonContracts: WinListSource = async (db, limit) => {
  const rows = await db
    .select({
      id: contractOrders.id,
      username: members.username,
      allname: contractOrders.allname,
      amount: contractOrders.amount,
      profit: contractOrders.profit,
      settledAt: contractOrders.settledAt,
    })
    .from(contractOrders)
    .innerJoin(members, eq(members.id, contractOrders.memberId))
    .where(eq(contractOrders.status, 'won'))
    .orderBy(desc(contractOrders.settledAt), desc(contractOrders.id))
    .limit(limit);
  return rows.flatMap((row) => (row.profit !== null && row.settledAt !== null ? [{ ...row, profit: row.profit, settledAt: row.settledAt }] : []));
};
