import { describe, expect, it } from 'vitest';
import type { PriceTick } from '../../src/market/candles.js';
import { CURRENCIES, findCurrency, type Currency } from '../../src/market/currencies.js';
import type { PriceSource } from '../../src/market/price-source.js';
import { createSimulator } from '../../src/market/simulator.js';
import { createManualClock } from './manual-clock.js';

// Not on a minute, so partial buckets at the seam between history and live ticks are exercised.
const START = Date.parse('2024-06-12T13:47:31Z');

function runSimulator(seed: number, seconds: number, options: { currencies?: readonly Currency[]; stepMs?: number } = {}) {
  const clock = createManualClock(START);
  const source = createSimulator({ seed, clock, currencies: options.currencies });
  const ticks: PriceTick[] = [];
  source.onTick((tick) => ticks.push(tick));
  void source.start();
  const stepMs = options.stepMs ?? 1_000;
  for (let elapsed = 0; elapsed < seconds * 1_000; elapsed += stepMs) clock.advance(stepMs);
  void source.stop();
  return ticks;
}

const currency = (allname: string): Currency => {
  const found = findCurrency(allname);
  if (!found) throw new Error(`no ${allname}`);
  return found;
};

describe('simulator ticks', () => {
  it('repeats the same ticks for the same seed and start', () => {
    expect(runSimulator(7, 30)).toEqual(runSimulator(7, 30));
  });

  it('gives different ticks for a different seed', () => {
    const a = runSimulator(7, 30).slice(CURRENCIES.length).map((tick) => tick.price);
    const b = runSimulator(8, 30).slice(CURRENCIES.length).map((tick) => tick.price);
    expect(a).not.toEqual(b);
  });

  it('publishes the same ticks however late its timer fires', () => {
    expect(runSimulator(7, 30, { stepMs: 6_000 })).toEqual(runSimulator(7, 30));
    expect(runSimulator(7, 30, { stepMs: 250 })).toEqual(runSimulator(7, 30));
  });

  it('ticks once per second per currency, at the start price first, priced above zero at the currency scale', () => {
    const ticks = runSimulator(1, 60);
    expect(ticks).toHaveLength(61 * CURRENCIES.length);
    for (const listed of CURRENCIES) {
      const own = ticks.filter((tick) => tick.allname === listed.allname);
      expect(own.map((tick) => tick.at)).toEqual(Array.from({ length: 61 }, (_, second) => START + second * 1_000));
      expect(own[0]?.price).toBe(listed.startPrice);
      const pattern = new RegExp(`^\\d+\\.\\d{${String(listed.priceScale)}}$`);
      for (const tick of own) {
        expect(tick.price).toMatch(pattern);
        expect(Number(tick.price)).toBeGreaterThan(0);
        expect(tick.volume).toMatch(/^\d+\.\d{4}$/);
      }
      // A minute of a realistic walk moves the price, but not by much.
      const last = Number(own[own.length - 1]?.price);
      expect(Math.abs(Math.log(last / Number(listed.startPrice)))).toBeLessThan(0.05);
    }
  });

  it('walks with the configured volatility', () => {
    const watched = [currency('BTC/USDT'), currency('DOGE/USDT'), currency('APT/USDT'), currency('XLM/USDT')];
    // One day in one step: the timer fires once and publishes every tick it owes.
    const ticks = runSimulator(2024, 24 * 60 * 60, { currencies: watched, stepMs: 24 * 60 * 60 * 1_000 });
    for (const listed of watched) {
      const prices = ticks.filter((tick) => tick.allname === listed.allname).map((tick) => Number(tick.price));
      // Minute returns: long enough that rounding to the price scale does not add noticeable noise.
      const returns: number[] = [];
      for (let index = 60; index < prices.length; index += 60) {
        returns.push(Math.log((prices[index] ?? 0) / (prices[index - 60] ?? 1)));
      }
      const mean = returns.reduce((sum, value) => sum + value, 0) / returns.length;
      const variance = returns.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (returns.length - 1);
      const annualised = Math.sqrt(variance * ((365.25 * 24 * 60 * 60) / 60));
      // 1,440 returns estimate the volatility within about 2 %; the bound is far wider, and seeded.
      expect(annualised / listed.volatility).toBeGreaterThan(0.85);
      expect(annualised / listed.volatility).toBeLessThan(1.15);
    }
  });

  it('stops publishing on stop, and not at all to an unsubscribed listener', async () => {
    const clock = createManualClock(START);
    const source: PriceSource = createSimulator({ seed: 3, clock, currencies: [currency('BTC/USDT')] });
    const kept: PriceTick[] = [];
    const dropped: PriceTick[] = [];
    source.onTick((tick) => kept.push(tick));
    const unsubscribe = source.onTick((tick) => dropped.push(tick));
    await source.start();
    await source.start(); // a second start changes nothing
    clock.advance(2_000);
    unsubscribe();
    clock.advance(2_000);
    expect(kept).toHaveLength(5);
    expect(dropped).toHaveLength(3);
    await source.stop();
    clock.advance(10_000);
    expect(kept).toHaveLength(5);
  });

  it('starts on the whole second of its clock when not told when', () => {
    const clock = createManualClock(START + 400);
    expect(createSimulator({ seed: 1, clock }).startMs).toBe(START);
  });
});
