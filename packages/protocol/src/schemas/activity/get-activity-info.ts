import { z } from 'zod/mini';
import { ZRecordId } from '../shared.js';
import { ZActivity } from './get-activity-page.js';

export const ZGetActivityInfoRequest = z.strictObject({ id: ZRecordId });
export type TGetActivityInfoRequest = z.infer<typeof ZGetActivityInfoRequest>;

/** One enabled activity with its full text. */
export const ZActivityInfo = z.extend(ZActivity, {
  /** HTML as the operator wrote it: the app sanitises it before showing it. */
  content: z.string(),
});
export type TActivityInfo = z.infer<typeof ZActivityInfo>;
/** @alias The call's answer, by the name every call's answer has. */
export const ZGetActivityInfoResponse = ZActivityInfo;
