import { LIVE_EVENT, type TOpenCurrency } from '@meridian/protocol';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emitLiveEvent } from '../../../api/live-events';
import { FLASH_MS, useLiveCurrencyList } from './use-live-currency-list';

const BTC: TOpenCurrency = { id: 1, name: 'BTC', allname: 'BTC/USDT', price: '60000.00', rate: '1.50', scale: 2, stale: false };
const ETH: TOpenCurrency = { id: 2, name: 'ETH', allname: 'ETH/USDT', price: '3000.00', rate: '-2.10', scale: 2, stale: false };
/** One list, as the query gives it: a new array is a new list from the server, and resets the rows. */
const LIST = [BTC, ETH];

describe('useLiveCurrencyList', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('merges pushes at once and in the order they came, each moved row flashing for FLASH_MS', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useLiveCurrencyList(LIST));

    act(() => {
      emitLiveEvent(LIVE_EVENT.chainCurrencyPrice, { 'BTC/USDT': ['60600.00', '60000'] });
      emitLiveEvent(LIVE_EVENT.chainCurrencyPrice, { 'BTC/USDT': ['59400.00', '60000'], 'ETH/USDT': ['3030', '3000'] });
    });
    expect(result.current.rows).toMatchObject([
      { allname: 'BTC/USDT', price: '59400.00', rate: '-1.00' },
      { allname: 'ETH/USDT', price: '3030', rate: '1.00' },
    ]);
    expect(result.current.flashOf('BTC/USDT')).toBe('down');
    expect(result.current.flashOf('ETH/USDT')).toBe('up');

    act(() => {
      vi.advanceTimersByTime(FLASH_MS);
    });
    expect(result.current.flashOf('BTC/USDT')).toBeUndefined();
    expect(result.current.flashOf('ETH/USDT')).toBeUndefined();
  });

  it('keeps the same rows when a push changes nothing, and ignores a push that is not one', () => {
    const { result } = renderHook(() => useLiveCurrencyList(LIST));
    act(() => {
      emitLiveEvent(LIVE_EVENT.chainCurrencyPrice, { 'BTC/USDT': ['60000', '59113.30'] });
      emitLiveEvent(LIVE_EVENT.chainCurrencyPrice, { 'BTC/USDT': 'not a pair of prices' });
    });
    expect(result.current.rows).toBe(LIST);
    expect(result.current.flashOf('BTC/USDT')).toBeUndefined();
  });
});
