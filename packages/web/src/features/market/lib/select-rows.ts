import { compareDecimalText, readDecimalText, type DecimalText, type TOpenCurrency } from '@meridian/protocol';

export type MarketSort = 'change-desc' | 'change-asc' | 'name';
export type MarketTab = 'all' | 'favourites';

export interface MarketView {
  search: string;
  sort: MarketSort;
  tab: MarketTab;
  favourites: ReadonlySet<string>;
}

const ZERO: DecimalText = { negative: false, digits: '', point: 0 };

/**
 * A row's rate, exactly, or zero when it is not a finite number. Compared by digits, without
 * decimal.js: home's rising list sorts by it on its first paint (issue 21).
 */
function rateOf(row: TOpenCurrency): DecimalText {
  return readDecimalText(row.rate) ?? ZERO;
}

/**
 * Pair names in code-unit order: they are tickers (BTC, BTC/USDT), the same in every language, and
 * need no locale's rules. (`localeCompare` looked them up at every call, and one `Intl.Collator`
 * still cost a phone some 50 ms to make: the largest costs of the market's first sort in profiles,
 * issue 21.)
 */
function compareNames(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The rows the market list shows: the tab, then the search (symbol or pair), then the order. */
export function selectRows(rows: readonly TOpenCurrency[], view: MarketView): TOpenCurrency[] {
  const needle = view.search.trim().toLowerCase();
  const shown = rows.filter(
    (row) =>
      (view.tab === 'all' || view.favourites.has(row.allname)) &&
      (needle === '' || row.name.toLowerCase().includes(needle) || row.allname.toLowerCase().includes(needle)),
  );
  const byName = (a: TOpenCurrency, b: TOpenCurrency) => compareNames(a.name, b.name) || compareNames(a.allname, b.allname);
  if (view.sort === 'name') return shown.sort(byName);
  // Each rate is read once, not once per comparison: this runs on every price push.
  const direction = view.sort === 'change-desc' ? -1 : 1;
  return shown
    .map((row) => ({ row, rate: rateOf(row) }))
    .sort((a, b) => direction * compareDecimalText(a.rate, b.rate) || byName(a.row, b.row))
    .map(({ row }) => row);
}
