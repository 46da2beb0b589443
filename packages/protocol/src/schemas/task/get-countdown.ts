import { z } from 'zod/mini';
import { ZEmpty } from '../shared.js';

export const ZGetCountdownRequest = ZEmpty;

/** How long until the member may grab again (0 when now). */
export const ZGetCountdownResponse = z.object({
  secondsLeft: z.int().check(z.gte(0)),
  /** Epoch ms of the earliest next grab. */
  nextGrabAt: z.int(),
  /** Epoch ms of the server's now, so the app can correct its clock. */
  serverTime: z.int(),
});
export type TGetCountdownResponse = z.infer<typeof ZGetCountdownResponse>;
