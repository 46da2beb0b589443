import { LIVE_EVENT, ZPricePush, type TOpenCurrency } from '@meridian/protocol';
import { useEffect, useReducer } from 'react';
import { onLiveEvent } from '../../../api/live-events';
import { loadOnce } from '../../../lib/load-once';
import type * as PriceMerge from '../lib/merge-price-push';
import type { PriceMove, PricePush } from '../lib/merge-price-push';

/** How long a row shows that its price went up or down. */
export const FLASH_MS = 600;

type Merge = typeof PriceMerge.mergePricePush;

/**
 * The merge of price pushes loads on its own, after the first paint: it computes each rate with the
 * contract's priceRate, in decimal.js, which home's first paint does without (issue 21). Pushes
 * come only over the live channel, itself loaded after the first paint (app/launch.ts), so the
 * merge is there before them; one that comes sooner is merged as soon as it is.
 */
const priceMerge = loadOnce<Merge>(() => import('../lib/merge-price-push').then(({ mergePricePush }) => mergePricePush));

interface Flash {
  move: PriceMove;
  tick: number;
}

interface LiveState {
  source: readonly TOpenCurrency[] | undefined;
  rows: readonly TOpenCurrency[] | undefined;
  flashes: ReadonlyMap<string, Flash>;
}

type Action =
  | { type: 'load'; list: readonly TOpenCurrency[] | undefined }
  | { type: 'push'; push: PricePush; tick: number; merge: Merge }
  | { type: 'expire'; tick: number };

function reducer(state: LiveState, action: Action): LiveState {
  switch (action.type) {
    case 'load':
      return { source: action.list, rows: action.list, flashes: new Map() };
    case 'push': {
      if (state.rows === undefined) return state;
      const merged = action.merge(state.rows, action.push);
      if (merged.rows === state.rows) return state;
      const flashes = new Map(state.flashes);
      for (const [allname, move] of merged.moves) flashes.set(allname, { move, tick: action.tick });
      return { ...state, rows: merged.rows, flashes };
    }
    case 'expire': {
      const flashes = new Map([...state.flashes].filter(([, flash]) => flash.tick > action.tick));
      return flashes.size === state.flashes.size ? state : { ...state, flashes };
    }
  }
}

export interface LiveCurrencyList {
  rows: readonly TOpenCurrency[] | undefined;
  /** Rows that moved in the last FLASH_MS, by allname. */
  flashOf: (allname: string) => PriceMove | undefined;
}

/**
 * The currency list with the live price pushes merged in: only the rows whose price changed are
 * new objects, and each of them flashes up or down for FLASH_MS. A new list from the server
 * (refetch) replaces the rows.
 */
export function useLiveCurrencyList(list: readonly TOpenCurrency[] | undefined): LiveCurrencyList {
  const [state, dispatch] = useReducer(reducer, list, (initial): LiveState => ({ source: initial, rows: initial, flashes: new Map() }));
  if (state.source !== list) dispatch({ type: 'load', list });

  useEffect(() => {
    let tick = 0;
    let stopped = false;
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const apply = (push: PricePush, merge: Merge) => {
      tick += 1;
      const current = tick;
      dispatch({ type: 'push', push, tick: current, merge });
      const timer = setTimeout(() => {
        timers.delete(timer);
        dispatch({ type: 'expire', tick: current });
      }, FLASH_MS);
      timers.add(timer);
    };
    // Fetched now, while nothing waits for it, so the first push finds it loaded.
    priceMerge.load().catch(() => undefined);
    const stop = onLiveEvent(LIVE_EVENT.chainCurrencyPrice, (content) => {
      const parsed = ZPricePush.safeParse(content);
      if (!parsed.success) return;
      const loaded = priceMerge.current();
      if (loaded !== null) {
        apply(parsed.data, loaded);
        return;
      }
      // Pushes that wait are merged in the order they came: callbacks on one promise run in order.
      priceMerge.load().then(
        (merge) => {
          if (!stopped) apply(parsed.data, merge);
        },
        // Without the merge's code this push is dropped; the next one tries to load it again.
        () => undefined,
      );
    });
    return () => {
      stopped = true;
      stop();
      for (const timer of timers) clearTimeout(timer);
    };
  }, []);

  const { flashes } = state;
  return { rows: state.rows, flashOf: (allname) => flashes.get(allname)?.move };
}
