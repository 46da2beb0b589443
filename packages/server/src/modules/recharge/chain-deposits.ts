import { API, CHAIN_DEPOSITS_DAYS, CHAIN_DEPOSITS_MAX, MEMBER_CHAIN_DEPOSIT_STATUSES, ZChainDepositsRequest, ZChainDepositsResponse, type TChainDepositItem } from '@meridian/protocol';
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { depositNetworkOf } from '../../chain/deposit-networks.js';
import { chainDeposits } from '../../db/schema/index.js';
import { defineCall, requireSession } from '../../http/define-call.js';

function isMemberStatus(status: string): status is TChainDepositItem['status'] {
  return MEMBER_CHAIN_DEPOSIT_STATUSES.some((known) => known === status);
}

/**
 * `/api/recharge/chainDeposits` (issue 38): the caller's own deposits the watcher has seen, newest
 * first. Unmatched ones (below the minimum, no channel) are operators' to decide and are left out:
 * their reason and the shared-address ones are no member's to read.
 */
export const chainDepositsCall = defineCall({
  path: API.recharge.chainDeposits,
  request: ZChainDepositsRequest,
  response: ZChainDepositsResponse,
  async handler(context) {
    const { deps } = context;
    const { memberId } = requireSession(context);
    const rows = await deps.db
      .select()
      .from(chainDeposits)
      .where(
        and(
          eq(chainDeposits.memberId, memberId),
          inArray(chainDeposits.status, [...MEMBER_CHAIN_DEPOSIT_STATUSES]),
          gt(chainDeposits.createdAt, sql`now() - make_interval(days => ${CHAIN_DEPOSITS_DAYS})`),
        ),
      )
      .orderBy(desc(chainDeposits.createdAt), desc(chainDeposits.id))
      .limit(CHAIN_DEPOSITS_MAX);
    const list = rows.flatMap((row): TChainDepositItem[] => {
      if (!isMemberStatus(row.status)) return [];
      const confirmationsNeeded = depositNetworkOf(deps.chain, row.network)?.confirmations ?? row.confirmations;
      return [
        {
          network: row.network,
          txHash: row.txHash,
          logIndex: row.logIndex,
          amount: row.amount,
          status: row.status,
          confirmations: row.confirmations,
          confirmationsNeeded,
          orderNo: row.status === 'credited' ? row.orderNo : null,
          seenAt: row.createdAt.getTime(),
        },
      ];
    });
    return { list };
  },
});
