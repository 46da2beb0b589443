import { z } from 'zod/mini';
import { ZEmpty } from '../shared.js';

export const ZGetCustomerServiceConfigRequest = ZEmpty;
export const ZCustomerServiceConfig = z.object({
  /** Channels the member can use, in the order to show them. */
  channels: z.array(
    z.object({
      kind: z.enum(['email', 'telegram', 'whatsapp', 'phone', 'link']),
      label: z.string(),
      value: z.string(),
    }),
  ),
  workingHours: z.string(),
});
export type TCustomerServiceConfig = z.infer<typeof ZCustomerServiceConfig>;
