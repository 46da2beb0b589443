import { z } from 'zod/mini';
import { ZLiabilitySnapshot } from '../schemas/liability/liability-snapshot.js';
import { ZGetContractProofResponse } from '../schemas/proof/get-contract-proof.js';
import { ZNotificationKind } from '../schemas/notification/notification-kinds.js';
import { ZSupportMessage } from '../schemas/support/support-message.js';
import { CONTRACT_CHECKS } from '../proofs/verify-contract-proof.js';
import { listPage } from './list-page.js';

/** What the admin API answers about the platform: the dashboard, support, the outbox, the push queue and the checks of the books. */

/** How many orders and their sum: those done today, and those requested today. */
export const ZTodayFigures = z.object({ count: z.int(), sum: z.string(), requested: z.object({ count: z.int(), sum: z.string() }) });
export type TTodayFigures = z.infer<typeof ZTodayFigures>;

/** The last ledger check, by anyone. */
export const ZLastLedgerCheck = z.object({
  /** ISO time the check ran. */
  at: z.string(),
  /** The audit log's actor: `console:<operator>`, `api:<token>`, `cli:<user>`. */
  by: z.string(),
  ok: z.boolean(),
  /** How many problems it found (the check stops at 100 of each kind). */
  discrepancies: z.int().check(z.gte(0)),
  /** The first few, in the command line's (English) words. */
  first: z.array(z.string()).check(z.maxLength(5)),
});
export type TLastLedgerCheck = z.infer<typeof ZLastLedgerCheck>;

export const ZFeedProcess = z.object({ host: z.string(), pid: z.int() });
export type TFeedProcess = z.infer<typeof ZFeedProcess>;

/** The price feed as the answering server sees it. */
export const ZPriceFeed = z.object({
  /** PRICE_SOURCE: `simulator` or the configured exchange. */
  source: z.string(),
  /** The process that took the feed last (null before any did). */
  owner: z.nullable(z.extend(ZFeedProcess, { source: z.string(), since: z.string() })),
  ownedHere: z.boolean(),
  answeredBy: ZFeedProcess,
  lastTickAt: z.nullable(z.string()),
  staleAfterSeconds: z.int(),
  /** Currencies members see frozen: no tick for staleAfterSeconds. */
  stale: z.array(z.object({ currency: z.string(), lastTickAt: z.nullable(z.string()) })),
});
export type TPriceFeed = z.infer<typeof ZPriceFeed>;

/** The review queue: orders waiting for a decision, and when the oldest was placed (ISO; null: none). */
export const ZPendingQueue = z.object({ count: z.int(), oldestAt: z.nullable(z.string()) });
export type TPendingQueue = z.infer<typeof ZPendingQueue>;

/** The console's first page. */
export const ZDashboard = z.object({
  /** Done today (recharges credited, withdrawals paid), with every order requested today beside them. */
  today: z.object({ recharges: ZTodayFigures, withdrawals: ZTodayFigures, newMembers: z.int() }),
  pending: ZPendingQueue,
  online: z.int(),
  /** 30 days, oldest first. */
  days: z.array(z.object({ day: z.string(), contractVolume: z.string(), platformResult: z.string() })),
  maintenance: z.object({ on: z.boolean(), message: z.string() }),
  /** The last ledger check, by anyone (null: never run). */
  ledgerCheck: z.nullable(ZLastLedgerCheck),
  /** null when the dashboard was read without a running server (the command line on the database). */
  priceFeed: z.nullable(ZPriceFeed),
});
export type TDashboard = z.infer<typeof ZDashboard>;

/** A verification message the server sent (or could not send): its delivery, never its code. */
export const ZOutboxMessage = z.object({ id: z.int(), createdAt: z.string(), channel: z.string(), recipient: z.string(), purpose: z.string(), status: z.string() });
export type TOutboxMessage = z.infer<typeof ZOutboxMessage>;
export const ZOutboxAnswer = z.object({ messages: z.array(ZOutboxMessage) });

/**
 * What became of a Web Push (issue 40): `pending` waits for its (next) try; `sent` the push service
 * took; `quiet` fell in the member's quiet hours; `skipped` the member no longer asks for its kind;
 * `expired` the service stayed down past the push's life; `gone` the device is no more; `failed` the
 * service refused it for good. The server's queue (db/schema/push.ts) keeps these and no others.
 */
export const PUSH_DELIVERY_STATUSES = ['pending', 'sent', 'quiet', 'skipped', 'expired', 'gone', 'failed'] as const;
export const ZPushDeliveryStatus = z.enum(PUSH_DELIVERY_STATUSES);
export type TPushDeliveryStatus = z.infer<typeof ZPushDeliveryStatus>;

