import { randomInt } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { CODE, affordableGoods, goodsOrderCommission, pickGoods, type AppLanguage, type TGoodsOrder } from '@meridian/protocol';
import { goodsItems, goodsOrders, members } from '../../db/schema/index.js';
import type { Tx } from '../../db/types.js';
import { AppError } from '../../http/app-error.js';
import { readMemberBalance } from '../../ledger/read-member-balance.js';
import { newOrderNumber } from '../../money/order-number.js';
import { toGoodsOrder } from './goods-order-view.js';
import { readTaskProgress } from './task-progress.js';
import type { TaskRules } from './task-rules.js';

/** A cryptographic uniform index in [0, n): no one can predict or steer which item is assigned. */
const secureIndex = (n: number) => randomInt(0, n);

/**
 * Assigns the member a goods order inside the caller's transaction, moving no money. The member's
 * row is locked first, so two grabs at once are taken one after the other: the second finds the
 * first's waiting order (which the table's unique index also guarantees) and gets it back.
 * Refuses when no task is left today, the interval since the last grab has not passed, or nothing
 * in the catalogue is priced within the available balance: a task never needs a deposit.
 */
export async function assignGoodsOrder(tx: Tx, memberId: number, rules: TaskRules, nowMs: number, language: AppLanguage): Promise<TGoodsOrder> {
  const [member] = await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('no key update');
  if (!member) throw new AppError(CODE.SESSION_INVALID, 'error.sessionInvalid');
  const [waiting] = await tx
    .select()
    .from(goodsOrders)
    .where(and(eq(goodsOrders.memberId, memberId), eq(goodsOrders.status, 'waiting')));
  if (waiting) return toGoodsOrder(waiting, language);

  const progress = await readTaskProgress(tx, memberId, rules, nowMs);
  if (progress.tasksLeftToday === 0) {
    throw new AppError(CODE.TASK_LIMIT_REACHED, 'error.taskLimitReached', { count: progress.level.tasksPerDay }, { nextGrabAt: progress.countdown.nextGrabAt });
  }
  if (progress.countdown.secondsLeft > 0) {
    const { secondsLeft, nextGrabAt } = progress.countdown;
    throw new AppError(CODE.TASK_COOLDOWN, 'error.taskCooldown', { seconds: secondsLeft }, { secondsLeft, nextGrabAt });
  }

  const { available } = await readMemberBalance(tx, memberId);
  const catalogue = await tx
    .select()
    .from(goodsItems)
    .where(and(eq(goodsItems.enabled, true), eq(goodsItems.currency, rules.currency)))
    .orderBy(asc(goodsItems.id));
  const item = pickGoods(affordableGoods(catalogue, available), secureIndex);
  if (!item) throw new AppError(CODE.NO_GOODS_AFFORDABLE, 'error.noGoodsAffordable');

  const { level } = progress;
  const grabbedAt = new Date(nowMs);
  const [row] = await tx
    .insert(goodsOrders)
    .values({
      orderNo: newOrderNumber('GO', grabbedAt),
      memberId,
      goodsId: item.id,
      goodsName: item.name,
      goodsImage: item.image,
      price: item.price,
      currency: item.currency,
      commissionPercent: level.commissionPercent,
      commission: goodsOrderCommission(item.price, level.commissionPercent, item.currency).toFixed(),
      level: level.level,
      taskDay: progress.taskDay,
      status: 'waiting',
      grabbedAt,
    })
    .returning();
  if (!row) throw new Error('goods order insert returned nothing');
  return toGoodsOrder(row, language);
}
