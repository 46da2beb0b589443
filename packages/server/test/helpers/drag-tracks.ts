import type { TCaptchaTrack } from '@meridian/protocol';

/** A small generator with a seed, so that a failing track can be drawn again. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

/**
 * The drag of a hand: the piece speeds up and slows down (an eased curve), the pointer reports
 * about every 16 ms with some jitter in time and place, and it ends exactly at `to`.
 */
export function humanDrag(to: number, { ms = 800, seed = 1 }: { ms?: number; seed?: number } = {}): TCaptchaTrack {
  const random = seeded(seed);
  const track: [number, number][] = [[0, 0]];
  let t = 0;
  while (t < ms) {
    t = Math.min(ms, t + 12 + Math.round(random() * 8));
    const eased = (1 - Math.cos((Math.PI * t) / ms)) / 2;
    const jitter = t < ms ? Math.round((random() - 0.5) * 2) : 0;
    track.push([t, Math.max(0, Math.round(to * eased) + jitter)]);
  }
  return track;
}

/** A script's drag: one steady speed from 0 to `to`, a sample every `stepMs`. */
export function steadyDrag(to: number, { ms = 800, stepMs = 16 }: { ms?: number; stepMs?: number } = {}): TCaptchaTrack {
  const track: [number, number][] = [];
  for (let t = 0; t <= ms; t += stepMs) track.push([t, Math.round((to * t) / ms)]);
  if (track[track.length - 1]?.[0] !== ms) track.push([ms, to]);
  return track;
}

/** How long a track takes, first sample to last. */
export function trackMs(track: TCaptchaTrack): number {
  return (track[track.length - 1]?.[0] ?? 0) - (track[0]?.[0] ?? 0);
}
