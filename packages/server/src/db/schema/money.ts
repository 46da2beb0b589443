import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { journalEntries } from './ledger.js';
import { members } from './members.js';
import { uploads } from './uploads.js';

/** Scale of every amount: the ledger's (NUMERIC(30, 8)). */
const MONEY = { precision: 30, scale: 8 } as const;

/**
 * One row per money-moving request a member made: a repeat of the same `requestId` finds it and
 * gets the first answer back; the same id with other parameters (another `paramsHash`) is refused.
 */
export const moneyRequests = pgTable(
  'money_requests',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    requestId: text('request_id').notNull(),
    /** The API path it was made on. */
    operation: text('operation').notNull(),
    /** sha256 of the canonical JSON of the parameters (without the requestId). */
    paramsHash: text('params_hash').notNull(),
    /** The `data` of the first answer. */
    result: jsonb('result').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('money_requests_member_request_key').on(t.memberId, t.requestId)],
);

/** A member's bank card for withdrawals; removed cards stay (withdrawals point at them). */
export const bankCards = pgTable(
  'bank_cards',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    bankCode: text('bank_code').notNull(),
    bankName: text('bank_name').notNull(),
    holder: text('holder').notNull(),
    account: text('account').notNull(),
    /** Empty when not given; checked with its ISO 13616 checksum when given. */
    iban: text('iban').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [index('bank_cards_member_id_idx').on(t.memberId)],
);

/**
 * Money in. `mode`: online (a payment provider), offline (a bank transfer an operator confirms)
 * or crypto (USDT on a network, confirmed by an operator against the txid). The member is
 * credited by exactly one journal entry (`credit_entry_id`) when the order completes.
 */
export const rechargeOrders = pgTable(
  'recharge_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderNo: text('order_no').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    mode: text('mode').notNull(),
    /** The channel or method code the member chose. */
    channelCode: text('channel_code').notNull(),
    /** waiting_payment → (pending_review) → completed | rejected | cancelled | failed */
    status: text('status').notNull(),
    /** What the member is credited, in the platform currency. */
    amount: numeric('amount', MONEY).notNull(),
    currency: text('currency').notNull(),
    /** Offline: the payer's real name and the payee account shown to them. */
    payerName: text('payer_name').notNull().default(''),
    bankCode: text('bank_code').notNull().default(''),
    bankName: text('bank_name').notNull().default(''),
    cardNumber: text('card_number').notNull().default(''),
    holder: text('holder').notNull().default(''),
    proofUploadId: integer('proof_upload_id').references(() => uploads.id),
    /** Crypto: where to send, how many coins at which rate, and the member's transaction id. */
    network: text('network').notNull().default(''),
    address: text('address').notNull().default(''),
    exchangeRate: numeric('exchange_rate', MONEY),
    coinCount: numeric('coin_count', MONEY),
    txid: text('txid').notNull().default(''),
    /** Online: the provider's reference. */
    providerRef: text('provider_ref').notNull().default(''),
    rejectReason: text('reject_reason').notNull().default(''),
    creditEntryId: bigint('credit_entry_id', { mode: 'number' }).references(() => journalEntries.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('recharge_orders_order_no_key').on(t.orderNo),
    index('recharge_orders_member_id_idx').on(t.memberId, t.createdAt),
    index('recharge_orders_status_idx').on(t.status),
    // The chain's credit asks, for every deposit, whether a member's order claims its transaction
    // (chain/transaction-claims.ts): by this index, not by reading every order.
    index('recharge_orders_network_txid_idx').on(t.network, normalTxid(t.txid)).where(sql`${t.mode} = 'crypto'`),
    check('recharge_orders_amount_check', sql`${t.amount} > 0`),
  ],
);

/**
 * A transaction id as explorers differ in writing it: no `0x`, lower case (TRON's have no prefix).
 * One expression for the index above and the queries that use it (they must match to the letter).
 */
export function normalTxid(column: SQLWrapper): SQL {
  return sql`lower(regexp_replace(trim(${column}), '^0x', '', 'i'))`;
}

/**
 * Money out. The amount moves from available to held when asked (`hold_entry_id`); an operator
 * pays it (held → withdrawals payable and fees) or rejects it with a reason (held → available),
 * each one journal entry (`settle_entry_id`).
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderNo: text('order_no').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** bank | coin */
    method: text('method').notNull(),
    bankCardId: integer('bank_card_id').references(() => bankCards.id),
    /** A copy of where it goes, as it was when asked. */
    destination: text('destination').notNull(),
    /** pending → paid | rejected */
    status: text('status').notNull(),
    amount: numeric('amount', MONEY).notNull(),
    fee: numeric('fee', MONEY).notNull(),
    tax: numeric('tax', MONEY).notNull(),
    /** amount − fee − tax: what arrives. */
    actualAmount: numeric('actual_amount', MONEY).notNull(),
    currency: text('currency').notNull(),
    rejectReason: text('reject_reason').notNull().default(''),
    holdEntryId: bigint('hold_entry_id', { mode: 'number' }).references(() => journalEntries.id),
    settleEntryId: bigint('settle_entry_id', { mode: 'number' }).references(() => journalEntries.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('withdrawals_order_no_key').on(t.orderNo),
    index('withdrawals_member_id_idx').on(t.memberId, t.createdAt),
    index('withdrawals_status_idx').on(t.status),
    check('withdrawals_amount_check', sql`${t.amount} > 0 and ${t.actualAmount} >= 0`),
  ],
);

/** Everything an operator did, through the CLI or the admin API. */
export const operatorAudit = pgTable(
  'operator_audit',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Who: `cli:<os user>`, `api:<token name>` or `console:<operator>`. */
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    /** What it acted on, e.g. `withdrawal:WD2026…`, `member:12`. */
    target: text('target').notNull().default(''),
    detail: jsonb('detail').notNull().default({}),
    /** ok, or the refusal. */
    outcome: text('outcome').notNull(),
    /** Where the request came from (the admin API and the console; empty for the CLI). */
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('operator_audit_created_at_idx').on(t.createdAt), index('operator_audit_actor_idx').on(t.actor, t.id)],
);
