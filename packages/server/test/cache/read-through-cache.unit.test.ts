import { describe, expect, it } from 'vitest';
import { ReadThroughCache } from '../../src/cache/read-through-cache.js';

/** A read that finishes when the test says so. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

function activeCache() {
  const cache = new ReadThroughCache<string, string>({ maxEntries: 10 });
  cache.resume();
  return cache;
}

describe('ReadThroughCache', () => {
  it('keeps what a read found and answers from memory after', async () => {
    const cache = activeCache();
    expect(await cache.fetch('k', () => Promise.resolve('v1'))).toBe('v1');
    expect(cache.get('k')).toBe('v1');
  });

  it('does not keep a miss', async () => {
    const cache = activeCache();
    expect(await cache.fetch('k', () => Promise.resolve(null))).toBeNull();
    expect(cache.get('k')).toBeUndefined();
  });

  it('does not keep what a read found when its key was forgotten while it was reading', async () => {
    const cache = activeCache();
    const read = deferred<string>();
    const fetching = cache.fetch('k', () => read.promise);
    cache.forget('k'); // the change committed while the read was on its way
    read.resolve('old');
    expect(await fetching).toBe('old');
    expect(cache.get('k')).toBeUndefined();
    // A read that starts after the change is kept.
    await cache.fetch('k', () => Promise.resolve('new'));
    expect(cache.get('k')).toBe('new');
  });

  it('does not keep what any read under way found after forgetReadsInFlight or forgetAll', async () => {
    const cache = activeCache();
    const first = deferred<string>();
    const second = deferred<string>();
    const fetchingFirst = cache.fetch('a', () => first.promise);
    cache.forgetReadsInFlight();
    const fetchingSecond = cache.fetch('b', () => second.promise);
    cache.forgetAll();
    first.resolve('a');
    second.resolve('b');
    await Promise.all([fetchingFirst, fetchingSecond]);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBeUndefined();
  });

  it('forgetting one key leaves reads of other keys alone', async () => {
    const cache = activeCache();
    const read = deferred<string>();
    const fetching = cache.fetch('a', () => read.promise);
    cache.forget('b');
    read.resolve('a');
    await fetching;
    expect(cache.get('a')).toBe('a');
  });

  it('serves and keeps nothing while suspended, and forgets everything from before on resume', async () => {
    const cache = new ReadThroughCache<string, string>({ maxEntries: 10 });
    expect(cache.isActive).toBe(false); // it starts suspended
    await cache.fetch('k', () => Promise.resolve('v'));
    expect(cache.get('k')).toBeUndefined();
    cache.resume();
    await cache.fetch('k', () => Promise.resolve('v'));
    expect(cache.get('k')).toBe('v');
    const read = deferred<string>();
    const fetching = cache.fetch('j', () => read.promise);
    cache.suspend();
    expect(cache.get('k')).toBeUndefined();
    cache.resume();
    read.resolve('from before the gap');
    await fetching;
    expect(cache.get('j')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('a failed read keeps nothing and leaves no trace', async () => {
    const cache = activeCache();
    await expect(cache.fetch('k', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    await cache.fetch('k', () => Promise.resolve('v'));
    expect(cache.get('k')).toBe('v');
  });
});
