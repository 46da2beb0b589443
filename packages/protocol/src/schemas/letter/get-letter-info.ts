import { z } from 'zod/mini';
import { ZRecordId } from '../shared.js';
import { ZLetter } from './get-letter-page.js';

/** One letter of the member's (reading it does not mark it read: readLetterInfo does). */
export const ZGetLetterInfoRequest = z.strictObject({ id: ZRecordId });
export type TGetLetterInfoRequest = z.infer<typeof ZGetLetterInfoRequest>;
export const ZGetLetterInfoResponse = ZLetter;
