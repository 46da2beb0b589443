import { z } from 'zod/mini';
import { ZEmpty } from '../shared.js';
import { ZLetter } from './get-letter-page.js';

/** The newest letter the member has not read (it pops up on launch), or null when all are read. */
export const ZGetLetterUnReadLastRequest = ZEmpty;
export const ZGetLetterUnReadLastResponse = z.nullable(ZLetter);
export type TGetLetterUnReadLastResponse = z.infer<typeof ZGetLetterUnReadLastResponse>;
