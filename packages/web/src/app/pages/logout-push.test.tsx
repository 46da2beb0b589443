import { API, CODE } from '@meridian/protocol';
import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ROUTE } from '../../config/routes';
import { useSession } from '../../lib/session-store';
import { mockServer } from '../../testing/envelope-fetch';
import { PUSH_ENDPOINT, fakePushBrowser, forgetPushBrowser } from '../../testing/push-browser';
import { renderPage } from '../../testing/render-page';
import { resetStoresSignedIn } from '../../testing/reset-stores';
import { waitUntil } from '../../testing/wait-until';
import { MyPage } from './my-page';

beforeEach(() => {
  resetStoresSignedIn();
});

afterEach(() => {
  forgetPushBrowser();
});

describe('logging out on a browser that receives pushes', () => {
  it('ends its subscription, telling the server while the session still lasts', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const browser = fakePushBrowser({ permission: 'granted', subscribed: true });
    // The member's details are not what this is about: every call answers empty.
    const { calls } = mockServer(() => ({ code: CODE.OK, data: { ok: true } }));
    renderPage(ROUTE.my, <MyPage />);

    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));

    await waitUntil(() => {
      expect(useSession.getState().token).toBeNull();
    });
    expect(browser.subscription).toBeNull();
    const order = calls.filter((call) => call.path === API.push.unsubscribePush || call.path === API.member.logout);
    expect(order.map((call) => [call.path, call.payload, call.headers.accesstoken])).toEqual([
      [API.push.unsubscribePush, { endpoint: PUSH_ENDPOINT }, 'token'],
      [API.member.logout, {}, 'token'],
    ]);
  });
});
