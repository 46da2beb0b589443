import { LIVE_EVENT, type KlineInterval, type TCandle } from '@meridian/protocol';
import { useEffect, useMemo, useReducer, useRef } from 'react';
import { onPush } from '../../../api/live-events';
import { applyLivePrice, mergeCandles, withLiveTail } from '../lib/kline-candles';

interface TailState {
  /** Symbol and interval the tail belongs to; another pair or interval starts a new one. */
  key: string;
  /** Candles the pushes built or changed after the history was fetched, oldest first. */
  tail: readonly TCandle[];
}

type Action = { type: 'price'; key: string; history: readonly TCandle[]; price: string; at: number; interval: KlineInterval };

function reducer(state: TailState, action: Action): TailState {
  const tail = state.key === action.key ? state.tail : [];
  const current = withLiveTail(action.history, tail);
  const next = applyLivePrice(current, action.price, action.at, action.interval);
  const last = next.at(-1);
  if (next === current || last === undefined) return state.key === action.key ? state : { key: action.key, tail };
  // Only what the push touched joins the tail; older history stays the server's.
  return { key: action.key, tail: mergeCandles(tail, [last]) };
}

/**
 * The history of one pair and interval with the live price pushes applied: the last candle moves
 * every second and a new one opens when its bucket starts. `skewMs` is how far the server's clock
 * is ahead of this device's, so buckets turn over on the server's second.
 */
export function useLiveCandles(symbol: string, interval: KlineInterval, history: readonly TCandle[] | undefined, skewMs: number): readonly TCandle[] | undefined {
  const key = `${symbol} ${interval}`;
  const [state, dispatch] = useReducer(reducer, { key, tail: [] });
  // The push handler reads the latest values without subscribing again on every change.
  const latest = useRef({ key, history, skewMs, interval });
  useEffect(() => {
    latest.current = { key, history, skewMs, interval };
  });

  useEffect(() => {
    return onPush(LIVE_EVENT.chainCurrencyPrice, (prices) => {
      const entry = prices[symbol];
      const current = latest.current;
      if (entry === undefined || current.history === undefined || current.history.length === 0) return;
      dispatch({ type: 'price', key: current.key, history: current.history, price: String(entry[0]), at: Date.now() + current.skewMs, interval: current.interval });
    });
  }, [symbol]);

  const tail = state.key === key ? state.tail : undefined;
  return useMemo(() => {
    if (history === undefined) return undefined;
    return tail === undefined ? history : withLiveTail(history, tail);
  }, [history, tail]);
}
