import { z } from 'zod/mini';
import { ZEmpty } from '../shared.js';

/** The bell's count: the member's notifications not read yet. Public: 0 without a login (the bell shows on home). */
export const ZGetNotificationUnreadNumRequest = ZEmpty;
export const ZGetNotificationUnreadNumResponse = z.object({ count: z.int().check(z.gte(0)) });
export type TGetNotificationUnreadNumResponse = z.infer<typeof ZGetNotificationUnreadNumResponse>;
