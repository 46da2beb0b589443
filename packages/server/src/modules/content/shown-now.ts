import { and, gt, isNull, lte, or, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * Whether members see a banner or notice at `now`: from its start (none: at once) until its end
 * (none: for good), the start included and the end not. The server decides, so an app kept open
 * across either moment asks again and gets the answer of that moment.
 */
export function shownAt(startsAt: AnyColumn, endsAt: AnyColumn, now: Date): SQL | undefined {
  return and(or(isNull(startsAt), lte(startsAt, now)), or(isNull(endsAt), gt(endsAt, now)));
}
