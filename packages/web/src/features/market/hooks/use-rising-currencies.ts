import type { TOpenCurrency } from '@meridian/protocol';
import { useMemo } from 'react';
import { useOpenCurrencyList } from '../api/get-open-currency-list';
import type { PriceMove } from '../lib/merge-price-push';
import { selectRows } from '../lib/select-rows';
import { useLiveCurrencyList } from './use-live-currency-list';

/** How many of the biggest risers the home page lists. */
export const RISING_COUNT = 5;

const NO_FAVOURITES: ReadonlySet<string> = new Set();

export interface RisingCurrencies {
  /** The top risers by rate, live; undefined until the list has loaded. */
  rows: readonly TOpenCurrency[] | undefined;
  flashOf: (allname: string) => PriceMove | undefined;
  isError: boolean;
  retry: () => void;
}

/**
 * The currencies that rose most, kept live by the price pushes. A row that did not change stays
 * the same object, so its memoised row does not render again; the order follows the live rates.
 */
export function useRisingCurrencies(count: number = RISING_COUNT): RisingCurrencies {
  const list = useOpenCurrencyList();
  const live = useLiveCurrencyList(list.data);
  const rows = useMemo(
    () =>
      live.rows === undefined
        ? undefined
        : selectRows(live.rows, { search: '', sort: 'change-desc', tab: 'all', favourites: NO_FAVOURITES }).slice(0, count),
    [live.rows, count],
  );
  return {
    rows,
    flashOf: live.flashOf,
    isError: list.isError,
    retry: () => {
      void list.refetch();
    },
  };
}
