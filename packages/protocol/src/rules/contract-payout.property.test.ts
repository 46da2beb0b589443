import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatBreakEvenWinRate, settleContract, type ContractDirection } from './contract-payout.js';

/**
 * The payout rule against an oracle in whole minor units (BigInt), written from the rule as the
 * member reads it and sharing no code with it: up wins above the purchase price, down below, an
 * equal price returns the stake, a win pays stake × (1 + yield) rounded half away from zero at the
 * currency's scale, a loss pays nothing.
 */

const SCALES = { USDT: 2, BTC: 8 } as const;
type Currency = keyof typeof SCALES;

/** `units` minor units at `scale` as text: 12345 at 2 → "123.45". */
function unitsText(units: bigint, scale: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const whole = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  return negative ? `-${whole}` : whole;
}

/** a / b rounded half away from zero, for a ≥ 0 and b > 0. */
function divideHalfUp(a: bigint, b: bigint): bigint {
  const quotient = a / b;
  return (a % b) * 2n >= b ? quotient + 1n : quotient;
}

interface Oracle {
  outcome: 'won' | 'lost' | 'draw';
  payout: bigint;
}

/** Yield in hundredths of a percent (8550 = 85.5 %); prices as integers at one price scale. */
function oracle(direction: ContractDirection, purchase: bigint, settle: bigint, stake: bigint, yieldHundredths: bigint): Oracle {
  if (purchase === settle) return { outcome: 'draw', payout: stake };
  const isWin = direction === 'up' ? settle > purchase : settle < purchase;
  if (!isWin) return { outcome: 'lost', payout: 0n };
  return { outcome: 'won', payout: divideHalfUp(stake * (10_000n + yieldHundredths), 10_000n) };
}

/** A price written as the recorder might store it: with or without trailing zeros. */
function priceText(units: bigint, scale: number, trailingZeros: number): string {
  const text = unitsText(units, scale);
  return trailingZeros > 0 ? `${scale === 0 ? `${text}.` : text}${'0'.repeat(trailingZeros)}` : text;
}

const arbContract = fc.record({
  currency: fc.constantFrom<Currency>('USDT', 'BTC'),
  direction: fc.constantFrom<ContractDirection>('up', 'down'),
  stakeUnits: fc.bigInt({ min: 1n, max: 10n ** 12n }),
  yieldHundredths: fc.bigInt({ min: 0n, max: 100_000n }),
  priceScale: fc.integer({ min: 0, max: 8 }),
  purchaseUnits: fc.bigInt({ min: 1n, max: 10n ** 10n }),
  // Small moves, so equal prices (draws) come up often.
  moveUnits: fc.oneof(fc.constant(0n), fc.bigInt({ min: -3n, max: 3n }), fc.bigInt({ min: -(10n ** 9n), max: 10n ** 9n })),
  purchaseZeros: fc.integer({ min: 0, max: 3 }),
  settleZeros: fc.integer({ min: 0, max: 3 }),
});

describe('settleContract against an independent oracle', () => {
  it('pays exactly what the rule says for any prices, stake and yield', () => {
    fc.assert(
      fc.property(arbContract, (c) => {
        const scale = SCALES[c.currency];
        const settleUnits = c.purchaseUnits + c.moveUnits > 0n ? c.purchaseUnits + c.moveUnits : 1n;
        const expected = oracle(c.direction, c.purchaseUnits, settleUnits, c.stakeUnits, c.yieldHundredths);
        const settled = settleContract({
          direction: c.direction,
          purchasePrice: priceText(c.purchaseUnits, c.priceScale, c.purchaseZeros),
          settlePrice: priceText(settleUnits, c.priceScale, c.settleZeros),
          amount: unitsText(c.stakeUnits, scale),
          yieldPercent: unitsText(c.yieldHundredths, 2),
          currency: c.currency,
        });
        expect(settled).toEqual({
          outcome: expected.outcome,
          payout: unitsText(expected.payout, scale),
          profit: unitsText(expected.payout - c.stakeUnits, scale),
        });
      }),
      { numRuns: 2000 },
    );
  });

  it('makes up and down on the same ticks opposite outcomes, or both a draw', () => {
    fc.assert(
      fc.property(arbContract, (c) => {
        const terms = {
          purchasePrice: unitsText(c.purchaseUnits, c.priceScale),
          settlePrice: unitsText(c.purchaseUnits + c.moveUnits > 0n ? c.purchaseUnits + c.moveUnits : 1n, c.priceScale),
          amount: unitsText(c.stakeUnits, SCALES[c.currency]),
          yieldPercent: unitsText(c.yieldHundredths, 2),
          currency: c.currency,
        };
        const outcomes = [settleContract({ ...terms, direction: 'up' }).outcome, settleContract({ ...terms, direction: 'down' }).outcome].sort();
        expect([['draw', 'draw'], ['lost', 'won']]).toContainEqual(outcomes);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('formatBreakEvenWinRate against an independent oracle', () => {
  it('is 100 / (1 + yield) in percent, rounded up to two decimals', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 100_000n }), (yieldHundredths) => {
        // 100 % / (1 + y) in hundredths of a percent: 10^4 · 10^4 / (10^4 + y·100), rounded up.
        const denominator = 10_000n + yieldHundredths;
        const numerator = 100_000_000n;
        const roundedUp = (numerator + denominator - 1n) / denominator;
        expect(formatBreakEvenWinRate(unitsText(yieldHundredths, 2))).toBe(unitsText(roundedUp, 2));
      }),
      { numRuns: 2000 },
    );
  });
});
