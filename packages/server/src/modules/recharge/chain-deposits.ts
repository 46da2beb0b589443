import { API, CHAIN_DEPOSITS_DAYS, CHAIN_DEPOSITS_MAX, MEMBER_CHAIN_DEPOSIT_STATUSES, ZChainDepositsRequest, ZChainDepositsResponse, type TChainDepositItem } from '@meridian/protocol';
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { depositNetworkOf } from '../../chain/deposit-networks.js';
import { channelOfNetwork } from '../../chain/watcher/watched-network.js';
import { chainDeposits } from '../../db/schema/index.js';
import { defineCall, requireSession } from '../../http/define-call.js';
import type { TRechargeSettings } from '../../settings/recharge-settings.js';
import { minimumInCoin } from './pasted-chain-deposit.js';

function isMemberStatus(status: string): status is TChainDepositItem['status'] {
  return MEMBER_CHAIN_DEPOSIT_STATUSES.some((known) => known === status);
}

type DepositRow = typeof chainDeposits.$inferSelect;

/**
 * Why the member's unmatched deposit was not credited, so the app can say it and send them to
 * support: below the minimum (with the minimum in the coin), or no channel of its network.
 */
function notCreditedOf(row: DepositRow, settings: TRechargeSettings): NonNullable<TChainDepositItem['notCredited']> {
  const channel = channelOfNetwork(settings, row.network);
  if (channel === undefined || row.unmatchedReason !== 'below_minimum') return { reason: 'no_channel', minimum: '', coin: channel?.coin ?? '' };
  return { reason: 'below_minimum', minimum: minimumInCoin(channel), coin: channel.coin };
}

/**
 * `/api/recharge/chainDeposits` (issue 38): the caller's own deposits the watcher has seen, newest
 * first, those not credited automatically (below the minimum, no channel) among them with why, so
 * the member knows to contact support. Deposits to the shared address are no member's to read.
 */
export const chainDepositsCall = defineCall({
  path: API.recharge.chainDeposits,
  request: ZChainDepositsRequest,
  response: ZChainDepositsResponse,
  async handler(context) {
    const { deps } = context;
    const { memberId } = requireSession(context);
    const settings = await deps.settings.get('recharge');
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
          ...(row.status === 'unmatched' ? { notCredited: notCreditedOf(row, settings) } : {}),
        },
      ];
    });
    return { list };
  },
});
