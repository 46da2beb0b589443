import { z } from 'zod/mini';
import { ZPageRequest, zPage } from '../shared.js';

/** A platform notice (the notice list, the home marquee). */
export const ZNotice = z.object({
  id: z.int(),
  title: z.string(),
  /** HTML as the operator wrote it: the app sanitises it before showing it. */
  content: z.string(),
  /** When it was published, epoch ms. */
  createdAt: z.int(),
});
export type TNotice = z.infer<typeof ZNotice>;

export const ZPageNoticeRequest = ZPageRequest;
/** Newest first. */
export const ZPageNoticeResponse = zPage(ZNotice);
export type TPageNoticeResponse = z.infer<typeof ZPageNoticeResponse>;
