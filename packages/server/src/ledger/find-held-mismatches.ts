import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { TContractStatus, TInterestOrder, TMiningOrderStatus, TWithdrawalStatus } from '@meridian/protocol';
import { contractOrders, interestOrders, ledgerAccounts, miningOrders, withdrawals } from '../db/schema/index.js';
import type { DbOrTx } from '../db/types.js';
import { ACCOUNT_KIND } from './accounts.js';

/**
 * The records whose amount sits in the member's held account until they close, each moved in by
 * one entry and out by another (README "Money flows"): a withdrawal until it is paid or rejected,
 * a contract's stake until it settles, a mining machine's price until its last day returns it,
 * an interest deposit until it is extracted. No other flow posts to held.
 */
const OPEN: { withdrawal: readonly TWithdrawalStatus[]; contract: TContractStatus; mining: TMiningOrderStatus; interest: TInterestOrder['status'] } = {
  // A coin withdrawal on its way on chain still holds its amount until the transfer is final.
  withdrawal: ['pending', 'sending'],
  contract: 'running',
  mining: 'running',
  interest: 'holding',
};

/** A member's held balance in a currency that is not what their open records hold. */
export interface HeldMismatch {
  memberId: number;
  currency: string;
  /** The held account's balance (0 when the member has no held account in this currency). */
  held: string;
  /** What the open records hold in all, and of each kind. */
  records: string;
  open: { withdrawals: string; contracts: string; mining: string; interest: string };
}

const ZHeldRows = z.object({
  rows: z.array(
    z.object({
      member_id: z.coerce.number().int(),
      currency: z.string(),
      held: z.string(),
      records: z.string(),
      withdrawals: z.string(),
      contracts: z.string(),
      mining: z.string(),
      interest: z.string(),
    }),
  ),
});

/** The sum of one source's amounts in a group, at the ledger's scale (0.00000000 when it has none). */
const sumOf = (source: string) => sql.raw(`coalesce(sum(r.amount) filter (where r.source = '${source}'), 0)::numeric(30, 8)::text`);

/**
 * Every (member, currency) whose held balance differs from the sum of their open records, in
 * member order. One statement, so the balances and the records are read at one instant: a record
 * opens or closes in the transaction of its entry, so any committed state agrees. The held
 * accounts and the open records go into one aggregate rather than two joined ones; at 100k
 * members, every one with open records, it reads each table once.
 */
export async function findHeldMismatches(db: DbOrTx, limit: number): Promise<HeldMismatch[]> {
  const result = ZHeldRows.parse(
    await db.execute(sql`
      select r.member_id, r.currency, ${sumOf('held')} as held,
        coalesce(sum(r.amount) filter (where r.source <> 'held'), 0)::numeric(30, 8)::text as records,
        ${sumOf('withdrawal')} as withdrawals, ${sumOf('contract')} as contracts, ${sumOf('mining')} as mining, ${sumOf('interest')} as interest
      from (
        select member_id, currency, balance as amount, 'held' as source from ${ledgerAccounts} where kind = ${ACCOUNT_KIND.memberHeld}
        union all
        select member_id, currency, amount, 'withdrawal' from ${withdrawals} where status in (${sql.join(OPEN.withdrawal.map((status) => sql`${status}`), sql`, `)})
        union all
        select member_id, currency, amount, 'contract' from ${contractOrders} where status = ${OPEN.contract}
        union all
        select member_id, currency, price, 'mining' from ${miningOrders} where status = ${OPEN.mining}
        union all
        select member_id, currency, amount, 'interest' from ${interestOrders} where status = ${OPEN.interest}
      ) as r
      group by r.member_id, r.currency
      having sum(case when r.source = 'held' then r.amount else -r.amount end) <> 0
      order by r.member_id, r.currency
      limit ${limit}`),
  );
  return result.rows.map((row) => ({
    memberId: row.member_id,
    currency: row.currency,
    held: row.held,
    records: row.records,
    open: { withdrawals: row.withdrawals, contracts: row.contracts, mining: row.mining, interest: row.interest },
  }));
}
