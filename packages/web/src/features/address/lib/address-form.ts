import { ZMemberAddressFields, type TMemberAddress, type TMemberAddressFields } from '@meridian/protocol';
import { requestForm } from '../../../lib/request-form';

/** What the address form edits: every text as typed, and the default switch. */
export type AddressFormValues = {
  receiver: string;
  phone: string;
  country: string;
  region: string;
  city: string;
  detail: string;
  postalCode: string;
  isDefault: boolean;
};

export const EMPTY_ADDRESS: AddressFormValues = {
  receiver: '',
  phone: '',
  country: '',
  region: '',
  city: '',
  detail: '',
  postalCode: '',
  isDefault: false,
};

/** The form filled with a saved address, for editing it. */
export function addressFormValues(address: TMemberAddress): AddressFormValues {
  const { receiver, phone, country, region, city, detail, postalCode, isDefault } = address;
  return { receiver, phone, country, region, city, detail, postalCode, isDefault };
}

/**
 * The form checked with the protocol's own rules, so the app refuses exactly what the server would
 * (receiver 1-50 characters, an international phone number, detail 4-200, postal code…).
 */
export const ADDRESS_FORM = requestForm((form: AddressFormValues): TMemberAddressFields => form, ZMemberAddressFields);

/** The address on one line, from the street to the country, skipping what the member left empty. */
export function addressLine(address: Pick<TMemberAddress, 'detail' | 'city' | 'region' | 'country' | 'postalCode'>): string {
  return [address.detail, address.city, address.region, address.postalCode, address.country]
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join(', ');
}
