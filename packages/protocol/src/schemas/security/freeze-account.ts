import { z } from 'zod';

/** Freezes the caller's own sign-in and withdrawals at once, proven by the login password; only an operator unfreezes. */
export const ZFreezeAccountRequest = z.object({ password: z.string().min(1, { message: 'rule.required' }).max(64) }).strict();
export type TFreezeAccountRequest = z.infer<typeof ZFreezeAccountRequest>;
