import { z } from 'zod/mini';
import { ZEmpty } from '../shared.js';

/** A shipping address of the member's. */
export const ZMemberAddress = z.object({
  id: z.int(),
  receiver: z.string(),
  phone: z.string(),
  country: z.string(),
  region: z.string(),
  city: z.string(),
  detail: z.string(),
  postalCode: z.string(),
  isDefault: z.boolean(),
});
export type TMemberAddress = z.infer<typeof ZMemberAddress>;

/** The member's addresses: the default first, then the newest. */
export const ZGetMemberAddressRequest = ZEmpty;
export const ZGetMemberAddressResponse = z.object({ list: z.array(ZMemberAddress) });
export type TGetMemberAddressResponse = z.infer<typeof ZGetMemberAddressResponse>;
