import { z } from 'zod/mini';
import { ZActivity } from './get-activity-page.js';

export const ZGetActivityInfoRequest = z.strictObject({ id: z.int().check(z.positive()) });
export type TGetActivityInfoRequest = z.infer<typeof ZGetActivityInfoRequest>;

/** One enabled activity with its full text. */
export const ZActivityInfo = z.extend(ZActivity, {
  /** HTML as the operator wrote it: the app sanitises it before showing it. */
  content: z.string(),
});
export type TActivityInfo = z.infer<typeof ZActivityInfo>;
export const ZGetActivityInfoResponse = ZActivityInfo;