/** One push to one device: who it was for and what it said by kind, never the device's endpoint or keys. */
export const ZPushDelivery = z.object({
  id: z.int(),
  createdAt: z.string(),
  /** The member's username. */
  member: z.string(),
  kind: ZNotificationKind,
  /** The device's label as the member's browser named it; null once the device was removed. */
  device: z.nullable(z.string()),
  status: ZPushDeliveryStatus,
  attempts: z.int(),
  /** When a pending push is tried next (ISO); kept as it was once the push is done. */
  nextAttemptAt: z.string(),
  /** What the push service last answered (an HTTP status) or the network's error, a URL's path left out. */
  lastError: z.nullable(z.string()),
  doneAt: z.nullable(z.string()),
});
export type TPushDelivery = z.infer<typeof ZPushDelivery>;
/** How many pushes of the whole queue are in each status, zero included. */
const ZPushDeliveryCounts = z.object({
  pending: z.int(),
  sent: z.int(),
  quiet: z.int(),
  skipped: z.int(),
  expired: z.int(),
  gone: z.int(),
  failed: z.int(),
} satisfies Record<TPushDeliveryStatus, z.ZodMiniInt>);
/** The queue's figures, whatever the filter, and its deliveries as filtered, newest first. */
export const ZPushDeliveriesAnswer = z.object({
  counts: ZPushDeliveryCounts,
  /** When the oldest push still waiting was queued (ISO; null: none waits). */
  oldestPendingAt: z.nullable(z.string()),
  deliveries: z.array(ZPushDelivery),
});
export type TPushDeliveriesAnswer = z.infer<typeof ZPushDeliveriesAnswer>;

export const CONVERSATION_STATUSES = ['open', 'closed'] as const;

export const ZConversationItem = z.object({
  id: z.int(),
  memberId: z.int(),
  username: z.string(),
  /** One of CONVERSATION_STATUSES. */
  status: z.string(),
  /** The operator who answered first, or null. */
  assignedTo: z.nullable(z.string()),
  supportUnread: z.int(),
  lastMessageAt: z.string(),
});
export type TConversationItem = z.infer<typeof ZConversationItem>;
export const ZConversationsAnswer = listPage(ZConversationItem);

/** One conversation with its latest 200 messages, oldest first. */
export const ZConversationAnswer = z.object({ id: z.int(), memberId: z.int(), username: z.string(), status: z.string(), messages: z.array(ZSupportMessage) });
export type TConversationAnswer = z.infer<typeof ZConversationAnswer>;
export const ZConversationReplyAnswer = z.object({ message: ZSupportMessage });
export const ZConversationCloseAnswer = z.object({ id: z.int(), status: z.literal('closed') });

/** What the ledger check finds wrong, by kind (at most 100 of each). */
export const ZLedgerDiscrepancy = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('entry_unbalanced'), entryId: z.int(), requestId: z.string(), total: z.string(), postingCount: z.int() }),
  z.object({ kind: z.literal('entry_mixed_currencies'), entryId: z.int(), requestId: z.string(), totals: z.array(z.object({ currency: z.string(), total: z.string() })) }),
  z.object({ kind: z.literal('balance_mismatch'), accountId: z.int(), code: z.string(), balance: z.string(), postingsTotal: z.string() }),
  z.object({ kind: z.literal('negative_member_balance'), accountId: z.int(), code: z.string(), balance: z.string() }),
  z.object({
    kind: z.literal('held_mismatch'),
    memberId: z.int(),
    currency: z.string(),
    held: z.string(),
    records: z.string(),
    open: z.object({ withdrawals: z.string(), contracts: z.string(), mining: z.string(), interest: z.string() }),
  }),
  /** A credited chain deposit whose block a re-org removed: to review (the credit is never reversed by itself). */
  z.object({
    kind: z.literal('deposit_reorged'),
    depositId: z.int(),
    network: z.string(),
    txHash: z.string(),
    logIndex: z.int(),
    memberId: z.nullable(z.int()),
    orderNo: z.nullable(z.string()),
    amount: z.string(),
    reorgedAt: z.string(),
  }),
]);
export type TLedgerDiscrepancy = z.infer<typeof ZLedgerDiscrepancy>;
export const ZLedgerCheckAnswer = z.object({ discrepancies: z.array(ZLedgerDiscrepancy) });

/** The chain of tick roots checked: every link, and every tick still kept against its root. */
export const ZTickChainReport = z.object({
  ok: z.boolean(),
  /** The roots checked, by seq (null: none in the range). */
  fromSeq: z.nullable(z.int()),
  toSeq: z.nullable(z.int()),
  roots: z.int(),
  ticks: z.int(),
  /** Roots whose ticks have expired: only their links are checked. */
  expired: z.int(),
  problems: z.array(z.string()),
  problemCount: z.int(),
  elapsedMs: z.number(),
  ticksPerSecond: z.number(),
});

/** A contract's proof and what checking it found, as the member's browser checks it. */
export const ZVerifyContractAnswer = z.object({
  proof: ZGetContractProofResponse,
  result: z.object({
    verified: z.boolean(),
    settled: z.boolean(),
    checks: z.array(z.object({ name: z.enum(CONTRACT_CHECKS), tick: z.nullable(z.enum(['entry', 'exit'])), ok: z.boolean() })),
  }),
});

export const ZLiabilitiesSnapshotAnswer = ZLiabilitySnapshot;
