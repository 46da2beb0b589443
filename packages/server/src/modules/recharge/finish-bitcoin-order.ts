import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { API, ZFinishBitcoinOrderRequest, ZFinishBitcoinOrderResponse, formatAmount, isMoneyAmount, roundMoney } from '@meridian/protocol';
import { Decimal } from 'decimal.js';
import { depositNetworkOf, isWatched } from '../../chain/deposit-networks.js';
import { createViemChainReader } from '../../chain/watcher/viem-chain-reader.js';
import { chainDeposits, rechargeOrders } from '../../db/schema/index.js';
import type { Tx } from '../../db/types.js';
import { invalidField } from '../../http/app-error.js';
import { defineCall, requireSession } from '../../http/define-call.js';
import { newOrderNumber } from '../../money/order-number.js';
import { runOnce } from '../../money/run-once.js';
import { channelRate, findCryptoChannel } from './crypto-channels.js';
import { checkPastedTransaction, recordPastedDeposit } from './pasted-chain-deposit.js';
import { checkedAmount, effectiveLimits } from './recharge-amount.js';
import { lockMemberRecharges, refuseIfUnfinished } from './recharge-orders.js';

const TXID_LOCK_NAMESPACE = 0x52_43_54_58; // 'RCTX'

/**
 * A transaction can be credited once: refused while another order with the same txid on the same
 * network waits for the operator or was credited, or when the chain watcher credits it. Locked by
 * txid, so two members racing with one txid are serialised too.
 */
async function refuseUsedTxid(tx: Tx, network: string, txid: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${TXID_LOCK_NAMESPACE}::int, hashtext(${`${network}:${txid}`}))`);
  const [used] = await tx
    .select({ id: rechargeOrders.id })
    .from(rechargeOrders)
    .where(
      and(
        eq(rechargeOrders.network, network),
        sql`lower(${rechargeOrders.txid}) = lower(${txid})`,
        inArray(rechargeOrders.status, ['pending_review', 'completed']),
      ),
    )
    .limit(1);
  if (used) throw invalidField('txid', 'rule.rechargeTxidUsed');
  // A transfer the watcher found to a member's own address is credited by the chain: an order for
  // review of it too could credit it twice (a network whose pasted transactions are not looked up).
  const [watched] = await tx
    .select({ id: chainDeposits.id })
    .from(chainDeposits)
    .where(and(eq(chainDeposits.network, network), sql`lower(${chainDeposits.txHash}) = lower(${txid})`, isNotNull(chainDeposits.memberId), inArray(chainDeposits.status, ['seen', 'credited'])))
    .limit(1);
  if (watched) throw invalidField('txid', 'rule.rechargeTxidUsed');
}

/**
 * Creates the crypto order once the member has sent the coins: the spec's calls have no separate
 * "create" step for crypto, so the order is born here with its txid, coin count and the channel's
 * rate (amount = coinCount × rate at the platform currency's scale), waiting for an operator to
 * confirm the transaction on chain (recharge-review.ts). On a network Meridian reads, the chain is
 * asked first (pasted-chain-deposit.ts): a transfer to the member's own address is a chain deposit
 * the watcher's way (no order for review), one to the shared address goes on to that review, and
 * a transaction with neither is refused.
 */
export const finishBitcoinOrderCall = defineCall({
  path: API.recharge.finishBitcoinOrder,
  request: ZFinishBitcoinOrderRequest,
  response: ZFinishBitcoinOrderResponse,
  async handler(context) {
    const { deps, input } = context;
    const { memberId } = requireSession(context);
    const { requestId, ...params } = input;
    const [settings, company] = await Promise.all([deps.settings.get('recharge'), deps.settings.get('company')]);
    const currency = company.currency;
    const channel = findCryptoChannel(settings, input.channelCode);
    const network = depositNetworkOf(deps.chain, channel.network);
    // EVM only: the TRON reader (TronGrid) cannot look a transaction up yet, so a pasted TRC20 one stays with the operator.
    if (network !== undefined && isWatched(network) && network.family === 'evm') {
      const pasted = { reader: createViemChainReader(network.rpcUrl), network, channel, memberId, txid: input.txid };
      const onChain = await checkPastedTransaction(deps, pasted);
      if (onChain.kind === 'own') return recordPastedDeposit(deps, pasted, onChain);
    }
    const limits = effectiveLimits(channel, settings);
    if (!isMoneyAmount(input.coinCount, channel.coin)) {
      throw invalidField('coinCount', 'rule.rechargeAmount', { min: formatAmount(limits.min, currency), max: formatAmount(limits.max, currency), currency });
    }
    const rate = channelRate(channel);
    const amount = formatAmount(checkedAmount('coinCount', roundMoney(new Decimal(input.coinCount).times(rate), currency).toFixed(), currency, limits), currency);
    const coinCount = new Decimal(input.coinCount).toFixed();

    const placed = await runOnce(deps.db, { memberId, requestId, operation: API.recharge.finishBitcoinOrder, params }, ZFinishBitcoinOrderResponse, async (tx) => {
      await lockMemberRecharges(tx, memberId);
      await refuseIfUnfinished(tx, memberId);
      await refuseUsedTxid(tx, channel.network, input.txid);
      const orderNo = newOrderNumber('RC');
      await tx.insert(rechargeOrders).values({
        orderNo,
        memberId,
        mode: 'crypto',
        channelCode: channel.code,
        status: 'pending_review',
        amount,
        currency,
        network: channel.network,
        address: channel.address,
        exchangeRate: rate,
        coinCount,
        txid: input.txid,
      });
      return { orderNo, amount, rate, coinCount: formatAmount(coinCount, channel.coin) };
    });
    // Open consoles see the queue grow at once.
    deps.operatorFeed.queueChanged();
    return placed;
  },
});
