import { z } from 'zod/mini';
import { ZEmpty } from '../shared.js';
import { ZKycIdentityAsks } from './kyc-levels.js';
import { ZKycSubmission } from './kyc-submission.js';

/** A level's withdrawal limits in the platform currency; null: no limit. */
export const ZKycLevelLimits = z.object({ level: z.int(), withdraw24h: z.nullable(z.string()), withdraw30d: z.nullable(z.string()) });
export type TKycLevelLimits = z.infer<typeof ZKycLevelLimits>;

/**
 * The member's verification: their level, every level's limits (so the page says what the next
 * one unlocks), what level 2 asks for (so the page offers only that), what they withdrew in the
 * last 24 hours and 30 days, their open submission and their decided ones (newest first).
 */
export const ZGetKycStatusRequest = ZEmpty;
export const ZGetKycStatusResponse = z.object({
  level: z.int(),
  currency: z.string(),
  limits: z.array(ZKycLevelLimits),
  asks: ZKycIdentityAsks,
  withdrawn: z.object({ last24h: z.string(), last30d: z.string() }),
  open: z.nullable(ZKycSubmission),
  history: z.array(ZKycSubmission),
});
export type TGetKycStatusResponse = z.infer<typeof ZGetKycStatusResponse>;
