import { describe, expect, it } from 'vitest';
import { LruCache } from '../../src/cache/lru-cache.js';

describe('LruCache', () => {
  it('never holds more than its bound, forgetting the least recently used first', () => {
    const evicted: string[] = [];
    const cache = new LruCache<string, number>(3, (key) => evicted.push(key));
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect(cache.get('a')).toBe(1); // a is now the most recently used
    cache.set('d', 4);
    expect(cache.size).toBe(3);
    expect(evicted).toEqual(['b']);
    expect(cache.get('b')).toBeUndefined();
    expect([cache.get('a'), cache.get('c'), cache.get('d')]).toEqual([1, 3, 4]);
  });

  it('stays within its bound however many keys pass through it', () => {
    const cache = new LruCache<number, number>(100);
    for (let i = 0; i < 10_000; i += 1) cache.set(i, i);
    expect(cache.size).toBe(100);
    expect(cache.get(9_999)).toBe(9_999);
    expect(cache.get(9_899)).toBeUndefined();
  });

  it('never pushes out an entry that is read as often as others come in', () => {
    const cache = new LruCache<string, number>(10);
    cache.set('hot', 0);
    for (let i = 0; i < 1_000; i += 1) {
      cache.set(`cold-${i}`, i);
      expect(cache.get('hot')).toBe(0);
    }
    expect(cache.size).toBe(10);
  });

  it('replaces a value without growing, and tells nobody of deletions it was asked for', () => {
    const evicted: string[] = [];
    const cache = new LruCache<string, number>(2, (key) => evicted.push(key));
    cache.set('a', 1);
    cache.set('a', 2);
    expect(cache.size).toBe(1);
    expect(cache.delete('a')).toBe(2);
    expect(cache.delete('a')).toBeUndefined();
    cache.set('b', 1);
    cache.clear();
    expect(cache.size).toBe(0);
    expect(evicted).toEqual([]);
  });

  it('needs room for at least one entry', () => {
    expect(() => new LruCache(0)).toThrow(/at least one/);
  });
});
