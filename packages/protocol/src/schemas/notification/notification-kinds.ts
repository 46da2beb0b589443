import { z } from 'zod/mini';

/**
 * What a notification is about (issue 40): each event a member should know of is one of these, and
 * each kind is one switch on the notification settings later (Web Push is opted into per kind).
 */
export const NOTIFICATION_KINDS = [
  'contractSettled',
  'depositSeen',
  'depositCredited',
  'withdrawalApproved',
  'withdrawalSent',
  'withdrawalRejected',
  'kycApproved',
  'kycRejected',
  'newDevice',
  'security',
  'priceAlert',
  'letter',
] as const;
export const ZNotificationKind = z.enum(NOTIFICATION_KINDS);
export type TNotificationKind = z.infer<typeof ZNotificationKind>;
