import { z } from 'zod/mini';
import { ZRecordId } from '../shared.js';

/** Marks one of the member's letters read (again is fine) and answers the new unread count. */
export const ZReadLetterInfoRequest = z.strictObject({ id: ZRecordId });
export type TReadLetterInfoRequest = z.infer<typeof ZReadLetterInfoRequest>;
export const ZReadLetterInfoResponse = z.object({ ok: z.literal(true), unreadCount: z.int().check(z.gte(0)) });
export type TReadLetterInfoResponse = z.infer<typeof ZReadLetterInfoResponse>;
