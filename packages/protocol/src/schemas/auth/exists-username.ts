import { z } from 'zod';

export const ZExistsUsernameRequest = z.object({ username: z.string().trim().min(1).max(254) });
export const ZExistsUsernameResponse = z.object({ exists: z.boolean() });
export type TExistsUsernameResponse = z.infer<typeof ZExistsUsernameResponse>;
