import { z } from 'zod/mini';
import { ZEmpty } from '../shared.js';
import { ZDeviceDescription } from './sign-in.js';

/** One signed-in session of the member: where and on what it signed in, and whether it is this one. */
export const ZDevice = z.object({
  sessionId: z.int(),
  ip: z.string(),
  device: ZDeviceDescription,
  /** Epoch ms: when it signed in. */
  signedInAt: z.int(),
  /** Epoch ms: when it last renewed its token (or signed in). */
  lastActiveAt: z.int(),
  current: z.boolean(),
});
export type TDevice = z.infer<typeof ZDevice>;

/** The member's sessions that are still signed in, the current one first. */
export const ZGetDevicesRequest = ZEmpty;
export const ZGetDevicesResponse = z.object({ list: z.array(ZDevice) });
export type TGetDevicesResponse = z.infer<typeof ZGetDevicesResponse>;
