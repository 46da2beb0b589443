import { z } from 'zod/mini';
import { isAuthenticatorCode } from '../../rules/two-step.js';

/** Turns 2-step on with the first code the authenticator shows for the secret from beginTwoStep. */
export const ZConfirmTwoStepRequest = z.object({
  code: z.string().check(z.trim(), z.refine(isAuthenticatorCode, { message: 'rule.authenticatorCode' })),
});
export type TConfirmTwoStepRequest = z.infer<typeof ZConfirmTwoStepRequest>;

/** The recovery codes, shown this once: only their hashes are kept. */
export const ZConfirmTwoStepResponse = z.object({ recoveryCodes: z.array(z.string()) });
export type TConfirmTwoStepResponse = z.infer<typeof ZConfirmTwoStepResponse>;
