import { z } from 'zod/mini';
import { ZSupportMessage } from '../schemas/support/support-message.js';
import { ZOrderClaim } from './money-answers.js';
import { ZPendingQueue } from './platform-answers.js';

/**
 * The operators' live channel: a socket.io namespace on the member channel's path (SOCKET_PATH),
 * authenticated by the console's cookie. Its events are plain JSON, not the app's envelope.
 */
export const OPERATOR_NAMESPACE = '/operators';

/** A new withdrawal, for the roles that work the queue. */
export const ZWithdrawalPush = z.object({ orderNo: z.string(), username: z.string(), amount: z.string(), currency: z.string() });
export type TWithdrawalPush = z.infer<typeof ZWithdrawalPush>;

/**
 * A pending order changed hands or left the queue, so every open Pending screen shows it at once
 * (two clerks must not work the same order). `claim`: who holds it now (null: nobody, or decided);
 * `decided`: paid, approved or rejected, gone from the queue.
 */
export const ZOrderPush = z.object({ orderNo: z.string(), claim: z.nullable(ZOrderClaim), decided: z.boolean() });
export type TOrderPush = z.infer<typeof ZOrderPush>;

/** A member wrote to support. */
export const ZSupportPush = z.object({ conversationId: z.int(), username: z.string(), message: ZSupportMessage });
export type TSupportPush = z.infer<typeof ZSupportPush>;

/** How many approvals wait for a second operator. */
export const ZApprovalsPush = z.object({ count: z.int() });

/**
 * The operator channel's contract (docs/console-api.md, "Live"): each event's one name and the
 * schema of what it carries. The server's operator feed emits only these, and the console parses
 * each with its schema.
 */
export const OPERATOR_EVENTS = {
  pending: ZPendingQueue,
  approvals: ZApprovalsPush,
  withdrawal: ZWithdrawalPush,
  order: ZOrderPush,
  support: ZSupportPush,
} as const satisfies Record<string, z.ZodMiniType>;

export type OperatorEventName = keyof typeof OPERATOR_EVENTS;
/** What `event` carries. */
export type OperatorPushOf<E extends OperatorEventName> = z.infer<(typeof OPERATOR_EVENTS)[E]>;

export const OPERATOR_EVENT_NAMES = Object.keys(OPERATOR_EVENTS) as readonly OperatorEventName[];

/** The map seen per event, so a generic event's schema reads that event's own type (events.ts). */
const OPERATOR_SCHEMAS: { [E in OperatorEventName]: z.ZodMiniType<OperatorPushOf<E>> } = OPERATOR_EVENTS;

/** `content` parsed by the schema of `event`; null when the schema refuses it. */
export function parseOperatorPush<E extends OperatorEventName>(event: E, content: unknown): OperatorPushOf<E> | null {
  const parsed = OPERATOR_SCHEMAS[event].safeParse(content);
  return parsed.success ? parsed.data : null;
}
