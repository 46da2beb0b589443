import { z } from 'zod/mini';

/** Freezes the caller's own sign-in and withdrawals at once, proven by the login password; only an operator unfreezes. */
export const ZFreezeAccountRequest = z.strictObject({ password: z.string().check(z.minLength(1, { message: 'rule.required' }), z.maxLength(64)) });
export type TFreezeAccountRequest = z.infer<typeof ZFreezeAccountRequest>;
