import { Decimal } from 'decimal.js';
import type { TReserveAttestation } from '../schemas/liability/reserves.js';

/**
 * The figures of proof of reserves, apart from the signature check (reserves-check.ts) so that a
 * page showing them does not load the curve code with them.
 */

/** Decimals of the published ratio; rounded down, so the ratio never reads higher than it is. */
export const RESERVES_RATIO_DECIMALS = 4;

/** Token units as a whole-token amount: 12345678 units of 6 decimals are "12.345678". */
export function tokenAmountOfUnits(units: string | bigint, decimals: number): string {
  return new Decimal(units.toString()).div(new Decimal(10).pow(decimals)).toFixed();
}

/**
 * The reserves in the ledger's currency: each network's token units over 10^decimals, summed. One
 * token counts as one unit of the ledger's currency (USDT against a USDT-denominated ledger): no
 * rate an operator sets enters the figure, so anyone can recompute it from the chain alone.
 */
export function reservesTotalOf(attestations: readonly Pick<TReserveAttestation, 'totalUnits' | 'decimals'>[]): string | null {
  if (attestations.length === 0) return null;
  return attestations.reduce((total, attestation) => total.plus(tokenAmountOfUnits(attestation.totalUnits, attestation.decimals)), new Decimal(0)).toFixed();
}

/** Reserves ÷ liabilities to 4 decimals, rounded down; null when either is unknown or nothing is owed. */
export function reservesRatioOf(totalReserves: string | null, totalLiabilities: string): string | null {
  if (totalReserves === null || new Decimal(totalLiabilities).lte(0)) return null;
  return new Decimal(totalReserves).div(totalLiabilities).toDecimalPlaces(RESERVES_RATIO_DECIMALS, Decimal.ROUND_DOWN).toFixed(RESERVES_RATIO_DECIMALS);
}
