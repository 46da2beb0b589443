import { said, saidPart, type Said, type SaidMessage } from '../i18n/console/console-translate.js';
import { momentDate, momentPart } from './command-fields.js';

/**
 * When members see a banner, a notice or an activity: from `startsAt` (none: at once) until
 * `endsAt` (none: for good). The commands that write one take `--starts` and `--ends` (a time with
 * its offset, or `none`); the member API shows only what the moment is within (shown-now.ts).
 */

export const WINDOW_FLAGS = {
  starts: ['startsAt', 'clearable', '<ISO time>'],
  ends: ['endsAt', 'clearable', '<ISO time>'],
} as const;

export interface ShowWindow {
  startsAt: Date | null;
  endsAt: Date | null;
}

/** The dates a record will have: those given (null clears one), else those it has (none for a new one). */
export function windowAfter(given: { startsAt?: string | null | undefined; endsAt?: string | null | undefined }, existing?: ShowWindow): ShowWindow {
  return {
    startsAt: given.startsAt === undefined ? (existing?.startsAt ?? null) : momentDate(given.startsAt),
    endsAt: given.endsAt === undefined ? (existing?.endsAt ?? null) : momentDate(given.endsAt),
  };
}

/** Why the dates cannot be kept (`what` ends before it starts: members would never see it), or null. */
export function windowProblem({ startsAt, endsAt }: ShowWindow, what: 'notice' | 'banner' | 'activity'): Said | null {
  return startsAt !== null && endsAt !== null && endsAt <= startsAt ? said('window.endsBeforeStart', { what: saidPart(`window.${what}`) }) : null;
}

export const windowPart = ({ startsAt, endsAt }: ShowWindow): SaidMessage =>
  saidPart('window.range', { from: momentPart(startsAt, saidPart('window.anyTime')), to: momentPart(endsAt, saidPart('window.noEnd')) });

/** The dates as the admin API answers them. */
export const windowData = ({ startsAt, endsAt }: ShowWindow) => ({ startsAt: startsAt?.toISOString() ?? null, endsAt: endsAt?.toISOString() ?? null });
