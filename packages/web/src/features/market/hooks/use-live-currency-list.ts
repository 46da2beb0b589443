import { LIVE_EVENT, type TOpenCurrency } from '@meridian/protocol';
import { useEffect, useReducer } from 'react';
import { onPush } from '../../../api/live-events';
import { mergePricePush, type PriceMove, type PricePush } from '../lib/merge-price-push';

/** How long a row shows that its price went up or down. */
export const FLASH_MS = 600;

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
  | { type: 'push'; push: PricePush; tick: number }
  | { type: 'expire'; tick: number };

function reducer(state: LiveState, action: Action): LiveState {
  switch (action.type) {
    case 'load':
      return { source: action.list, rows: action.list, flashes: new Map() };
    case 'push': {
      if (state.rows === undefined) return state;
      const merged = mergePricePush(state.rows, action.push);
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
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const apply = (push: PricePush) => {
      tick += 1;
      const current = tick;
      dispatch({ type: 'push', push, tick: current });
      const timer = setTimeout(() => {
        timers.delete(timer);
        dispatch({ type: 'expire', tick: current });
      }, FLASH_MS);
      timers.add(timer);
    };
    const stop = onPush(LIVE_EVENT.chainCurrencyPrice, apply);
    return () => {
      stop();
      for (const timer of timers) clearTimeout(timer);
    };
  }, []);

  const { flashes } = state;
  return { rows: state.rows, flashOf: (allname) => flashes.get(allname)?.move };
}
