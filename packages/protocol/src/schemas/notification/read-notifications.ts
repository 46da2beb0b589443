import { z } from 'zod/mini';
import { ZRecordId } from '../shared.js';

/** At most this many notifications are marked read by ids in one call ("all" has no limit). */
export const READ_NOTIFICATIONS_MAX = 100;

/**
 * Marks the member's notifications read: the ones named (another member's ids are ignored, as are
 * ids already read), or all of them. Answers the unread count that is left.
 */
export const ZReadNotificationsRequest = z
  .strictObject({
    ids: z.optional(z.array(ZRecordId).check(z.minLength(1), z.maxLength(READ_NOTIFICATIONS_MAX))),
    all: z.optional(z.literal(true)),
  })
  .check(z.refine((value) => (value.ids === undefined) !== (value.all === undefined), { message: 'rule.invalid', path: ['ids'] }));
export type TReadNotificationsRequest = z.infer<typeof ZReadNotificationsRequest>;
export const ZReadNotificationsResponse = z.object({ unreadCount: z.int().check(z.gte(0)) });
export type TReadNotificationsResponse = z.infer<typeof ZReadNotificationsResponse>;
