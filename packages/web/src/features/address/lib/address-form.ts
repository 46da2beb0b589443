import { ZMemberAddressFields, type TMemberAddress } from '@meridian/protocol';
import { validateForm, type Validation } from '../../../lib/form-validation';

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

export const ADDRESS_FIELDS = ['receiver', 'phone', 'country', 'region', 'city', 'detail', 'postalCode', 'isDefault'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
type ValidAddress = ReturnType<typeof ZMemberAddressFields.parse>;

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
 * Checks the form with the protocol's own rules, so the app refuses exactly what the server would
 * (receiver 1-50 characters, an international phone number, detail 4-200, postal code…).
 */
export function validateAddress(values: AddressFormValues): Validation<ValidAddress, AddressField> {
  return validateForm(ZMemberAddressFields, values, ADDRESS_FIELDS);
}

/** The address on one line, from the street to the country, skipping what the member left empty. */
export function addressLine(address: Pick<TMemberAddress, 'detail' | 'city' | 'region' | 'country' | 'postalCode'>): string {
  return [address.detail, address.city, address.region, address.postalCode, address.country]
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join(', ');
}
