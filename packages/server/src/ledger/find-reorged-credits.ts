import { asc, isNotNull } from 'drizzle-orm';
import { chainDeposits } from '../db/schema/index.js';
import type { DbOrTx } from '../db/types.js';

/**
 * A chain deposit that was credited, then a re-org deeper than its confirmations removed its block
 * (chain/watcher: the credit is never reversed by itself, and the network halts). The books still
 * balance, but the coins behind the credit may not exist: an operator reviews each.
 */
export interface ReorgedCredit {
  depositId: number;
  network: string;
  txHash: string;
  logIndex: number;
  memberId: number | null;
  orderNo: string | null;
  amount: string;
  reorgedAt: string;
}

export async function findReorgedCredits(db: DbOrTx, limit: number): Promise<ReorgedCredit[]> {
  const rows = await db
    .select({
      depositId: chainDeposits.id,
      network: chainDeposits.network,
      txHash: chainDeposits.txHash,
      logIndex: chainDeposits.logIndex,
      memberId: chainDeposits.memberId,
      orderNo: chainDeposits.orderNo,
      amount: chainDeposits.amount,
      reorgedAt: chainDeposits.reorgedAt,
    })
    .from(chainDeposits)
    .where(isNotNull(chainDeposits.reorgedAt))
    .orderBy(asc(chainDeposits.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, reorgedAt: row.reorgedAt?.toISOString() ?? '' }));
}
