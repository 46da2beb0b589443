import { Decimal } from 'decimal.js';
import { eq } from 'drizzle-orm';
import { referralCommissionAmount } from '@meridian/protocol';
import { members, referralCommissions } from '../../db/schema/index.js';
import type { DbOrTx, Tx } from '../../db/types.js';
import { PLATFORM_ACCOUNT, memberAccountIds, platformAccountId } from '../../ledger/accounts.js';
import { ledgerAmount } from '../../ledger/amount.js';
import { requestIdOf } from '../../ledger/entry-kinds.js';
import { postEntry } from '../../ledger/post-entry.js';

/** How far up the invite chain referral commissions reach. */
export const REFERRAL_DEPTH = 3;

export interface Upline {
  memberId: number;
  /** 1 = the direct inviter. */
  level: number;
  availableAccountId: number;
}

/**
 * The member's inviter, their inviter and the next (up to `depth`), nearest first. Stops at a
 * member invited by no one, and at a loop, which registration never makes but the walk must survive.
 */
export async function findUplines(db: DbOrTx, memberId: number, depth: number = REFERRAL_DEPTH): Promise<Upline[]> {
  const uplines: Upline[] = [];
  const seen = new Set([memberId]);
  let current = memberId;
  for (let level = 1; level <= Math.min(depth, REFERRAL_DEPTH); level += 1) {
    const [row] = await db.select({ inviterId: members.inviterId }).from(members).where(eq(members.id, current));
    const inviterId = row?.inviterId ?? null;
    if (inviterId === null || seen.has(inviterId)) break;
    const accounts = await memberAccountIds(db, inviterId);
    if (!accounts) break;
    uplines.push({ memberId: inviterId, level, availableAccountId: accounts.available });
    seen.add(inviterId);
    current = inviterId;
  }
  return uplines;
}

export interface ReferralCause {
  sourceMemberId: number;
  /** What the percents apply to, e.g. a goods order's commission. */
  baseAmount: Decimal.Value;
  currency: string;
  /** What it was earned on, e.g. `goods_order`, and that record's id (its order number). */
  causeType: string;
  causeId: string;
  /** Percent of the base per upline level: [direct inviter, their inviter, the next]. */
  percents: readonly string[];
}

export interface CreditedCommission {
  beneficiaryId: number;
  level: number;
  amount: string;
}

/**
 * Credits each upline their percent of the base from the platform's rewards account, inside the
 * caller's transaction. One referral_commissions row per cause and level (a unique key), so a
 * cause is credited exactly once however often this runs; an amount that rounds to nothing is
 * not recorded. The entries' cause type is `commission`, which is how they show in the bills.
 */
export async function creditReferralCommissions(tx: Tx, cause: ReferralCause): Promise<CreditedCommission[]> {
  const uplines = await findUplines(tx, cause.sourceMemberId, cause.percents.length);
  const credited: CreditedCommission[] = [];
  for (const upline of uplines) {
    const percent = cause.percents[upline.level - 1] ?? '0';
    const amount = referralCommissionAmount(cause.baseAmount, percent, cause.currency);
    if (amount.lessThanOrEqualTo(0)) continue;
    const [row] = await tx
      .insert(referralCommissions)
      .values({
        beneficiaryId: upline.memberId,
        sourceMemberId: cause.sourceMemberId,
        level: upline.level,
        causeType: cause.causeType,
        causeId: cause.causeId,
        baseAmount: new Decimal(cause.baseAmount).toFixed(),
        percent,
        amount: amount.toFixed(),
        currency: cause.currency,
      })
      .onConflictDoNothing()
      .returning({ id: referralCommissions.id });
    if (!row) continue;
    const rewards = await platformAccountId(tx, PLATFORM_ACCOUNT.rewards, cause.currency);
    const { entryId } = await postEntry(tx, {
      kind: 'referral_commission',
      requestId: requestIdOf('referral_commission', cause.causeType, cause.causeId, upline.level),
      memo: `level ${upline.level} referral commission on ${cause.causeType} ${cause.causeId}`,
      cause: { type: 'commission', id: cause.causeId },
      postings: [
        { accountId: rewards, amount: ledgerAmount(amount.negated()) },
        { accountId: upline.availableAccountId, amount: ledgerAmount(amount) },
      ],
    });
    await tx.update(referralCommissions).set({ entryId }).where(eq(referralCommissions.id, row.id));
    credited.push({ beneficiaryId: upline.memberId, level: upline.level, amount: amount.toFixed() });
  }
  return credited;
}
