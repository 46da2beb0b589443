import type { TCandle } from '@meridian/protocol';

/** A candle as the chart draws it: seconds, shifted so the axis reads in the member's time zone. */
export interface ChartBar {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
}

export interface VolumeBar {
  time: number;
  value: number;
  rising: boolean;
}

/**
 * The chart draws every time as UTC, so times are shifted by the member's offset to read as their
 * own clock. Prices become numbers here only, for drawing: nothing is computed from them.
 */
export function toChartBar(candle: TCandle, offsetMinutes: number): ChartBar {
  return {
    time: Math.floor(candle.time / 1000) + offsetMinutes * 60,
    open: Number(candle.open),
    high: Number(candle.high),
    low: Number(candle.low),
    close: Number(candle.close),
  };
}

export function toVolumeBar(candle: TCandle, offsetMinutes: number): VolumeBar {
  return { time: Math.floor(candle.time / 1000) + offsetMinutes * 60, value: Number(candle.volume), rising: Number(candle.close) >= Number(candle.open) };
}

/** How the chart should take a new list: one bar updated or appended, or everything set again. */
export type ChartChange = 'none' | 'last' | 'all';

export function chartChange(before: readonly TCandle[], after: readonly TCandle[]): ChartChange {
  if (before === after) return 'none';
  const first = before[0];
  if (first === undefined || after[0]?.time !== first.time) return 'all';
  if (after.length === before.length) return after.at(-1) === before.at(-1) ? 'none' : 'last';
  return after.length === before.length + 1 && after.at(-2)?.time === before.at(-1)?.time ? 'last' : 'all';
}
