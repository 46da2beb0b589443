import { z } from 'zod';
import { ZLetter } from './get-letter-page.js';

/** One letter of the member's (reading it does not mark it read: readLetterInfo does). */
export const ZGetLetterInfoRequest = z.object({ id: z.number().int().positive() }).strict();
export type TGetLetterInfoRequest = z.infer<typeof ZGetLetterInfoRequest>;
export const ZGetLetterInfoResponse = ZLetter;
