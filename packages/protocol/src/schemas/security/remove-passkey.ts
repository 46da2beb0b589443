import { z } from 'zod/mini';
import { ZRecordId } from '../shared.js';

/** Removes one of the caller's passkeys (another member's is "not found"). */
export const ZRemovePasskeyRequest = z.strictObject({ id: ZRecordId });
export type TRemovePasskeyRequest = z.infer<typeof ZRemovePasskeyRequest>;
