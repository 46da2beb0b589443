import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Who works a pending recharge or withdrawal now (issue 36): a clerk claims an order from the
 * queue so that two do not check the same payment. While it is held, nobody else decides it until
 * they take it over, which the audit log keeps. One row per order (recharge and withdrawal numbers
 * never meet: RC…, WD…); the row goes once the order is decided.
 */
export const orderClaims = pgTable('order_claims', {
  orderNo: text('order_no').primaryKey(),
  /** The audit actor holding it: `console:<operator>`, `cli:<user>` or `api:<token>`. */
  claimedBy: text('claimed_by').notNull(),
  claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
});
