import { z } from 'zod/mini';
import { ZRecordId } from '../shared.js';

/** Ends one of the member's own sessions (another member's is "not found"). */
export const ZSignOutDeviceRequest = z.strictObject({ sessionId: ZRecordId });
export type TSignOutDeviceRequest = z.infer<typeof ZSignOutDeviceRequest>;
