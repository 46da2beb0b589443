import { z } from 'zod';
import { ZEmpty } from '../shared.js';

export const ZGetCountdownRequest = ZEmpty;

/** How long until the member may grab again (0 when now). */
export const ZGetCountdownResponse = z.object({
  secondsLeft: z.number().int().min(0),
  /** Epoch ms of the earliest next grab. */
  nextGrabAt: z.number().int(),
  /** Epoch ms of the server's now, so the app can correct its clock. */
  serverTime: z.number().int(),
});
export type TGetCountdownResponse = z.infer<typeof ZGetCountdownResponse>;
