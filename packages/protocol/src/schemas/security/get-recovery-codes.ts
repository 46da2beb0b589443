import { z } from 'zod/mini';

/** How many unused account recovery codes the member has, for the security page. */
export const ZGetRecoveryCodesResponse = z.object({ left: z.int().check(z.gte(0)) });
export type TGetRecoveryCodesResponse = z.infer<typeof ZGetRecoveryCodesResponse>;
