import { z } from 'zod';
import { ZEmpty } from '../shared.js';

export const ZGetTwoStepRequest = ZEmpty;

/** Whether the member's 2-step verification is on, since when, and how many recovery codes are unused. */
export const ZTwoStepStatus = z.object({
  enabled: z.boolean(),
  /** Epoch milliseconds; null while off. */
  enabledAt: z.number().int().nullable(),
  recoveryCodesLeft: z.number().int().min(0),
});
export type TTwoStepStatus = z.infer<typeof ZTwoStepStatus>;
