import { Decimal } from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { CURRENCIES, findCurrency } from '../../src/market/currencies.js';

describe('currencies', () => {
  it('lists at least 20 distinct currencies with usable parameters', () => {
    expect(CURRENCIES.length).toBeGreaterThanOrEqual(20);
    expect(new Set(CURRENCIES.map((currency) => currency.id)).size).toBe(CURRENCIES.length);
    expect(new Set(CURRENCIES.map((currency) => currency.allname)).size).toBe(CURRENCIES.length);
    for (const currency of CURRENCIES) {
      expect(currency.allname).toBe(`${currency.name}/USDT`);
      const price = new Decimal(currency.startPrice);
      expect(price.isPositive()).toBe(true);
      // Written at its scale, as every published price is.
      expect(currency.startPrice).toBe(price.toFixed(currency.priceScale));
      expect(currency.volatility).toBeGreaterThanOrEqual(0.3);
      expect(currency.volatility).toBeLessThanOrEqual(1.5);
      expect(currency.turnoverPerSecond).toBeGreaterThan(0);
    }
  });

  it('starts BTC and ETH where members expect them', () => {
    expect(Number(findCurrency('BTC/USDT')?.startPrice)).toBeCloseTo(64_000, -3);
    expect(Number(findCurrency('ETH/USDT')?.startPrice)).toBeCloseTo(3_400, -2);
    expect(findCurrency('NOPE/USDT')).toBeUndefined();
  });
});
