import { KYC_LEVELS, type TGetKycStatusResponse, type TKycLevel, type TKycLevelLimits, type TKycSubmittedLevel } from '@meridian/protocol';

/** A level from the wire (an int) as one of the four the product has; anything else reads as the nearest. */
export function asKycLevel(level: number): TKycLevel {
  return KYC_LEVELS.find((known) => known === level) ?? (level > 3 ? 3 : 0);
}

/** The level a member can submit documents for next, or null: level 1 comes by a code, and 3 is the last. */
export function nextSubmittedLevel(level: TKycLevel): TKycSubmittedLevel | null {
  if (level === 1) return 2;
  if (level === 2) return 3;
  return null;
}

/** A submission's level as the documents' level (2 or 3). */
export function asSubmittedLevel(level: number): TKycSubmittedLevel {
  return level >= 3 ? 3 : 2;
}

/** The limits of `level`; a level the setting does not list has none. */
export function limitsOf(status: TGetKycStatusResponse, level: TKycLevel): TKycLevelLimits {
  return status.limits.find((limits) => limits.level === level) ?? { level, withdraw24h: null, withdraw30d: null };
}
