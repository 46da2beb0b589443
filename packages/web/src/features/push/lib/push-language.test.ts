import { API, CODE } from '@meridian/protocol';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { mockServer } from '../../../testing/envelope-fetch';
import { PUSH_ENDPOINT, fakePushBrowser, forgetPushBrowser } from '../../../testing/push-browser';
import { resetStoresSignedIn } from '../../../testing/reset-stores';
import { waitUntil } from '../../../testing/wait-until';
import { followLanguageForPush } from './push-language';
import { rememberPushOwner } from './push-owner';

let stop: () => void = () => undefined;
beforeEach(() => {
  resetStoresSignedIn();
});
afterEach(async () => {
  stop();
  await i18n.changeLanguage('en-US');
  forgetPushBrowser();
});

describe('pushes follow the member’s language', () => {
  it('registers this browser again, in the new language, when it is the member’s', async () => {
    fakePushBrowser({ permission: 'granted', subscribed: true });
    rememberPushOwner(PUSH_ENDPOINT);
    const { calls } = mockServer(() => ({ code: CODE.OK, data: { ok: true } }));
    stop = followLanguageForPush();
    await i18n.changeLanguage('zh-HK');
    await waitUntil(() => {
      expect(calls.filter((call) => call.path === API.push.subscribePush).map((call) => [(call.payload as { endpoint: string }).endpoint, call.headers['accept-language']])).toEqual([[PUSH_ENDPOINT, 'zh-HK']]);
    });
  });

  it('leaves alone a subscription that is not the member’s, and a browser without one', async () => {
    fakePushBrowser({ permission: 'granted', subscribed: true });
    const { calls } = mockServer(() => ({ code: CODE.OK, data: { ok: true } }));
    stop = followLanguageForPush();
    await i18n.changeLanguage('es');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.filter((call) => call.path === API.push.subscribePush)).toEqual([]);
  });
});
