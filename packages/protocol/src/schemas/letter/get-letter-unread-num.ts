import { z } from 'zod/mini';
import { ZEmpty } from '../shared.js';

/** How many letters the member has not read: the badge on the my tab. Public: 0 without a login. */
export const ZGetLetterUnReadNumRequest = ZEmpty;
export const ZGetLetterUnReadNumResponse = z.object({ count: z.int().check(z.gte(0)) });
export type TGetLetterUnReadNumResponse = z.infer<typeof ZGetLetterUnReadNumResponse>;
