import { createRandom } from '../images/random.js';

/** Standard normal draws from a seeded uniform source. */
export interface NormalSource {
  /** Standard normal, mean 0, standard deviation 1. */
  normal(): number;
  /** Uniform in [min, max). */
  between(min: number, max: number): number;
}

/**
 * One independent stream per (seed, currency, purpose), so that what history is asked for never
 * changes the live ticks, and adding a currency never changes the others.
 */
export function deriveSeed(seed: number, currencyId: number, stream: number): number {
  // murmur3's finaliser: nearby inputs give unrelated seeds.
  let h = (seed ^ Math.imul(currencyId + 0x3c6ef372, 0x9e3779b1) ^ Math.imul(stream + 0x2545f491, 0x85ebca77)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** Box-Muller over mulberry32 (images/random.ts): fast, reproducible, plenty for a simulation. */
export function createNormalSource(seed: number): NormalSource {
  const random = createRandom(seed);
  let spare: number | undefined;
  return {
    normal: () => {
      if (spare !== undefined) {
        const value = spare;
        spare = undefined;
        return value;
      }
      // 1 - next() is in (0, 1]: log never sees zero.
      const radius = Math.sqrt(-2 * Math.log(1 - random.next()));
      const angle = 2 * Math.PI * random.next();
      spare = radius * Math.sin(angle);
      return radius * Math.cos(angle);
    },
    between: (min, max) => random.between(min, max),
  };
}
