import { z } from 'zod/mini';
import { ZEmpty } from '../shared.js';

export const ZGetMaintainConfigRequest = ZEmpty;
export const ZMaintainConfig = z.object({
  maintainStatus: z.boolean(),
  /** Shown on the maintenance page. */
  message: z.string(),
  /** Expected end, epoch ms, or null when not known. */
  until: z.nullable(z.int()),
});
export type TMaintainConfig = z.infer<typeof ZMaintainConfig>;
