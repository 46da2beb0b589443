import { z } from 'zod';

/** Ends one of the member's own sessions (another member's is "not found"). */
export const ZSignOutDeviceRequest = z.object({ sessionId: z.number().int().positive() }).strict();
export type TSignOutDeviceRequest = z.infer<typeof ZSignOutDeviceRequest>;
