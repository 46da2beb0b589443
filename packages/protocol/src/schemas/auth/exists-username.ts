import { z } from 'zod/mini';

export const ZExistsUsernameRequest = z.object({ username: z.string().check(z.trim(), z.minLength(1), z.maxLength(254)) });
export const ZExistsUsernameResponse = z.object({ exists: z.boolean() });
export type TExistsUsernameResponse = z.infer<typeof ZExistsUsernameResponse>;
