import { z } from 'zod';

/** Removes one of the caller's passkeys (another member's is "not found"). */
export const ZRemovePasskeyRequest = z.object({ id: z.number().int().positive() }).strict();
export type TRemovePasskeyRequest = z.infer<typeof ZRemovePasskeyRequest>;
