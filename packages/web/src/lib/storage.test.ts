import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { DEFAULT_LIFETIME_SECONDS, STORAGE_KEY, getItem, removeItem, setItem } from './storage';

afterEach(() => {
  vi.useRealTimers();
});

describe('storage with a lifetime', () => {
  it('keeps an item for 7200 s by default, then forgets it', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    setItem(STORAGE_KEY.config, { version: '1.0.0' });

    vi.setSystemTime(1_000_000 + DEFAULT_LIFETIME_SECONDS * 1000 - 1);
    expect(getItem(STORAGE_KEY.config, z.object({ version: z.string() }))).toEqual({ version: '1.0.0' });

    vi.setSystemTime(1_000_000 + DEFAULT_LIFETIME_SECONDS * 1000);
    expect(getItem(STORAGE_KEY.config, z.object({ version: z.string() }))).toBeNull();
    // An expired entry is removed, not just hidden.
    expect(localStorage.getItem('meridian.config')).toBeNull();
  });

  it('honours a lifetime of its own', () => {
    vi.useFakeTimers({ now: 0 });
    setItem(STORAGE_KEY.contractList, [1, 2], 10);
    vi.setSystemTime(9_999);
    expect(getItem(STORAGE_KEY.contractList, z.array(z.number()))).toEqual([1, 2]);
    vi.setSystemTime(10_000);
    expect(getItem(STORAGE_KEY.contractList, z.array(z.number()))).toBeNull();
  });

  it('keeps an item without a lifetime until it is removed', () => {
    vi.useFakeTimers({ now: 0 });
    setItem(STORAGE_KEY.lastUsername, 'demo0001', null);
    vi.setSystemTime(365 * 24 * 3600 * 1000);
    expect(getItem(STORAGE_KEY.lastUsername, z.string())).toBe('demo0001');
    removeItem(STORAGE_KEY.lastUsername);
    expect(getItem(STORAGE_KEY.lastUsername, z.string())).toBeNull();
  });

  it('ignores an entry of the wrong shape and a corrupt entry', () => {
    setItem(STORAGE_KEY.lastUsername, 42);
    expect(getItem(STORAGE_KEY.lastUsername, z.string())).toBeNull();
    localStorage.setItem('meridian.last-username', '{not json');
    expect(getItem(STORAGE_KEY.lastUsername, z.string())).toBeNull();
    expect(localStorage.getItem('meridian.last-username')).toBeNull();
  });
});
