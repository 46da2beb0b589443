import type { Dayjs } from 'dayjs';

/** The days a list asks for, as the server takes them (docs/console-api.md, "Lists"): `2026-11-24`. */
const ISO_DATE = 'YYYY-MM-DD';

/** What antd's RangePicker holds: either end may be left open. */
type DayRange = readonly [Dayjs | null | undefined, Dayjs | null | undefined];

function isDayRange(value: unknown): value is DayRange {
  return Array.isArray(value) && value.length === 2;
}

/**
 * A search form's values as the list's query: the `created` range (components/day-range-field.tsx)
 * becomes `createdFrom` and `createdTo`, the days as picked; the other text fields stay as they
 * are. A form without the range sends neither.
 */
export function withCreatedDays(values: object): Record<string, string | undefined> {
  const entries: [string, unknown][] = Object.entries(values);
  const fields = entries.filter((entry): entry is [string, string | undefined] => entry[0] !== 'created' && (typeof entry[1] === 'string' || entry[1] === undefined));
  const created = entries.find(([field]) => field === 'created')?.[1];
  const range = isDayRange(created) ? created : null;
  return { ...Object.fromEntries(fields), createdFrom: range?.[0]?.format(ISO_DATE), createdTo: range?.[1]?.format(ISO_DATE) };
}
