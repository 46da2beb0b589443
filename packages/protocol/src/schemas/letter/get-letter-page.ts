import { z } from 'zod';
import { ZPageRequest, zPage } from '../shared.js';

/** A letter (station mail) as its reader sees it: to them alone, or to every member. */
export const ZLetter = z.object({
  id: z.number().int(),
  title: z.string(),
  /** HTML as the operator wrote it: the app sanitises it before showing it. */
  content: z.string(),
  /** When it was sent, epoch ms. */
  createdAt: z.number().int(),
  /** Whether this member has read it (a letter to everyone is read per member). */
  isRead: z.boolean(),
});
export type TLetter = z.infer<typeof ZLetter>;

/** The member's inbox, newest first; `unread: true` lists only the letters not read yet. */
export const ZGetLetterPageRequest = ZPageRequest.extend({ unread: z.boolean().optional() }).strict();
export type TGetLetterPageRequest = z.infer<typeof ZGetLetterPageRequest>;
export const ZGetLetterPageResponse = zPage(ZLetter);
export type TGetLetterPageResponse = z.infer<typeof ZGetLetterPageResponse>;
