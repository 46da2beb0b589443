import { API, CODE } from '@meridian/protocol';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockServer, payloadsTo } from '../../../testing/envelope-fetch';
import { PUSH_ENDPOINT, fakePushBrowser, forgetPushBrowser } from '../../../testing/push-browser';
import { resetStoresSignedIn } from '../../../testing/reset-stores';
import { stopPushBeforeLogout } from './unsubscribe-push';

beforeEach(() => {
  resetStoresSignedIn();
});

afterEach(() => {
  vi.useRealTimers();
  forgetPushBrowser();
});

describe('stopPushBeforeLogout', () => {
  it('ends this browser’s subscription and the server’s record of it', async () => {
    const browser = fakePushBrowser({ permission: 'granted', subscribed: true });
    const subscription = browser.subscription;
    const { calls } = mockServer(() => ({ code: CODE.OK, data: { ok: true } }));

    await stopPushBeforeLogout();

    expect(subscription?.unsubscribe).toHaveBeenCalledOnce();
    expect(payloadsTo(calls, API.push.unsubscribePush)).toEqual([{ endpoint: PUSH_ENDPOINT }]);
  });

  it('asks nothing of a browser without a subscription, nor of one without push', async () => {
    const { calls } = mockServer(() => ({ code: CODE.OK, data: { ok: true } }));
    await stopPushBeforeLogout();
    fakePushBrowser({ permission: 'granted' });
    await stopPushBeforeLogout();
    expect(calls).toEqual([]);
  });

  it('does not hold the logout when the server does not answer', async () => {
    vi.useFakeTimers();
    const browser = fakePushBrowser({ permission: 'granted', subscribed: true });
    mockServer(() => new Promise(() => undefined));
    let stopped = false;
    void stopPushBeforeLogout().then(() => {
      stopped = true;
    });

    await vi.advanceTimersByTimeAsync(3_000);

    expect(stopped).toBe(true);
    // The browser's part is done at once: this browser shows nothing more.
    expect(browser.subscription).toBeNull();
  });
});
