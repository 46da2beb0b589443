import { z } from 'zod';
import { ZActivity } from './get-activity-page.js';

export const ZGetActivityInfoRequest = z.object({ id: z.number().int().positive() }).strict();
export type TGetActivityInfoRequest = z.infer<typeof ZGetActivityInfoRequest>;

/** One enabled activity with its full text. */
export const ZActivityInfo = ZActivity.extend({
  /** HTML as the operator wrote it: the app sanitises it before showing it. */
  content: z.string(),
});
export type TActivityInfo = z.infer<typeof ZActivityInfo>;
export const ZGetActivityInfoResponse = ZActivityInfo;
