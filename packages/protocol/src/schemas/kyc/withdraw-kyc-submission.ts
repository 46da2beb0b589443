import { z } from 'zod/mini';
import { ZOk, ZRecordId } from '../shared.js';

/** Withdraws the member's own submission not yet decided (its pictures are deleted at once). */
export const ZWithdrawKycSubmissionRequest = z.strictObject({ id: ZRecordId });
export type TWithdrawKycSubmissionRequest = z.infer<typeof ZWithdrawKycSubmissionRequest>;
export const ZWithdrawKycSubmissionResponse = ZOk;
