import { z } from 'zod/mini';
import { ZRecordId } from '../shared.js';
import { ZPasskeyName } from './passkey.js';

/** Renames one of the caller's passkeys (another member's is "not found"). */
export const ZRenamePasskeyRequest = z.strictObject({ id: ZRecordId, name: ZPasskeyName });
export type TRenamePasskeyRequest = z.infer<typeof ZRenamePasskeyRequest>;
