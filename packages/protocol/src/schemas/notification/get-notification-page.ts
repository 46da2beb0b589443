import { z } from 'zod/mini';
import { ZPageRequest, zPage } from '../shared.js';
import { ZNotificationKind } from './notification-kinds.js';

/**
 * One notification as the member reads it: its texts in the member's language (written by the
 * server, which also words the pushes sent while the app is closed), and the app's page it opens.
 */
export const ZNotification = z.object({
  id: z.int(),
  kind: ZNotificationKind,
  title: z.string(),
  body: z.string(),
  /** The app's hash route that shows what it is about (`/pages/...?...`), or null when nothing more is to see. */
  link: z.nullable(z.string()),
  /** When it happened, epoch ms. */
  createdAt: z.int(),
  isRead: z.boolean(),
});
export type TNotification = z.infer<typeof ZNotification>;

/** The member's notifications, newest first; `unread: true` lists only those not read yet. */
export const ZGetNotificationPageRequest = z.strictObject({ ...ZPageRequest.shape, unread: z.optional(z.boolean()) });
export type TGetNotificationPageRequest = z.infer<typeof ZGetNotificationPageRequest>;
export const ZGetNotificationPageResponse = zPage(ZNotification);
export type TGetNotificationPageResponse = z.infer<typeof ZGetNotificationPageResponse>;
