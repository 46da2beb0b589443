import { and, count, eq } from 'drizzle-orm';
import { CODE, miningSchedule, type AppLanguage, type TMiningOrder } from '@meridian/protocol';
import { members, miningOrders, miningProducts } from '../../db/schema/index.js';
import type { Tx } from '../../db/types.js';
import { AppError } from '../../http/app-error.js';
import { memberAccountIds } from '../../ledger/accounts.js';
import { ledgerAmount } from '../../ledger/amount.js';
import { requestIdOf } from '../../ledger/entry-kinds.js';
import { LedgerError, postEntry } from '../../ledger/post-entry.js';
import { newOrderNumber } from '../../money/order-number.js';
import { toMiningOrder } from './mining-views.js';

/**
 * Records a purchase and locks its price (available → held) in one journal entry, inside the
 * caller's transaction. The principal stays the member's own money, shown as held, until the last
 * day returns it: the platform never holds it. The member's row is locked first, so two purchases
 * at once cannot both slip under the single limit.
 */
export async function placeMiningOrder(tx: Tx, memberId: number, productId: number, now: number, language: AppLanguage): Promise<TMiningOrder> {
  const [member] = await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('no key update');
  if (!member) throw new AppError(CODE.SESSION_INVALID, 'error.sessionInvalid');
  const [product] = await tx.select().from(miningProducts).where(eq(miningProducts.id, productId));
  if (!product || !product.enabled) throw new AppError(CODE.NOT_FOUND, 'error.miningProductNotFound');
  if (product.expiresAt && product.expiresAt.getTime() <= now) throw new AppError(CODE.ORDER_STATE, 'error.miningProductExpired', {}, { reason: 'expired' });

  const [held] = await tx
    .select({ running: count() })
    .from(miningOrders)
    .where(and(eq(miningOrders.memberId, memberId), eq(miningOrders.productId, productId), eq(miningOrders.status, 'running')));
  if ((held?.running ?? 0) >= product.singleLimit) {
    throw new AppError(CODE.ORDER_STATE, 'error.miningLimit', { limit: product.singleLimit }, { reason: 'limit', limit: product.singleLimit });
  }

  const accounts = await memberAccountIds(tx, memberId);
  if (!accounts) throw new Error(`member ${memberId} has no ledger accounts`);
  const schedule = miningSchedule({ price: product.price, currency: product.currency, dailyRate: product.dailyRate, lockDays: product.lockDays }, now);
  const orderNo = newOrderNumber('MN', new Date(now));
  const [row] = await tx
    .insert(miningOrders)
    .values({
      orderNo,
      memberId,
      productId,
      productName: product.name,
      price: product.price,
      currency: product.currency,
      dailyRate: product.dailyRate,
      dailyIncome: schedule.dailyIncome,
      lockDays: product.lockDays,
      startedAt: new Date(now),
      endsAt: new Date(schedule.endsAt),
      status: 'running',
    })
    .returning();
  if (!row) throw new Error('mining order insert returned nothing');

  try {
    await postEntry(tx, {
      kind: 'mining_buy',
      requestId: requestIdOf('mining_buy', orderNo),
      memo: `mining machine ${orderNo} bought`,
      cause: { type: 'mining', id: orderNo },
      postings: [
        { accountId: accounts.available, amount: ledgerAmount(`-${product.price}`) },
        { accountId: accounts.held, amount: ledgerAmount(product.price) },
      ],
    });
  } catch (error) {
    if (error instanceof LedgerError && error.reason === 'insufficient_funds') throw new AppError(CODE.BALANCE_LOW, 'error.miningBalanceLow');
    throw error;
  }
  return toMiningOrder(row, language);
}
