import { Decimal } from 'decimal.js';
import { KYC_LEVELS, currencyScale, type TKycLevel, type TKycSettings } from '@meridian/protocol';
import type { KycWithdrawn } from '../../kyc/kyc-withdrawn.js';

type LevelLimits = TKycSettings['limits'];
type Window = 'withdraw24h' | 'withdraw30d';
/** A level a member can rise to (every level but the first). */
export type TRaisingLevel = Exclude<TKycLevel, 0>;

/**
 * A verification level's withdrawal limit that stops a withdrawal: which window, how much is left
 * under it now, the member's level, and the lowest level that raises it (null when none does).
 */
export interface LevelLimitProblem {
  limit: 'level24h' | 'level30d';
  /** The limit itself, at the currency's scale. */
  max: string;
  /** What the member can still withdraw now, at the currency's scale (rounded down). */
  amount: string;
  level: TKycLevel;
  nextLevel: TRaisingLevel | null;
}

/** '' is "no limit" in the `kyc` setting. */
const limitOf = (limits: LevelLimits, level: TKycLevel, window: Window): Decimal | null => {
  const text = limits[level][window];
  return text === '' ? null : new Decimal(text);
};

/** The lowest level above `level` whose limit in `window` is higher (or none): the one to name when telling the member how to raise it. */
function raisingLevel(limits: LevelLimits, level: TKycLevel, window: Window, max: Decimal): TRaisingLevel | null {
  for (const candidate of KYC_LEVELS) {
    if (candidate === 0 || candidate <= level) continue;
    const higher = limitOf(limits, candidate, window);
    if (higher === null || higher.greaterThan(max)) return candidate;
  }
  return null;
}

/**
 * Whether withdrawing `amount` on top of what the member withdrew takes them past their level's
 * limit for 24 hours or for 30 days. When both are in the way, the one with less left is named,
 * so "left" is what the member can really withdraw now. Level 0's limits are always positive (the
 * setting refuses none and zero there), so this never shuts out a member who has proved nothing.
 */
export function levelLimitProblem(amount: Decimal, level: TKycLevel, limits: LevelLimits, withdrawn: KycWithdrawn, currency: string): LevelLimitProblem | null {
  const windows = [
    { window: 'withdraw24h', limit: 'level24h', used: withdrawn.last24h },
    { window: 'withdraw30d', limit: 'level30d', used: withdrawn.last30d },
  ] as const;
  const scale = currencyScale(currency);
  let worst: LevelLimitProblem | null = null;
  let worstLeft: Decimal | null = null;
  for (const { window, limit, used } of windows) {
    const max = limitOf(limits, level, window);
    if (max === null || !used.plus(amount).greaterThan(max)) continue;
    const left = Decimal.max(0, max.minus(used));
    if (worstLeft !== null && !left.lessThan(worstLeft)) continue;
    worstLeft = left;
    worst = {
      limit,
      max: max.toDecimalPlaces(scale, Decimal.ROUND_DOWN).toFixed(scale),
      amount: left.toDecimalPlaces(scale, Decimal.ROUND_DOWN).toFixed(scale),
      level,
      nextLevel: raisingLevel(limits, level, window, max),
    };
  }
  return worst;
}
