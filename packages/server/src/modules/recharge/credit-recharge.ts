import { Decimal } from 'decimal.js';
import { formatAmount } from '@meridian/protocol';
import { notifyMembers, type NotificationInput } from '../notification/notification-store.js';
import { sql } from 'drizzle-orm';
import type { InvalidationTarget } from '../../db/invalidation-bus.js';
import { rechargeOrders } from '../../db/schema/index.js';
import type { Tx } from '../../db/types.js';
import { depositsClearingAccountId, memberAccountIds } from '../../ledger/accounts.js';
import { ledgerAmount } from '../../ledger/amount.js';
import { requestIdOf } from '../../ledger/entry-kinds.js';
import { postEntry } from '../../ledger/post-entry.js';
import type { RechargeOrderRow } from './recharge-orders.js';

/**
 * Completes a recharge order: the one journal entry that credits it (member available +amount,
 * the member's deposits clearing account −amount) and the order marked completed with that entry. The entry's
 * requestId is the order's own, so even a caller that slipped past the order's status could not
 * credit it twice. The caller holds the order row locked and has checked its status.
 */
export async function creditRechargeOrder(tx: Tx, order: RechargeOrderRow, memo: string, caches?: InvalidationTarget, notices?: NotificationInput[]): Promise<number> {
  const accounts = await memberAccountIds(tx, order.memberId);
  if (!accounts) throw new Error(`Member ${order.memberId} of recharge ${order.orderNo} has no ledger accounts`);
  const clearing = await depositsClearingAccountId(tx, order.memberId, order.currency);
  const amount = new Decimal(order.amount);
  // Marked completed with its entry in the round trip that moves the balances.
  const markCompleted = (entryId: number) =>
    sql`update ${rechargeOrders} set status = 'completed', credit_entry_id = ${entryId}::bigint, completed_at = now(), updated_at = now()
      where ${rechargeOrders.id} = ${order.id}`;
  const posted = await postEntry(
    tx,
    {
      kind: 'recharge',
      requestId: requestIdOf('recharge', order.orderNo),
      memo,
      cause: { type: 'recharge', id: order.orderNo },
      postings: [
        { accountId: accounts.available, amount: ledgerAmount(amount) },
        { accountId: clearing, amount: ledgerAmount(amount.negated()) },
      ],
    },
    { caches, alongside: markCompleted },
  );
  if (!posted.created) {
    // Credited before yet not marked (never expected: both commit together): mark it now.
    await tx.execute(markCompleted(posted.entryId));
  }
  // Every credited deposit (an operator's approval, a payment, the chain's) is one notification, written
  // with the credit; a caller crediting many at once (the chain watcher's batch) collects them to write together.
  const notice: NotificationInput = {
    memberId: order.memberId,
    kind: 'depositCredited',
    dedupeKey: `deposit:${order.orderNo}`,
    subject: order.orderNo,
    params: { amount: formatAmount(amount, order.currency), currency: order.currency },
  };
  if (notices) notices.push(notice);
  else await notifyMembers(tx, [notice]);
  return posted.entryId;
}
