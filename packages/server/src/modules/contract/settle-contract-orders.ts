import { Decimal } from 'decimal.js';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { LIVE_EVENT, ZContractDirection, formatAmount, settleContract, type TContractSettlementPush } from '@meridian/protocol';
import { contractOrders, ledgerAccounts } from '../../db/schema/index.js';
import type { DbOrTx, Tx } from '../../db/types.js';
import { ACCOUNT_KIND, PLATFORM_ACCOUNT, platformAccountId } from '../../ledger/accounts.js';
import { type EntryInput, type PostingInput } from '../../ledger/post-entry.js';
import { postEntries } from '../../ledger/post-entries.js';
import { announceLivePushes } from '../../live/live-bus.js';
import type { PriceTick } from '../../market/candles.js';

type ContractOrderRow = typeof contractOrders.$inferSelect;

/** A claimed running contract and the recorded tick of its expiry second. */
export interface DueContract {
  order: ContractOrderRow;
  settleTick: PriceTick;
}

/** Every member's available and held account ids, in one read. */
async function memberAccounts(db: DbOrTx, memberIds: readonly number[]): Promise<Map<number, { available: number; held: number }>> {
  const rows = await db
    .select({ id: ledgerAccounts.id, memberId: ledgerAccounts.memberId, kind: ledgerAccounts.kind })
    .from(ledgerAccounts)
    .where(and(inArray(ledgerAccounts.memberId, [...memberIds]), inArray(ledgerAccounts.kind, [ACCOUNT_KIND.memberAvailable, ACCOUNT_KIND.memberHeld])));
  const accounts = new Map<number, { available: number; held: number }>();
  for (const memberId of memberIds) {
    const available = rows.find((row) => row.memberId === memberId && row.kind === ACCOUNT_KIND.memberAvailable);
    const held = rows.find((row) => row.memberId === memberId && row.kind === ACCOUNT_KIND.memberHeld);
    if (!available || !held) throw new Error(`member ${memberId} has no ledger accounts`);
    accounts.set(memberId, { available: available.id, held: held.id });
  }
  return accounts;
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
  const accounts = await memberAccounts(tx, [...new Set(due.map(({ order }) => order.memberId))]);
  const platform = new Map<string, number>();
  for (const currency of new Set(due.map(({ order }) => order.currency))) {
    platform.set(currency, await platformAccountId(tx, PLATFORM_ACCOUNT.contracts, currency));
  }

  const settled = due.map(({ order, settleTick }) => {
    const direction = ZContractDirection.parse(order.direction);
    const { currency } = order;
    const settlement = settleContract({ direction, purchasePrice: order.purchasePrice, settlePrice: settleTick.price, amount: order.amount, yieldPercent: order.yieldPercent, currency });
    const stake = new Decimal(order.amount);
    const payout = new Decimal(settlement.payout);
    const platformShare = stake.minus(payout);
    const member = accounts.get(order.memberId);
    const platformId = platform.get(currency);
    if (!member || platformId === undefined) throw new Error(`no accounts for contract ${order.orderNo}`);
    const postings: PostingInput[] = [
      { accountId: member.held, amount: stake.negated() },
      ...(payout.isZero() ? [] : [{ accountId: member.available, amount: payout }]),
      ...(platformShare.isZero() ? [] : [{ accountId: platformId, amount: platformShare }]),
    ];
    const entry: EntryInput = {
      kind: 'contract_settle',
      requestId: `contract-settle:${order.orderNo}`,
      memo: `contract ${order.orderNo} ${settlement.outcome}`,
      cause: { type: 'contract', id: order.orderNo },
      postings,
    };
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
    return { order, settleTick, settlement, entry, push };
  });

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
        await tx.execute(sql`
          update ${contractOrders} set
            settle_price = c.settle_price, settle_tick_at = c.settle_tick_at, status = c.status, profit = c.profit,
            settle_entry_id = c.settle_entry_id, settled_at = ${new Date(nowMs).toISOString()}::timestamptz
          from jsonb_to_recordset(${changes}::jsonb) as c(id integer, settle_price numeric, settle_tick_at bigint, status text, profit numeric, settle_entry_id bigint)
          where ${contractOrders.id} = c.id and ${eq(contractOrders.status, 'running')}`);
        await announceLivePushes(
          tx,
          settled.map((item) => ({ kind: 'push' as const, event: LIVE_EVENT.contractShortSettlement, content: item.push, memberId: item.order.memberId })),
        );
      },
    },
  );
  const pushes = settled.map((item) => item.push);
  return pushes;
}
