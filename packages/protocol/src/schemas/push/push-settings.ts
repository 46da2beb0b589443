import { z } from 'zod/mini';
import { isIanaTimeZone } from '../../rules/iana-time-zone.js';
import { ZNotificationKind } from '../notification/notification-kinds.js';

/** Minutes since local midnight: 0 is 00:00, 1439 is 23:59. */
export const MINUTES_PER_DAY = 1440;
const ZMinuteOfDay = z.int().check(z.gte(0, { message: 'rule.invalid' }), z.lt(MINUTES_PER_DAY, { message: 'rule.invalid' }));

/**
 * When no push rings the member's devices, in the member's own time zone (an IANA zone, so
 * summer time moves with it). `from` after `to` spans midnight (22:00 → 07:00); equal is refused.
 */
export const ZQuietHours = z
  .object({ from: ZMinuteOfDay, to: ZMinuteOfDay, timeZone: z.string().check(z.maxLength(64), z.refine(isIanaTimeZone, { message: 'rule.timeZone' })) })
  .check(z.refine((hours) => hours.from !== hours.to, { message: 'rule.invalid', path: ['to'] }));
export type TQuietHours = z.infer<typeof ZQuietHours>;

/**
 * What the member asked to be pushed (issue 40): nothing unless a kind is chosen here, never in
 * quiet hours, and no amount of money in a push unless `showAmounts`. The notification centre
 * keeps every notification whatever this says.
 */
export const ZPushSettings = z.strictObject({
  kinds: z.array(ZNotificationKind).check(z.maxLength(20)),
  quietHours: z.nullable(ZQuietHours),
  showAmounts: z.boolean(),
});
export type TPushSettings = z.infer<typeof ZPushSettings>;

/** One browser or phone that receives the member's pushes. */
export const ZPushDevice = z.object({
  id: z.int(),
  /** What the app said it is when it subscribed ("Chrome on Android"). */
  label: z.string(),
  createdAt: z.int(),
  /** The last push it accepted, epoch ms, or null. */
  lastSentAt: z.nullable(z.int()),
  /** Whether it is the browser that asks (the `endpoint` of getPushSettings). */
  current: z.boolean(),
});
export type TPushDevice = z.infer<typeof ZPushDevice>;

