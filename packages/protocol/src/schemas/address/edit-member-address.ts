import { z } from 'zod/mini';
import { singleLine, ZPhone, ZRecordId } from '../shared.js';
import { ZMemberAddress } from './get-member-address.js';

export const ADDRESS_RECEIVER_MAX = 50;
export const ADDRESS_DETAIL_MIN = 4;
export const ADDRESS_DETAIL_MAX = 200;
export const ADDRESS_PLACE_MAX = 60;
export const ADDRESS_POSTAL_CODE_MAX = 12;
/** The most shipping addresses one member may keep. */
export const MEMBER_ADDRESS_MAX = 20;

const ZPlace = z._default(z.string().check(z.trim(), singleLine(), z.maxLength(ADDRESS_PLACE_MAX)), '');

/** The fields of an address as the member writes them. */
export const ZMemberAddressFields = z.object({
  receiver: z.string().check(
    z.trim(),
    singleLine(),
    z.minLength(1, { message: 'rule.addressReceiver' }),
    z.maxLength(ADDRESS_RECEIVER_MAX, { message: 'rule.addressReceiver' }),
  ),
  phone: ZPhone,
  country: ZPlace,
  region: ZPlace,
  city: ZPlace,
  detail: z.string().check(
    z.trim(),
    singleLine(),
    z.minLength(ADDRESS_DETAIL_MIN, { message: 'rule.addressDetail' }),
    z.maxLength(ADDRESS_DETAIL_MAX, { message: 'rule.addressDetail' }),
  ),
  postalCode: z._default(
    z.string().check(
      z.trim(),
      z.maxLength(ADDRESS_POSTAL_CODE_MAX, { message: 'rule.postalCode' }),
      z.regex(/^[A-Za-z0-9 -]*$/, { message: 'rule.postalCode' }),
    ),
    '',
  ),
  /** Making one the default unsets the others; the first address is the default whatever this says. */
  isDefault: z._default(z.boolean(), false),
});
export type TMemberAddressFields = z.input<typeof ZMemberAddressFields>;

/** Saves an address: a new one without `id`, else the member's address with that id. */
export const ZSaveMemberAddress = z.strictObject({
  ...ZMemberAddressFields.shape,
  id: z.optional(ZRecordId),
  delete: z.optional(z.literal(false)),
});
export type TSaveMemberAddressRequest = z.output<typeof ZSaveMemberAddress>;

/** Deletes the member's address with that id (other fields sent along are ignored). */
export const ZDeleteMemberAddress = z.object({ id: ZRecordId, delete: z.literal(true) });

export const ZEditMemberAddressRequest = z.discriminatedUnion('delete', [ZDeleteMemberAddress, ZSaveMemberAddress]);
export type TEditMemberAddressRequest = z.input<typeof ZEditMemberAddressRequest>;

/** The address as saved (null after a delete) and the member's addresses after the change. */
export const ZEditMemberAddressResponse = z.object({
  address: z.nullable(ZMemberAddress),
  list: z.array(ZMemberAddress),
});
export type TEditMemberAddressResponse = z.infer<typeof ZEditMemberAddressResponse>;
