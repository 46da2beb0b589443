import { z } from 'zod';

/** Marks one of the member's letters read (again is fine) and answers the new unread count. */
export const ZReadLetterInfoRequest = z.object({ id: z.number().int().positive() }).strict();
export type TReadLetterInfoRequest = z.infer<typeof ZReadLetterInfoRequest>;
export const ZReadLetterInfoResponse = z.object({ ok: z.literal(true), unreadCount: z.number().int().min(0) });
export type TReadLetterInfoResponse = z.infer<typeof ZReadLetterInfoResponse>;
