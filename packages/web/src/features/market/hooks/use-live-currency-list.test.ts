import { LIVE_EVENT, type TOpenCurrency } from '@meridian/protocol';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

const BTC: TOpenCurrency = { id: 1, name: 'BTC', allname: 'BTC/USDT', price: '60000.00', rate: '1.50', scale: 2, stale: false };
const ETH: TOpenCurrency = { id: 2, name: 'ETH', allname: 'ETH/USDT', price: '3000.00', rate: '-2.10', scale: 2, stale: false };
/** One list, as the query gives it: a new array is a new list from the server, and resets the rows. */
const LIST = [BTC, ETH];

describe('useLiveCurrencyList', () => {
  it('merges, in the order they came, the pushes that arrive before the merge has loaded', async () => {
    // A fresh module: the merge (and decimal.js with it) is not loaded yet when the pushes come.
    vi.resetModules();
    const { emitLiveEvent } = await import('../../../api/live-events');
    const { useLiveCurrencyList } = await import('./use-live-currency-list');
    const { result } = renderHook(() => useLiveCurrencyList(LIST));

    act(() => {
      emitLiveEvent(LIVE_EVENT.chainCurrencyPrice, { 'BTC/USDT': ['60600.00', '60000'] });
      emitLiveEvent(LIVE_EVENT.chainCurrencyPrice, { 'BTC/USDT': ['59400.00', '60000'], 'ETH/USDT': ['3030', '3000'] });
    });
    // Still loading: the pushes wait rather than being dropped.
    expect(result.current.rows).toBe(LIST);

    await waitFor(() => {
      expect(result.current.rows).toMatchObject([
        { allname: 'BTC/USDT', price: '59400.00', rate: '-1.00' },
        { allname: 'ETH/USDT', price: '3030', rate: '1.00' },
      ]);
    });
    expect(result.current.flashOf('BTC/USDT')).toBe('down');
    expect(result.current.flashOf('ETH/USDT')).toBe('up');
  });
});
