import { z } from 'zod/mini';

/**
 * Four eyes: an adjustment, or a withdrawal payment, above these amounts (in the platform
 * currency) is held until a second operator approves it. Set by the owner (`settings-set
 * fourEyes`); a large figure turns it off in effect, never silently: the hold is logged.
 */
const ZThreshold = z.string().check(z.regex(/^\d{1,15}(\.\d{1,8})?$/, 'an amount such as 10000'));
export const ZFourEyesSettings = z.object({ adjustmentAbove: ZThreshold, withdrawalAbove: ZThreshold });
export type TFourEyesSettings = z.infer<typeof ZFourEyesSettings>;
