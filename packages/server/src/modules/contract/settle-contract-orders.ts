import { Decimal } from 'decimal.js';
import { sql } from 'drizzle-orm';
import { LIVE_EVENT, ZContractDirection, formatAmount, settleContract, type TContractSettlementPush } from '@meridian/protocol';
import { contractOrders } from '../../db/schema/index.js';
import type { Tx } from '../../db/types.js';
import { PLATFORM_ACCOUNT, platformAccountId } from '../../ledger/accounts.js';
import { ledgerAmount } from '../../ledger/amount.js';
import { requestIdOf } from '../../ledger/entry-kinds.js';
import { type EntryInput } from '../../ledger/post-entry.js';
import { postEntries } from '../../ledger/post-entries.js';
import { LIVE_BUS_CHANNEL, livePushPayloads } from '../../live/live-bus.js';
import type { PriceTick } from '../../market/candles.js';
import type { ClaimedContract } from './claim-due-contracts.js';
import { insertNotificationsSql } from '../notification/notification-store.js';
import { queuePushesSql } from '../../push/push-queue.js';

/** A claimed running contract and the recorded tick of its expiry second. */
export interface DueContract {
  order: ClaimedContract;
  settleTick: PriceTick;
}

/**
 * Settles claimed running contracts, each with the recorded tick of its expiry second, inside the
 * caller's transaction: for each, one journal entry releases the stake from held, pays the payout
 * to available and books the rest to or from the platform's contracts account; the order keeps
 * the tick, the outcome and the profit. The pushes go out through the live bus only if this
 * commits, to the members' sockets on every process. The outcome follows from the two ticks alone
 * (protocol settleContract); no setting or operator action is an input. A fixed number of
 * statements however many contracts there are, so thousands expiring in one second settle at once.
 */
export async function settleContractOrders(tx: Tx, due: readonly DueContract[], nowMs: number): Promise<TContractSettlementPush[]> {
  if (due.length === 0) return [];
  const platform = new Map<string, number>();
  for (const currency of new Set(due.map(({ order }) => order.currency))) {
    platform.set(currency, await platformAccountId(tx, PLATFORM_ACCOUNT.contracts, currency));
  }
  // Thousands of orders share a handful of prices: each is written out once.
  const plainPrices = new Map<string, string>();
  const plainPrice = (price: string) => {
    let plain = plainPrices.get(price);
    if (plain === undefined) {
      plain = new Decimal(price).toFixed();
      plainPrices.set(price, plain);
    }
    return plain;
  };

  // Contracts of one second share their terms by the hundred (the quick-pick amounts, one
  // purchase price per second): each distinct set of terms is worked out once.
  const outcomes = new Map<string, ReturnType<typeof outcomeOf>>();
  const outcomeOf = (order: ClaimedContract, settlePrice: string) => {
    const direction = ZContractDirection.parse(order.direction);
    const { currency } = order;
    const settlement = settleContract({ direction, purchasePrice: order.purchasePrice, settlePrice, amount: order.amount, yieldPercent: order.yieldPercent, currency });
    const stake = new Decimal(order.amount);
    const payout = new Decimal(settlement.payout);
    return {
      direction,
      settlement,
      release: ledgerAmount(stake.negated()),
      payout: ledgerAmount(payout),
      platformShare: ledgerAmount(stake.minus(payout)),
      formattedStake: formatAmount(stake, currency),
    };
  };

  const settled = due.map(({ order, settleTick }) => {
    const terms = `${order.direction} ${order.purchasePrice} ${settleTick.price} ${order.amount} ${order.yieldPercent} ${order.currency}`;
    let outcome = outcomes.get(terms);
    if (!outcome) {
      outcome = outcomeOf(order, settleTick.price);
      outcomes.set(terms, outcome);
    }
    const { direction, settlement, release, payout, platformShare, formattedStake } = outcome;
    const { currency } = order;
    const platformId = platform.get(currency);
    if (platformId === undefined) throw new Error(`no platform account for contract ${order.orderNo}`);
    const entry: EntryInput = {
      kind: 'contract_settle',
      requestId: requestIdOf('contract_settle', order.orderNo),
      memo: `contract ${order.orderNo} ${settlement.outcome}`,
      cause: { type: 'contract', id: order.orderNo },
      postings: [
        { accountId: order.heldAccountId, amount: release },
        ...(payout.isZero() ? [] : [{ accountId: order.availableAccountId, amount: payout }]),
        ...(platformShare.isZero() ? [] : [{ accountId: platformId, amount: platformShare }]),
      ],
    };
    const push: TContractSettlementPush = {
      orderId: order.id,
      allname: order.allname,
      direction,
      amount: formattedStake,
      purchasePrice: plainPrice(order.purchasePrice),
      settlePrice: plainPrice(settleTick.price),
      profit: settlement.profit,
      status: settlement.outcome,
      settledAt: nowMs,
    };
    return { order, settleTick, settlement, entry, push };
  });
  const pushPayloads = JSON.stringify(
    livePushPayloads(settled.map((item) => ({ kind: 'push' as const, event: LIVE_EVENT.contractShortSettlement, content: item.push, memberId: item.order.memberId }))),
  );

  // Each settlement is a notification of its member's (issue 40), written in the same statement.
  const notices = insertNotificationsSql(
    settled.map(({ order, push }) => ({
      memberId: order.memberId,
      kind: 'contractSettled' as const,
      dedupeKey: `contract:${order.orderNo}`,
      subject: order.orderNo,
      params: { pair: order.allname, price: push.settlePrice, profit: push.profit, currency: order.currency },
    })),
  );

  // The orders and the pushes are written before the accounts are locked, so the platform's
  // contracts account, which every settlement moves, is held only for the balance update.
  await postEntries(
    tx,
    settled.map((item) => item.entry),
    {
      beforeLocking: async (posted) => {
        const changes = JSON.stringify(
          settled.map((item, index) => ({
            id: item.order.id,
            settle_price: item.settleTick.price,
            settle_tick_at: item.settleTick.at,
            status: item.settlement.outcome,
            profit: item.settlement.profit,
            settle_entry_id: posted[index]?.entryId,
          })),
        );
        // One round trip: the orders, and the pushes the live bus sends if this commits.
        await tx.execute(sql`
          with changed as (
            update ${contractOrders} set
              settle_price = c.settle_price, settle_tick_at = c.settle_tick_at, status = c.status, profit = c.profit,
              settle_entry_id = c.settle_entry_id, settled_at = ${new Date(nowMs).toISOString()}::timestamptz
            from jsonb_to_recordset(${changes}::jsonb) as c(id integer, settle_price numeric, settle_tick_at bigint, status text, profit numeric, settle_entry_id bigint)
            where ${contractOrders.id} = c.id and ${contractOrders.status} = 'running'
          ), noticed as (${notices}), queued as (${queuePushesSql('noticed')})
          select count(pg_notify(${LIVE_BUS_CHANNEL}, p.payload))
          from (select payload from jsonb_array_elements_text(${pushPayloads}::jsonb) with ordinality as p(payload, n) order by n) as p`);
      },
    },
  );
  return settled.map((item) => item.push);
}
