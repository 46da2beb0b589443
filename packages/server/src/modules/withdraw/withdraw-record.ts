import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { API, ZWithdrawRecordRequest, ZWithdrawRecordResponse } from '@meridian/protocol';
import { bankCards, chainSends, withdrawals } from '../../db/schema/index.js';
import { defineCall, requireSession } from '../../http/define-call.js';
import { depositNetworkOf } from '../../chain/deposit-networks.js';
import { toWithdrawal } from './withdrawal-view.js';

/** The caller's own withdrawals, newest first, optionally of one status, with reject reasons and a coin withdrawal's transaction hash. */
export const withdrawRecordCall = defineCall({
  path: API.withdraw.record,
  request: ZWithdrawRecordRequest,
  response: ZWithdrawRecordResponse,
  async handler(context) {
    const { deps, input } = context;
    const { memberId } = requireSession(context);
    // The signer follows a transfer to the network's confirmations, as the watcher follows a deposit.
    const confirmationsNeeded = (network: string) => depositNetworkOf(deps.chain, network)?.confirmations;
    const filter: SQL | undefined = and(eq(withdrawals.memberId, memberId), input.status ? eq(withdrawals.status, input.status) : undefined);
    const [rows, [total]] = await Promise.all([
      deps.db
        .select({ withdrawal: withdrawals, card: bankCards, send: { txHash: chainSends.txHash, minedHash: chainSends.minedHash, confirmations: chainSends.confirmations } })
        .from(withdrawals)
        .leftJoin(bankCards, eq(bankCards.id, withdrawals.bankCardId))
        // The signer's transfer of a coin withdrawal (unique by purpose and reference on its network).
        .leftJoin(chainSends, and(eq(chainSends.purpose, 'withdrawal'), eq(chainSends.reference, withdrawals.orderNo)))
        .where(filter)
        .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
        .limit(input.pageSize)
        .offset((input.page - 1) * input.pageSize),
      deps.db.select({ total: count() }).from(withdrawals).where(filter),
    ]);
    return {
      list: rows.map((row) => toWithdrawal(row.withdrawal, row.card, row.send, deps.config.explorerLinks, confirmationsNeeded)),
      total: total?.total ?? 0,
      page: input.page,
      pageSize: input.pageSize,
    };
  },
});
