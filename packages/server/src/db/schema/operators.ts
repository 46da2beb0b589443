import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The people who run Meridian, for the console. Scripts keep their OPERATOR_TOKEN bearer tokens;
 * these accounts sign in with a password and an authenticator code, and their role says what they
 * may do (operator/role-matrix.ts).
 */
export const operators = pgTable(
  'operators',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull(),
    /** Set by `operator-add` (a one-time password): the first sign-in must choose a new one. */
    mustChangePassword: boolean('must_change_password').notNull().default(true),
    /** The authenticator's secret once enrolled; null until the first sign-in enrols one. */
    totpSecret: text('totp_secret'),
    /** A secret shown for enrolment and not yet confirmed with a code. */
    pendingTotpSecret: text('pending_totp_secret'),
    /** The last TOTP time step accepted: a code is good once, never again within its window. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** sha256 of each unused recovery code; one is removed when used. */
    recoveryCodeHashes: jsonb('recovery_code_hashes').$type<string[]>().notNull().default([]),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  // `Admin` and `admin` are one operator.
  (t) => [uniqueIndex('operators_username_key').on(sql`lower(${t.username})`)],
);

/** One console sign-in. The cookie's token is never stored, only its sha256. */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    tokenHash: text('token_hash').notNull(),
    /** Sent back in `x-csrf-token` by every request that changes something. */
    csrfToken: text('csrf_token').notNull(),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('operator_sessions_token_hash_key').on(t.tokenHash), index('operator_sessions_operator_id_idx').on(t.operatorId)],
);

/**
 * Four eyes: a command held until a second operator approves it (an adjustment or a withdrawal
 * payment above the `fourEyes` setting). The command is kept as given and runs, exactly as given,
 * when approved; the operator who asked can never approve it.
 */
export const approvalRequests = pgTable(
  'approval_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    action: text('action').notNull(),
    command: jsonb('command').notNull(),
    /** The amount that made it need approval, for the list. */
    amount: numeric('amount', { precision: 30, scale: 8 }).notNull(),
    target: text('target').notNull().default(''),
    /** Who asked (an audit actor: `console:<name>`, `api:<name>`, `cli:<user>`). */
    maker: text('maker').notNull(),
    /** pending, approved, rejected; cancelled when its order was decided another way (paid or rejected). */
    status: text('status').notNull().default('pending'),
    checker: text('checker'),
    /** What running it answered, or why it was rejected. */
    outcome: text('outcome').notNull().default(''),
    /**
     * For a held change of settings: the values it was asked against (`{key: value | null}`, null
     * for a setting never stored). It is approved only while they still hold, so approving an old
     * request never undoes a change made since.
     */
    basis: jsonb('basis').$type<Record<string, unknown>>(),
    /**
     * The order a held payment decides (`WD…`), null for adjustments and changes of terms. At most
     * one approval waits per order: a second hold of it answers the first (four-eyes.ts).
     */
    orderNo: text('order_no'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('approval_requests_status_idx').on(t.status, t.id),
    uniqueIndex('approval_requests_one_pending_per_order_key').on(t.orderNo).where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * An operator command that moves money, once per request id (Stripe's rule): the first run's
 * answer is kept, a repeat with the same id and the same command answers it again, and the same
 * id with another command (or from another operator) is refused. A refused first run keeps no
 * row, so the operator can try again with the same id.
 */
export const operatorRequests = pgTable(
  'operator_requests',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    requestId: text('request_id').notNull(),
    /** The audit actor who made it (`console:<name>`, `api:<name>`, `cli:<user>`). */
    actor: text('actor').notNull(),
    /** sha256 of the canonical JSON of the command without its requestId. */
    commandHash: text('command_hash').notNull(),
    /** The first answer: { ok, text, status?, data? }. */
    outcome: jsonb('outcome').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('operator_requests_request_id_key').on(t.requestId)],
);
