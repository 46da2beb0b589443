import { describe, expect, it } from 'vitest';
import { createAlertIndex, type IndexedAlert } from '../../../src/modules/alert/alert-index.js';
import { createPriceWindow } from '../../../src/modules/alert/price-window.js';

const cross = (id: number, price: number, direction: 'up' | 'down', extra: Partial<IndexedAlert> = {}): IndexedAlert => ({
  id,
  allname: 'BTC/USDT',
  kind: 'cross',
  price,
  direction,
  percent: null,
  windowMinutes: null,
  firedCount: 0,
  armedAt: 0,
  ...extra,
});
const move = (id: number, percent: number, windowMinutes: number): IndexedAlert => ({ id, allname: 'BTC/USDT', kind: 'move', price: null, direction: null, percent, windowMinutes, firedCount: 0, armedAt: 0 });
const ids = (reached: readonly { alert: IndexedAlert }[]) => reached.map((item) => item.alert.id).sort((a, b) => a - b);

describe('the alert index', () => {
  it('reaches a rising alert when the price gets to it, a falling one when it falls to it, each once', () => {
    const index = createAlertIndex();
    index.put(cross(1, 65_000, 'up'), 0);
    index.put(cross(2, 66_000, 'up'), 0);
    index.put(cross(3, 60_000, 'down'), 0);
    expect(index.tick('BTC/USDT', '64999.99', 1000)).toEqual([]);
    const reached = index.tick('BTC/USDT', '65000', 2000);
    expect(ids(reached)).toEqual([1]);
    expect(reached[0]).toMatchObject({ price: '65000', at: 2000 });
    // Taken out: the price staying above fires nothing more.
    expect(index.tick('BTC/USDT', '65500', 3000)).toEqual([]);
    expect(ids(index.tick('BTC/USDT', '59000', 4000))).toEqual([3]);
    expect(ids(index.tick('BTC/USDT', '70000', 5000))).toEqual([2]);
    expect(index.size()).toBe(0);
  });

  it('reaches every alert a jump passes in one tick, and no other pair’s', () => {
    const index = createAlertIndex();
    for (let id = 1; id <= 50; id += 1) index.put(cross(id, 100 + id, 'up'), 0);
    index.put(cross(99, 120, 'up', { allname: 'ETH/USDT' }), 0);
    expect(ids(index.tick('BTC/USDT', '125', 1000))).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(index.size()).toBe(26);
  });

  it('forgets a removed alert and replaces one put again', () => {
    const index = createAlertIndex();
    index.put(cross(1, 10, 'up'), 0);
    index.put(cross(2, 10, 'up'), 0);
    index.remove(1);
    index.put(cross(2, 20, 'up'), 0);
    expect(index.tick('BTC/USDT', '15', 1000)).toEqual([]);
    expect(ids(index.tick('BTC/USDT', '20', 2000))).toEqual([2]);
  });

  it('keeps an alert that is not armed yet aside until its time', () => {
    const index = createAlertIndex();
    index.put(cross(1, 10, 'up', { armedAt: 60_000 }), 0);
    expect(index.tick('BTC/USDT', '11', 30_000)).toEqual([]);
    expect(ids(index.tick('BTC/USDT', '11', 60_000))).toEqual([1]);
  });

  it('reaches a move alert when the price moved its percent from the window’s low or high', () => {
    const index = createAlertIndex();
    index.put(move(1, 5, 60), 0);
    index.put(move(2, 10, 60), 0);
    expect(index.takeFreshWindows()).toEqual([{ allname: 'BTC/USDT', windowMinutes: 60 }]);
    index.seed('BTC/USDT', 60, 0, 100, 100);
    expect(index.tick('BTC/USDT', '104', 60_000)).toEqual([]);
    expect(ids(index.tick('BTC/USDT', '105', 120_000))).toEqual([1]);
    // A fall of 10 % from the window's high (105) reaches the other.
    expect(ids(index.tick('BTC/USDT', '94.5', 180_000))).toEqual([2]);
  });

  it('forgets prices older than the window', () => {
    const index = createAlertIndex();
    index.put(move(1, 5, 5), 0);
    index.seed('BTC/USDT', 5, 0, 100, 100);
    // Six minutes later the low of 100 has left the 5-minute window: 104 → 105 is under 1 %.
    expect(index.tick('BTC/USDT', '104', 6 * 60_000)).toEqual([]);
    expect(index.tick('BTC/USDT', '105', 6 * 60_000 + 1000)).toEqual([]);
  });
});

describe('a price window', () => {
  it('keeps the lowest and highest price of its span', () => {
    const window = createPriceWindow(10_000);
    window.add(0, 5, 5);
    window.add(1000, 3, 3);
    window.add(2000, 8, 8);
    expect([window.low(), window.high()]).toEqual([3, 8]);
    window.add(11_500, 6, 6);
    expect([window.low(), window.high()]).toEqual([6, 8]);
    window.add(12_500, 7, 7);
    expect([window.low(), window.high()]).toEqual([6, 7]);
  });

  it('keeps its extremes over a long run of prices', () => {
    const window = createPriceWindow(1000);
    for (let at = 0; at < 100_000; at += 1) window.add(at, at % 7, at % 7);
    expect(window.low()).toBe(0);
    expect(window.high()).toBe(6);
  });
});
