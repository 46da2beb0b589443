import { BILL_TYPES, type TBillType } from '@meridian/protocol';

/** The tabs of the bill page: every bill, then one per type. */
export const BILL_TABS = ['all', ...BILL_TYPES] as const;

function isBillType(value: string): value is TBillType {
  return (BILL_TYPES as readonly string[]).includes(value);
}

/** The page's `type` query (`?type=recharge`) as a filter; anything unknown shows every bill. */
export function billTypeFromQuery(query: string | null): TBillType | undefined {
  return query !== null && isBillType(query) ? query : undefined;
}

/** Which way a bill moved money: a signed decimal string from the server. */
export function billDirection(amount: string): 'in' | 'out' {
  return amount.trimStart().startsWith('-') ? 'out' : 'in';
}
