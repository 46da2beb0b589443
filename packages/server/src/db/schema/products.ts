import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { journalEntries } from './ledger.js';
import { localizedText } from './localized-column.js';
import { members } from './members.js';

/** Scale of every amount: the ledger's (NUMERIC(30, 8)). */
const MONEY = { precision: 30, scale: 8 } as const;
/** Rates and yields in percent, e.g. 85.5 or 1.25. */
const PERCENT = { precision: 12, scale: 6 } as const;

/**
 * A second contract: the member bets the price of `allname` goes up or down within `seconds`.
 * Both ticks are kept (price and the second it was recorded) so anyone can check the outcome
 * against the K-line; the outcome follows from them alone.
 */
export const contractOrders = pgTable(
  'contract_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderNo: text('order_no').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    allname: text('allname').notNull(),
    /** up | down */
    direction: text('direction').notNull(),
    seconds: integer('seconds').notNull(),
    /** The yield % promised when signed. */
    yieldPercent: numeric('yield_percent', PERCENT).notNull(),
    amount: numeric('amount', MONEY).notNull(),
    currency: text('currency').notNull(),
    purchasePrice: numeric('purchase_price').notNull(),
    /** Epoch ms of the recorded tick the purchase price is. */
    purchaseTickAt: bigint('purchase_tick_at', { mode: 'number' }).notNull(),
    /** Epoch ms when it settles: the purchase second + seconds. */
    expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
    settlePrice: numeric('settle_price'),
    settleTickAt: bigint('settle_tick_at', { mode: 'number' }),
    /** running → won | lost | draw */
    status: text('status').notNull(),
    /** What the member got back minus what they paid: + amount × yield, 0 or − amount. */
    profit: numeric('profit', MONEY),
    holdEntryId: bigint('hold_entry_id', { mode: 'number' }).references(() => journalEntries.id),
    settleEntryId: bigint('settle_entry_id', { mode: 'number' }).references(() => journalEntries.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('contract_orders_order_no_key').on(t.orderNo),
    index('contract_orders_member_idx').on(t.memberId, t.createdAt),
    // In the claim's order (expiry, then id), so it reads the first due orders without sorting them all.
    index('contract_orders_due_idx').on(t.status, t.expiresAt, t.id),
    check('contract_orders_amount_check', sql`${t.amount} > 0`),
    check('contract_orders_direction_check', sql`${t.direction} in ('up', 'down')`),
  ],
);

/** A mining machine an operator offers. */
export const miningProducts = pgTable('mining_products', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: localizedText('name').notNull(),
  price: numeric('price', MONEY).notNull(),
  currency: text('currency').notNull(),
  /** Income per day, in percent of the price. */
  dailyRate: numeric('daily_rate', PERCENT).notNull(),
  lockDays: integer('lock_days').notNull(),
  /** How many of it one member may hold at once. */
  singleLimit: integer('single_limit').notNull(),
  /** After this it cannot be bought; null: no end. */
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  enabled: boolean('enabled').notNull().default(true),
  sort: integer('sort').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A machine a member bought: its terms as they were, and how far its payouts have gone. */
export const miningOrders = pgTable(
  'mining_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderNo: text('order_no').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    productId: integer('product_id')
      .notNull()
      .references(() => miningProducts.id),
    /** The product's name in every language it had when bought. */
    productName: localizedText('product_name').notNull(),
    price: numeric('price', MONEY).notNull(),
    currency: text('currency').notNull(),
    dailyRate: numeric('daily_rate', PERCENT).notNull(),
    /** price × dailyRate, at the currency's scale: the same every day. */
    dailyIncome: numeric('daily_income', MONEY).notNull(),
    lockDays: integer('lock_days').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** Income days credited so far (0 … lockDays). */
    daysPaid: integer('days_paid').notNull().default(0),
    /** running → finished (principal returned) */
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('mining_orders_order_no_key').on(t.orderNo),
    index('mining_orders_member_idx').on(t.memberId, t.createdAt),
    index('mining_orders_status_idx').on(t.status),
  ],
);

/**
 * A deposit in the interest wallet. Interest accrues once a day on the amount at the rate of the
 * deposit; extracting before `holdDays` forfeits it and pays the handling charge.
 */
export const interestOrders = pgTable(
  'interest_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderNo: text('order_no').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    amount: numeric('amount', MONEY).notNull(),
    currency: text('currency').notNull(),
    /** Interest per day, in percent. */
    dailyRate: numeric('daily_rate', PERCENT).notNull(),
    holdDays: integer('hold_days').notNull(),
    /** Charged on the amount when extracted early, in percent. */
    handlingPercent: numeric('handling_percent', PERCENT).notNull(),
    depositedAt: timestamp('deposited_at', { withTimezone: true }).notNull(),
    /** Days of interest accrued so far, and their sum. */
    daysAccrued: integer('days_accrued').notNull().default(0),
    interestAccrued: numeric('interest_accrued', MONEY).notNull().default('0'),
    /** holding → extracted */
    status: text('status').notNull(),
    extractedAt: timestamp('extracted_at', { withTimezone: true }),
    /** What extraction paid back, the charge and the interest paid (0 when forfeited). */
    paidOut: numeric('paid_out', MONEY),
    handlingCharge: numeric('handling_charge', MONEY),
    interestPaid: numeric('interest_paid', MONEY),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('interest_orders_order_no_key').on(t.orderNo),
    index('interest_orders_member_idx').on(t.memberId, t.createdAt),
    index('interest_orders_status_idx').on(t.status),
  ],
);
