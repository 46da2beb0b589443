import { and, count, desc, eq, min } from 'drizzle-orm';
import { ADMIN_INPUTS, ADMIN_ROUTES, PUSH_DELIVERY_STATUSES, type TPushDeliveriesAnswer, type TPushDelivery, type TPushDeliveryStatus } from '@meridian/protocol';
import { memberNotifications, members, pushDeliveries, pushSubscriptions } from '../../db/schema/index.js';
import type { DbOrTx } from '../../db/types.js';
import { DEFAULT_LIMIT } from '../command-fields.js';
import { defineRead, type CommandOutcome } from '../command-types.js';
import { MEMBER_FILTER, memberIs } from '../member-ref.js';

interface PushDeliveriesFilter {
  status?: TPushDeliveryStatus | undefined;
  member?: string | undefined;
  limit: number;
}

const iso = (moment: Date | null) => (moment === null ? null : moment.toISOString());

/**
 * A push endpoint is a capability (whoever has it can push to that person's device), and a network
 * error may quote the URL it failed on: the push service's origin is kept, its path is not.
 */
const withoutEndpoints = (error: string): string => error.replace(/https?:\/\/[^\s/'"]+[^\s'"]*/g, (url) => `${URL.canParse(url) ? new URL(url).origin : 'a URL'}/…`);

/** Every status with how many rows have it, zero included, and when the oldest waiting push was queued. */
async function queueFigures(db: DbOrTx): Promise<Pick<TPushDeliveriesAnswer, 'counts' | 'oldestPendingAt'>> {
  const [byStatus, [oldest]] = await Promise.all([
    db.select({ status: pushDeliveries.status, count: count() }).from(pushDeliveries).groupBy(pushDeliveries.status),
    db.select({ at: min(pushDeliveries.createdAt) }).from(pushDeliveries).where(eq(pushDeliveries.status, 'pending')),
  ]);
  const counts = Object.fromEntries(PUSH_DELIVERY_STATUSES.map((status) => [status, 0])) as Record<TPushDeliveryStatus, number>;
  // The queue's own statuses (db/schema/push.ts) must be the contract's: one the contract lacks does not compile here.
  for (const row of byStatus) counts[row.status] = row.count;
  return { counts, oldestPendingAt: iso(oldest?.at ?? null) };
}

/** The deliveries the filter asks for, newest first, with their member, kind and device (never its endpoint or keys). */
async function listDeliveries(db: DbOrTx, filter: PushDeliveriesFilter): Promise<TPushDelivery[]> {
  const rows = await db
    .select({
      id: pushDeliveries.id,
      createdAt: pushDeliveries.createdAt,
      member: members.username,
      kind: memberNotifications.kind,
      device: pushSubscriptions.label,
      status: pushDeliveries.status,
      attempts: pushDeliveries.attempts,
      nextAttemptAt: pushDeliveries.nextAttemptAt,
      lastError: pushDeliveries.lastError,
      doneAt: pushDeliveries.doneAt,
    })
    .from(pushDeliveries)
    .innerJoin(memberNotifications, eq(memberNotifications.id, pushDeliveries.notificationId))
    .innerJoin(members, eq(members.id, pushDeliveries.memberId))
    .leftJoin(pushSubscriptions, eq(pushSubscriptions.id, pushDeliveries.subscriptionId))
    .where(and(filter.status === undefined ? undefined : eq(pushDeliveries.status, filter.status), memberIs(pushDeliveries.memberId, filter)))
    .orderBy(desc(pushDeliveries.createdAt), desc(pushDeliveries.id))
    .limit(filter.limit);
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    nextAttemptAt: row.nextAttemptAt.toISOString(),
    lastError: row.lastError === null ? null : withoutEndpoints(row.lastError),
    doneAt: iso(row.doneAt),
  }));
}

function figuresLine({ counts, oldestPendingAt }: Pick<TPushDeliveriesAnswer, 'counts' | 'oldestPendingAt'>): string {
  const figures = PUSH_DELIVERY_STATUSES.map((status) => `${status} ${counts[status]}`).join('  ');
  return `${figures}  (${oldestPendingAt === null ? 'none waiting' : `oldest waiting since ${oldestPendingAt}`})`;
}

function deliveryLine(delivery: TPushDelivery): string {
  const device = delivery.device === null ? 'device removed' : delivery.device === '' ? 'unnamed device' : delivery.device;
  const next = delivery.status === 'pending' ? `, next try ${delivery.nextAttemptAt}` : '';
  const error = delivery.lastError === null ? '' : `, ${delivery.lastError}`;
  return `${delivery.createdAt}  ${delivery.status.padEnd(7)} ${delivery.member}  ${delivery.kind}  (${device}, ${delivery.attempts} tries${next}${error})`;
}

async function readPushDeliveries(db: DbOrTx, filter: PushDeliveriesFilter): Promise<CommandOutcome<TPushDeliveriesAnswer>> {
  const [figures, deliveries] = await Promise.all([queueFigures(db), listDeliveries(db, filter)]);
  const rows = deliveries.length === 0 ? ['No push deliveries match.'] : deliveries.map(deliveryLine);
  return { ok: true, text: [figuresLine(figures), ...rows].join('\n'), data: { ...figures, deliveries } };
}

/**
 * The Web Push queue (issue 40) for operators: how many pushes are in each state, how long the
 * oldest has waited, and the latest deliveries. A read like the pending queue's: not audited, since
 * it shows who was told what kind of thing, never an address, a code or the text itself.
 */
export const pushDeliveriesList = defineRead({
  name: 'push-deliveries',
  fields: ADMIN_INPUTS['push-deliveries'],
  group: 'platform',
  summary: "the Web Push queue: how many pushes are in each state, the oldest one waiting, and the latest deliveries (newest first; never a device's endpoint or keys)",
  line: {
    flags: { status: ['status', 'text', PUSH_DELIVERY_STATUSES.join('|')], ...MEMBER_FILTER.flags, limit: ['limit', 'limit'] },
    fixed: { limit: DEFAULT_LIMIT },
  },
  routes: ADMIN_ROUTES['push-deliveries'],
  effect: (db, command) => readPushDeliveries(db, command),
});
