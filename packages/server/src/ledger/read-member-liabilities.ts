import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../db/types.js';
import { ACCOUNT_KIND } from './accounts.js';

/** What the platform owes its members at one instant, two ways. */
export interface MemberLiabilities {
  /** Every member, with or without money: the sum of the postings on their available and held accounts. */
  balances: { memberId: number; balance: string }[];
  /** The member accounts' balances as the ledger carries them on the accounts, summed. */
  ledgerTotal: string;
}

const ZRows = z.object({
  rows: z.array(z.object({ member_id: z.coerce.number().int().nullable(), balance: z.string(), ledger_total: z.string() })),
});

const MEMBER_KINDS = sql`(${ACCOUNT_KIND.memberAvailable}, ${ACCOUNT_KIND.memberHeld})`;

/**
 * Each member's balance from the postings (the truth, README invariant 3) and the total the
 * accounts carry, in ONE statement: a statement reads one snapshot of the database, so both are the
 * ledger at the same instant whatever commits meanwhile, on PostgreSQL under any isolation level
 * and on PGlite. Were the two taken in two statements, an entry committed between them would make
 * the check fail (or pass) by chance. Zero members still give one row (the books' total).
 */
export async function readMemberLiabilities(db: DbOrTx): Promise<MemberLiabilities> {
  const result = await db.execute(sql`
    with member_sums as (
      select a.member_id, sum(p.amount) as amount
      from postings p join ledger_accounts a on a.id = p.account_id
      where a.kind in ${MEMBER_KINDS}
      group by a.member_id
    ), books as (
      select coalesce(sum(balance), 0) as total from ledger_accounts where kind in ${MEMBER_KINDS}
    )
    select m.id as member_id, coalesce(s.amount, 0)::text as balance, b.total::text as ledger_total
    from books b
    left join members m on true
    left join member_sums s on s.member_id = m.id
    order by m.id`);
  const { rows } = ZRows.parse(result);
  const ledgerTotal = rows[0]?.ledger_total ?? '0';
  return { balances: rows.flatMap((row) => (row.member_id === null ? [] : [{ memberId: row.member_id, balance: row.balance }])), ledgerTotal };
}
