import { Decimal } from 'decimal.js';
import { describe, expect, it } from 'vitest';
import type { TKycSettings } from '@meridian/protocol';
import { levelLimitProblem } from '../../../src/modules/withdraw/level-withdrawal-limit.js';

const LIMITS: TKycSettings['limits'] = [
  { withdraw24h: '1000', withdraw30d: '5000' },
  { withdraw24h: '1000', withdraw30d: '' },
  { withdraw24h: '3000', withdraw30d: '' },
  { withdraw24h: '', withdraw30d: '' },
];
const withdrawn = (last24h: string, last30d: string) => ({ last24h: new Decimal(last24h), last30d: new Decimal(last30d) });

describe('levelLimitProblem', () => {
  it('lets an amount up to the limit pass', () => {
    expect(levelLimitProblem(new Decimal('400'), 0, LIMITS, withdrawn('600', '600'), 'USDT')).toBeNull();
  });

  it('names the window with less left when both are in the way', () => {
    expect(levelLimitProblem(new Decimal('500'), 0, LIMITS, withdrawn('600', '4800'), 'USDT')).toEqual({ limit: 'level30d', max: '5000.00', amount: '200.00', level: 0, nextLevel: 1 });
    expect(levelLimitProblem(new Decimal('500'), 0, LIMITS, withdrawn('900', '4800'), 'USDT')).toEqual({ limit: 'level24h', max: '1000.00', amount: '100.00', level: 0, nextLevel: 2 });
  });

  it('names the first level that raises the limit, not merely the next one', () => {
    // Level 1 keeps level 0's 24-hour limit: level 2 is the one that raises it.
    expect(levelLimitProblem(new Decimal('1'), 1, LIMITS, withdrawn('1000', '1000'), 'USDT')).toMatchObject({ limit: 'level24h', nextLevel: 2 });
    expect(levelLimitProblem(new Decimal('1'), 2, LIMITS, withdrawn('3000', '3000'), 'USDT')).toMatchObject({ limit: 'level24h', nextLevel: 3 });
  });

  it('has no limit where the setting says none, and never says less than nothing is left', () => {
    expect(levelLimitProblem(new Decimal('1000000'), 3, LIMITS, withdrawn('5000000', '9000000'), 'USDT')).toBeNull();
    expect(levelLimitProblem(new Decimal('1'), 0, LIMITS, withdrawn('1200', '1200'), 'USDT')).toMatchObject({ amount: '0.00' });
  });

  it('rounds what is left down to the currency’s scale', () => {
    const limits: TKycSettings['limits'] = [{ withdraw24h: '100.999', withdraw30d: '5000' }, LIMITS[1], LIMITS[2], LIMITS[3]];
    expect(levelLimitProblem(new Decimal('100'), 0, limits, withdrawn('50', '50'), 'USDT')).toMatchObject({ max: '100.99', amount: '50.99' });
  });
});
