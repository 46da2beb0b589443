import { BILL_TYPES, type TBillType } from '@meridian/protocol';
import type { TFunction } from 'i18next';

const isBillType = (value: string): value is TBillType => (BILL_TYPES as readonly string[]).includes(value);

/**
 * A bill's type (what the member's bill list files it under) in the operator's language. One the
 * console does not know yet (a server newer than the console) shows as the server wrote it.
 */
export function billTypeLabel(t: TFunction, type: string): string {
  return isBillType(type) ? t(`bills.types.${type}`) : type;
}

/** Every bill type as a select's options, labelled in the operator's language. */
export const billTypeOptions = (t: TFunction) => BILL_TYPES.map((type) => ({ value: type, label: billTypeLabel(t, type) }));
