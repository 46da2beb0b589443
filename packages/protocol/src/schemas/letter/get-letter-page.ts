import { z } from 'zod/mini';
import { ZPageRequest, zPage } from '../shared.js';

/** A letter (station mail) as its reader sees it: to them alone, or to every member. */
export const ZLetter = z.object({
  id: z.int(),
  title: z.string(),
  /** HTML as the operator wrote it: the app sanitises it before showing it. */
  content: z.string(),
  /** When it was sent, epoch ms. */
  createdAt: z.int(),
  /** Whether this member has read it (a letter to everyone is read per member). */
  isRead: z.boolean(),
  /**
   * The reader's anti-phishing code, once they chose one (issue 19): every letter carries it, those
   * to everyone and those sent before it was set too. Beside the text, not in it, so the app shows it
   * where the member checks it (the list, the popup, the letter) without it taking the preview's place.
   */
  antiPhishingCode: z.optional(z.string()),
});
export type TLetter = z.infer<typeof ZLetter>;

/** The member's inbox, newest first; `unread: true` lists only the letters not read yet. */
export const ZGetLetterPageRequest = z.strictObject({ ...ZPageRequest.shape, unread: z.optional(z.boolean()) });
export type TGetLetterPageRequest = z.infer<typeof ZGetLetterPageRequest>;
export const ZGetLetterPageResponse = zPage(ZLetter);
export type TGetLetterPageResponse = z.infer<typeof ZGetLetterPageResponse>;
