import { z } from 'zod/mini';
import { ZEmpty } from '../shared.js';
import { ZPasskey } from './passkey.js';

export const ZGetPasskeysRequest = ZEmpty;
/** The caller's own passkeys, oldest first. */
export const ZGetPasskeysResponse = z.object({ list: z.array(ZPasskey) });
export type TGetPasskeysResponse = z.infer<typeof ZGetPasskeysResponse>;
