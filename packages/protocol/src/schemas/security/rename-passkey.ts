import { z } from 'zod';
import { ZPasskeyName } from './passkey.js';

/** Renames one of the caller's passkeys (another member's is "not found"). */
export const ZRenamePasskeyRequest = z.object({ id: z.number().int().positive(), name: ZPasskeyName }).strict();
export type TRenamePasskeyRequest = z.infer<typeof ZRenamePasskeyRequest>;
