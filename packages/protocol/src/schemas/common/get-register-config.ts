import { z } from 'zod/mini';
import { ZEmpty } from '../shared.js';

export const ZGetRegisterConfigRequest = ZEmpty;
/** Which contact a new member must prove with a code: none, email or mobile. */
export const VERIFY_BY = ['none', 'email', 'mobile'] as const;
export const ZRegisterConfig = z.object({
  inviteCodeRequired: z.boolean(),
  verifyBy: z.enum(VERIFY_BY),
  /** Code of the user agreement (see getExplainInfo). */
  agreementCode: z.string(),
});
export type TRegisterConfig = z.infer<typeof ZRegisterConfig>;
