import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { journalEntries } from './ledger.js';
import { localizedText } from './localized-column.js';
import { members } from './members.js';

/** Scale of every amount: the ledger's (NUMERIC(30, 8)). */
const MONEY = { precision: 30, scale: 8 } as const;
/** Rates in percent, e.g. 0.5. */
const PERCENT = { precision: 12, scale: 6 } as const;

/** The operator's catalogue of goods that goods-order tasks assign. */
export const goodsItems = pgTable('goods_items', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: localizedText('name').notNull(),
  /** Path of the image on this server, e.g. /media/goods/3.svg; never an external URL. */
  image: text('image').notNull(),
  price: numeric('price', MONEY).notNull(),
  currency: text('currency').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  sort: integer('sort').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A goods order a member grabbed. Paying it debits the price and credits the price plus the
 * commission in one transaction; the terms are copied from the item and the member's level at
 * grab time so later catalogue or level changes never alter an assigned order.
 */
export const goodsOrders = pgTable(
  'goods_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderNo: text('order_no').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goodsItems.id),
    /** The item's name in every language it had when grabbed. */
    goodsName: localizedText('goods_name').notNull(),
    goodsImage: text('goods_image').notNull(),
    price: numeric('price', MONEY).notNull(),
    currency: text('currency').notNull(),
    /** Commission in percent of the price, from the member's level when grabbed. */
    commissionPercent: numeric('commission_percent', PERCENT).notNull(),
    commission: numeric('commission', MONEY).notNull(),
    /** The member's level when grabbed. */
    level: integer('level').notNull(),
    /** The member's local day (YYYY-MM-DD in their timeZone) it counts against. */
    taskDay: text('task_day').notNull(),
    /** waiting → paid | cancelled */
    status: text('status').notNull(),
    grabbedAt: timestamp('grabbed_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    payEntryId: bigint('pay_entry_id', { mode: 'number' }).references(() => journalEntries.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('goods_orders_order_no_key').on(t.orderNo),
    index('goods_orders_member_idx').on(t.memberId, t.createdAt),
    index('goods_orders_member_day_idx').on(t.memberId, t.taskDay),
    // At most one unpaid order per member: a second grab while one waits returns that one.
    uniqueIndex('goods_orders_one_waiting_key').on(t.memberId).where(sql`${t.status} = 'waiting'`),
    check('goods_orders_price_check', sql`${t.price} > 0`),
    check('goods_orders_status_check', sql`${t.status} in ('waiting', 'paid', 'cancelled')`),
  ],
);
