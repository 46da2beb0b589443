import { describe, expect, it } from 'vitest';
import { SessionCache, type CachedSession } from '../../src/security/session-cache.js';

function clockAt(start: number) {
  const clock = { now: start };
  return { clock, now: () => clock.now };
}

const session = (sessionId: number, accessExpiresAt: number, memberId = 7): CachedSession => ({ memberId, sessionId, accessExpiresAt });

describe('SessionCache', () => {
  it('answers a remembered session only until its access token expires', async () => {
    const { clock, now } = clockAt(1_000);
    const cache = new SessionCache(10, now);
    cache.resume();
    await cache.fetch('hash-1', () => Promise.resolve(session(1, 2_000)));
    expect(cache.get('hash-1')).toMatchObject({ memberId: 7, sessionId: 1 });
    clock.now = 1_999;
    expect(cache.get('hash-1')).toBeDefined();
    clock.now = 2_000;
    expect(cache.get('hash-1')).toBeUndefined();
    clock.now = 1_500; // even if the clock went back, the expired entry is gone
    expect(cache.get('hash-1')).toBeUndefined();
  });

  it('forgets every token a session had, rotated ones included', async () => {
    const cache = new SessionCache(10, () => 0);
    cache.resume();
    await cache.fetch('old-token', () => Promise.resolve(session(1, 10)));
    await cache.fetch('new-token', () => Promise.resolve(session(1, 10)));
    await cache.fetch('other-login', () => Promise.resolve(session(2, 10)));
    cache.forgetSessions([1]);
    expect(cache.get('old-token')).toBeUndefined();
    expect(cache.get('new-token')).toBeUndefined();
    expect(cache.get('other-login')).toBeDefined();
  });

  it('does not keep a lookup that was under way when any session ended', async () => {
    const cache = new SessionCache(10, () => 0);
    cache.resume();
    let finish: (value: CachedSession) => void = () => undefined;
    const lookup = cache.fetch('token', () => new Promise<CachedSession>((resolve) => (finish = resolve)));
    cache.forgetSessions([1]); // the lookup cannot know yet which session it will find
    finish(session(1, 10));
    await lookup;
    expect(cache.get('token')).toBeUndefined();
  });

  it('stays within its bound', async () => {
    const cache = new SessionCache(50, () => 0);
    cache.resume();
    for (let i = 0; i < 500; i += 1) await cache.fetch(`token-${i}`, () => Promise.resolve(session(i, 10)));
    expect(cache.size).toBe(50);
    expect(cache.get('token-0')).toBeUndefined();
    expect(cache.get('token-499')).toBeDefined();
    // Ending a session pushed out long ago is harmless.
    cache.forgetSessions([0, 499]);
    expect(cache.get('token-499')).toBeUndefined();
  });
});
