import { z } from 'zod/mini';

/** Removes one of the caller's passkeys (another member's is "not found"). */
export const ZRemovePasskeyRequest = z.strictObject({ id: z.int().check(z.positive()) });
export type TRemovePasskeyRequest = z.infer<typeof ZRemovePasskeyRequest>;
