import { z } from 'zod/mini';
import { ZEmpty } from '../shared.js';

export const ZGetTwoStepRequest = ZEmpty;

/** Whether the member's 2-step verification is on, since when, and how many recovery codes are unused. */
export const ZTwoStepStatus = z.object({
  enabled: z.boolean(),
  /** Epoch milliseconds; null while off. */
  enabledAt: z.nullable(z.int()),
  recoveryCodesLeft: z.int().check(z.gte(0)),
});
export type TTwoStepStatus = z.infer<typeof ZTwoStepStatus>;
