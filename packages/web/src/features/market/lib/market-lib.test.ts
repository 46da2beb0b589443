import type { TOpenCurrency } from '@meridian/protocol';
import { describe, expect, it } from 'vitest';
import { mergePricePush } from './merge-price-push';
import { selectRows, type MarketView } from './select-rows';

const BTC: TOpenCurrency = { id: 1, name: 'BTC', allname: 'BTC/USDT', price: '60000.00', rate: '1.50', scale: 2, stale: false };
const ETH: TOpenCurrency = { id: 2, name: 'ETH', allname: 'ETH/USDT', price: '3000.00', rate: '-2.10', scale: 2, stale: false };
const ADA: TOpenCurrency = { id: 3, name: 'ADA', allname: 'ADA/USDT', price: '0.4500', rate: '0.00', scale: 4, stale: true };
const ROWS = [BTC, ETH, ADA];

describe('mergePricePush', () => {
  it('replaces only the rows whose price changed and computes their rate from the reference', () => {
    const merged = mergePricePush(ROWS, { 'BTC/USDT': ['60600.00', '60000'], 'ETH/USDT': ['3000.00', '3064.35'], 'XRP/USDT': ['1', '1'] });
    expect(merged.rows[0]).not.toBe(BTC);
    expect(merged.rows[0]).toMatchObject({ price: '60600.00', rate: '1.00' });
    // Same price and same rate: the very same object.
    expect(merged.rows[1]).toBe(ETH);
    expect(merged.rows[2]).toBe(ADA);
    expect([...merged.moves]).toEqual([['BTC/USDT', 'up']]);
  });

  it('marks a fall and rounds the rate half away from zero', () => {
    const merged = mergePricePush(ROWS, { 'ETH/USDT': [2999.85, 3000] });
    expect(merged.rows[1]).toMatchObject({ price: '2999.85', rate: '-0.01' });
    expect(merged.moves.get('ETH/USDT')).toBe('down');
  });

  it('returns the same array when nothing changed', () => {
    const merged = mergePricePush(ROWS, { 'BTC/USDT': ['60000', '59113.30'] });
    expect(merged.rows).toBe(ROWS);
    expect(merged.moves.size).toBe(0);
  });
});

describe('selectRows', () => {
  const view: MarketView = { search: '', sort: 'change-desc', tab: 'all', favourites: new Set() };
  const names = (rows: TOpenCurrency[]) => rows.map((row) => row.name);

  it('filters by symbol or pair, ignoring case and spaces', () => {
    expect(names(selectRows(ROWS, { ...view, search: ' eth ' }))).toEqual(['ETH']);
    expect(names(selectRows(ROWS, { ...view, search: 'ada/us' }))).toEqual(['ADA']);
    expect(names(selectRows(ROWS, { ...view, search: 'usdt' }))).toHaveLength(3);
    expect(selectRows(ROWS, { ...view, search: 'doge' })).toEqual([]);
  });

  it('sorts by change either way, or by name', () => {
    expect(names(selectRows(ROWS, view))).toEqual(['BTC', 'ADA', 'ETH']);
    expect(names(selectRows(ROWS, { ...view, sort: 'change-asc' }))).toEqual(['ETH', 'ADA', 'BTC']);
    expect(names(selectRows(ROWS, { ...view, sort: 'name' }))).toEqual(['ADA', 'BTC', 'ETH']);
  });

  it('shows only favourites on the favourites tab', () => {
    expect(names(selectRows(ROWS, { ...view, tab: 'favourites', favourites: new Set(['ETH/USDT']) }))).toEqual(['ETH']);
  });

  it('does not reorder the list it was given', () => {
    selectRows(ROWS, { ...view, sort: 'name' });
    expect(names(ROWS)).toEqual(['BTC', 'ETH', 'ADA']);
  });
});
