import { z } from 'zod/mini';

/** Ends one of the member's own sessions (another member's is "not found"). */
export const ZSignOutDeviceRequest = z.strictObject({ sessionId: z.int().check(z.positive()) });
export type TSignOutDeviceRequest = z.infer<typeof ZSignOutDeviceRequest>;
