import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEY, storageName } from '../../../lib/storage';
import { DEFAULT_INDICATORS } from '../lib/kline-indicators';
import { useIndicatorChoice } from './use-indicator-choice';

const STORED = storageName(STORAGE_KEY.klineIndicators);

/** As after a reload: the in-memory choice gone (a write the store makes of it undone), then read back from storage. */
async function reload(): Promise<void> {
  const stored = localStorage.getItem(STORED);
  useIndicatorChoice.setState({ chosen: DEFAULT_INDICATORS });
  if (stored === null) localStorage.removeItem(STORED);
  else localStorage.setItem(STORED, stored);
  await useIndicatorChoice.persist.rehydrate();
}

beforeEach(() => {
  useIndicatorChoice.setState({ chosen: DEFAULT_INDICATORS });
  localStorage.clear();
});

describe('the indicator choice', () => {
  it('starts with volume alone', async () => {
    await reload();
    expect(useIndicatorChoice.getState().chosen).toEqual(['vol']);
  });

  it('switches each indicator on and off, keeping the chips’ order', () => {
    const { toggle } = useIndicatorChoice.getState();
    toggle('rsi');
    toggle('macd');
    toggle('ma');
    expect(useIndicatorChoice.getState().chosen).toEqual(['ma', 'vol', 'macd', 'rsi']);
    toggle('vol');
    toggle('rsi');
    expect(useIndicatorChoice.getState().chosen).toEqual(['ma', 'macd']);
  });

  it('survives a reload, through the app’s storage', async () => {
    useIndicatorChoice.getState().toggle('macd');
    useIndicatorChoice.getState().toggle('boll');
    expect(localStorage.getItem(STORED)).toContain('macd');
    await reload();
    expect(useIndicatorChoice.getState().chosen).toEqual(['boll', 'vol', 'macd']);
  });

  it('keeps a choice of none, rather than bringing the default back', async () => {
    useIndicatorChoice.getState().toggle('vol');
    await reload();
    expect(useIndicatorChoice.getState().chosen).toEqual([]);
  });

  it('ignores a stored choice it does not know, and keeps the default', async () => {
    localStorage.setItem(STORED, JSON.stringify({ value: { state: { chosen: ['kdj'] }, version: 0 }, expiresAt: null }));
    await reload();
    expect(useIndicatorChoice.getState().chosen).toEqual(['vol']);
  });
});
