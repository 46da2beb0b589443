import dayjs, { type Dayjs } from 'dayjs';

/**
 * When members see a banner, a notice or an activity: from `startsAt` until `endsAt`, either
 * open (null). A form holds the two as a range of moments; the admin API takes ISO times or null.
 */
export interface ShowPeriod {
  startsAt: string | null;
  endsAt: string | null;
}

/** What antd's RangePicker holds: either end may be left empty. */
export type PeriodField = [Dayjs | null, Dayjs | null] | null | undefined;

const isoOrNull = (moment: Dayjs | null | undefined) => (moment === null || moment === undefined ? null : moment.toISOString());
const momentOrNull = (iso: string | null) => (iso === null ? null : dayjs(iso));

/** A stored period as the form's range. */
export const periodField = ({ startsAt, endsAt }: ShowPeriod): [Dayjs | null, Dayjs | null] => [momentOrNull(startsAt), momentOrNull(endsAt)];

/** The form's range as the admin API takes it: an empty end is null (shown from now, or for good). */
export const periodBody = (period: PeriodField): ShowPeriod => ({ startsAt: isoOrNull(period?.[0]), endsAt: isoOrNull(period?.[1]) });

/** Where a period stands at `nowMs`: not yet shown, shown now, or no longer shown. */
export function periodStage({ startsAt, endsAt }: ShowPeriod, nowMs: number): 'scheduled' | 'showing' | 'ended' {
  if (startsAt !== null && Date.parse(startsAt) > nowMs) return 'scheduled';
  if (endsAt !== null && Date.parse(endsAt) <= nowMs) return 'ended';
  return 'showing';
}
