import { Decimal } from 'decimal.js';
import { and, eq } from 'drizzle-orm';
import { LIVE_EVENT, ZContractDirection, formatAmount, settleContract, type TContractSettlementPush } from '@meridian/protocol';
import { contractOrders } from '../../db/schema/index.js';
import type { Tx } from '../../db/types.js';
import { PLATFORM_ACCOUNT, memberAccountIds, platformAccountId } from '../../ledger/accounts.js';
import { postEntry, type PostingInput } from '../../ledger/post-entry.js';
import { announceLivePush } from '../../live/live-bus.js';
import type { PriceTick } from '../../market/candles.js';

type ContractOrderRow = typeof contractOrders.$inferSelect;

/**
 * Settles one claimed running contract with the recorded tick of its expiry second, inside the
 * caller's transaction: one journal entry releases the stake from held, pays the payout to
 * available and books the rest to or from the platform's contracts account; the order keeps the
 * tick, the outcome and the profit. The push goes out through the live bus only if this commits,
 * to the member's sockets on every process. The outcome follows from the two ticks alone
 * (protocol settleContract); no setting or operator action is an input.
 */
export async function settleContractOrder(tx: Tx, order: ContractOrderRow, settleTick: PriceTick, nowMs: number): Promise<TContractSettlementPush> {
  const direction = ZContractDirection.parse(order.direction);
  const { currency } = order;
  const settlement = settleContract({
    direction,
    purchasePrice: order.purchasePrice,
    settlePrice: settleTick.price,
    amount: order.amount,
    yieldPercent: order.yieldPercent,
    currency,
  });
  const stake = new Decimal(order.amount);
  const payout = new Decimal(settlement.payout);
  const accounts = await memberAccountIds(tx, order.memberId);
  if (!accounts) throw new Error(`member ${order.memberId} has no ledger accounts`);
  const platformShare = stake.minus(payout);
  const postings: PostingInput[] = [
    { accountId: accounts.held, amount: stake.negated() },
    ...(payout.isZero() ? [] : [{ accountId: accounts.available, amount: payout }]),
    ...(platformShare.isZero() ? [] : [{ accountId: await platformAccountId(tx, PLATFORM_ACCOUNT.contracts, currency), amount: platformShare }]),
  ];
  const posted = await postEntry(tx, {
    kind: 'contract_settle',
    requestId: `contract-settle:${order.orderNo}`,
    memo: `contract ${order.orderNo} ${settlement.outcome}`,
    cause: { type: 'contract', id: order.orderNo },
    postings,
  });
  const settledAt = new Date(nowMs);
  await tx
    .update(contractOrders)
    .set({
      settlePrice: settleTick.price,
      settleTickAt: settleTick.at,
      status: settlement.outcome,
      profit: settlement.profit,
      settleEntryId: posted.entryId,
      settledAt,
    })
    .where(and(eq(contractOrders.id, order.id), eq(contractOrders.status, 'running')));

  const push: TContractSettlementPush = {
    orderId: order.id,
    allname: order.allname,
    direction,
    amount: formatAmount(stake, currency),
    purchasePrice: new Decimal(order.purchasePrice).toFixed(),
    settlePrice: new Decimal(settleTick.price).toFixed(),
    profit: settlement.profit,
    status: settlement.outcome,
    settledAt: nowMs,
  };
  await announceLivePush(tx, { kind: 'push', event: LIVE_EVENT.contractShortSettlement, content: push, memberId: order.memberId });
  return push;
}
