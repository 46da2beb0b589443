import { Decimal } from 'decimal.js';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { TWithdrawalStatus } from '@meridian/protocol';
import { withdrawals } from '../db/schema/index.js';
import type { DbOrTx } from '../db/types.js';

/** Withdrawals whose amount has left the balance or is on its way; a rejected one (refunded ones end rejected too) gave it back. */
const COUNTED: readonly TWithdrawalStatus[] = ['pending', 'sending', 'paid'];

/** What a member withdrew in each window their verification level limits (the `kyc` setting). */
export interface KycWithdrawn {
  last24h: Decimal;
  last30d: Decimal;
}

/**
 * The amounts (as asked, fee and tax included: what left the balance) of the member's withdrawals
 * in `currency`, the platform's, in the last 24 hours and the last 30 days: rolling windows, not
 * reset at midnight, counted back from the database's clock, the one that stamps `created_at`. Read
 * in the caller's transaction, so a withdrawal's limit check decides on the sum it sees.
 */
export async function kycWithdrawn(db: DbOrTx, memberId: number, currency: string): Promise<KycWithdrawn> {
  const [row] = await db
    .select({
      last24h: sql<string>`coalesce(sum(${withdrawals.amount}) filter (where ${withdrawals.createdAt} > now() - interval '24 hours'), 0)::text`,
      last30d: sql<string>`coalesce(sum(${withdrawals.amount}), 0)::text`,
    })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.memberId, memberId),
        eq(withdrawals.currency, currency),
        inArray(withdrawals.status, [...COUNTED]),
        gt(withdrawals.createdAt, sql`now() - interval '30 days'`),
      ),
    );
  return { last24h: new Decimal(row?.last24h ?? 0), last30d: new Decimal(row?.last30d ?? 0) };
}
