import type { TickMarkType, Time } from 'lightweight-charts';

/**
 * The time axis's labels, as the chart library writes them by default (`toLocaleString` with the
 * tick's kind), but with one Intl formatter per locale and kind, made ahead of the chart while the
 * page waits for its data: making them (the locale's patterns) took some 50 ms of a phone's main
 * thread in the chart's first draw (issue 21). Times are drawn as UTC, already shifted to the
 * member's clock (chart-bars.ts). Keys are TickMarkType's values (Year … TimeWithSeconds): the
 * enum is the library's, which this module does not load.
 */
const OPTIONS: Readonly<Record<TickMarkType, Intl.DateTimeFormatOptions>> = {
  0: { year: 'numeric' },
  1: { month: 'short' },
  2: { day: 'numeric' },
  3: { hour12: false, hour: '2-digit', minute: '2-digit' },
  4: { hour12: false, hour: '2-digit', minute: '2-digit', second: '2-digit' },
};
const TICK_MARK_TYPES = Object.keys(OPTIONS).map(Number) as TickMarkType[];

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(locale: string, type: TickMarkType): Intl.DateTimeFormat {
  const key = `${locale}\n${type}`;
  let formatter = formatters.get(key);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat(locale, { ...OPTIONS[type], timeZone: 'UTC' });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** A tick mark's label; null (the library's own) for a time that is not a timestamp, which this chart never draws. */
export function tickMarkLabel(time: Time, type: TickMarkType, locale: string): string | null {
  return typeof time === 'number' ? formatterFor(locale, type).format(time * 1000) : null;
}

/**
 * Makes the axis's formatters for `locale` (the chart's: the browser's language), one per idle
 * moment, so none of that work lands in the chart's first draw. Returns a cancel.
 */
export function prepareTickMarkLabels(locale: string): () => void {
  const pending = [...TICK_MARK_TYPES];
  let handle: number | undefined;
  const next = () => {
    const type = pending.shift();
    if (type === undefined) return;
    formatterFor(locale, type);
    handle = window.requestIdleCallback(next);
  };
  if (typeof window.requestIdleCallback !== 'function') return () => undefined;
  handle = window.requestIdleCallback(next);
  return () => {
    if (handle !== undefined) window.cancelIdleCallback(handle);
  };
}
