import type { TOpenCurrency } from '@meridian/protocol';
import Decimal from 'decimal.js';

export type MarketSort = 'change-desc' | 'change-asc' | 'name';
export type MarketTab = 'all' | 'favourites';

export interface MarketView {
  search: string;
  sort: MarketSort;
  tab: MarketTab;
  favourites: ReadonlySet<string>;
}

function rateOf(row: TOpenCurrency): Decimal {
  try {
    const rate = new Decimal(row.rate);
    return rate.isFinite() ? rate : new Decimal(0);
  } catch {
    return new Decimal(0);
  }
}

/** The rows the market list shows: the tab, then the search (symbol or pair), then the order. */
export function selectRows(rows: readonly TOpenCurrency[], view: MarketView): TOpenCurrency[] {
  const needle = view.search.trim().toLowerCase();
  const shown = rows.filter(
    (row) =>
      (view.tab === 'all' || view.favourites.has(row.allname)) &&
      (needle === '' || row.name.toLowerCase().includes(needle) || row.allname.toLowerCase().includes(needle)),
  );
  const byName = (a: TOpenCurrency, b: TOpenCurrency) => a.name.localeCompare(b.name) || a.allname.localeCompare(b.allname);
  if (view.sort === 'name') return shown.sort(byName);
  // Each rate is read once, not once per comparison: this runs on every price push.
  const direction = view.sort === 'change-desc' ? -1 : 1;
  return shown
    .map((row) => ({ row, rate: rateOf(row) }))
    .sort((a, b) => direction * a.rate.comparedTo(b.rate) || byName(a.row, b.row))
    .map(({ row }) => row);
}
