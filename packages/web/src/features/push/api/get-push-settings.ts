import { API, ZGetPushSettingsResponse, type TGetPushSettingsResponse } from '@meridian/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';
import { currentBrowserSubscription, notificationPermission, unsubscribeThisBrowser, type BrowserSubscription } from '../lib/push-browser';
import { isOwnPushSubscription } from '../lib/push-owner';
import { PUSH_STATE_KEY } from './keys';
import { registerThisBrowser } from './subscribe-push';

/** `endpoint`: this browser's subscription, so the answer says whether the server pushes to it. */
export function getPushSettings(endpoint: string | null) {
  return request(API.push.getPushSettings, endpoint === null ? {} : { endpoint }, ZGetPushSettingsResponse, { loading: false, quiet: true });
}

/** The member's push settings and devices, and this browser's subscription (null: none). */
export interface PushState extends TGetPushSettingsResponse {
  browser: BrowserSubscription | null;
}

/** Push is on here when the browser has a subscription and the server pushes to it. */
export const isPushOnHere = (state: PushState): boolean => state.browser !== null && state.thisDevice;

/**
 * The browser's subscription and the server's record of it, made to agree. A subscription the
 * server does not know was either this member's, removed from their list (or expired): it ends
 * here too; or another member's who used this browser before: it is registered for this member,
 * who sees it on (they are the one signed in, and the browser allowed notifications).
 */
async function readPushState(): Promise<PushState> {
  const browser = await currentBrowserSubscription();
  const answer = await unwrap(getPushSettings(browser?.endpoint ?? null));
  if (browser === null || answer.thisDevice || answer.publicKey === null) return { ...answer, browser };
  if (isOwnPushSubscription(browser.endpoint) || notificationPermission() !== 'granted') {
    await unsubscribeThisBrowser();
    return { ...answer, browser: null };
  }
  const registered = await registerThisBrowser(browser);
  if (!registered.ok) return { ...answer, browser };
  return { ...(await unwrap(getPushSettings(browser.endpoint))), browser };
}

export const pushStateQuery = queryOptions({
  queryKey: PUSH_STATE_KEY,
  queryFn: readPushState,
  // The browser's permission and subscription may have changed while the page was closed.
  staleTime: 0,
});

export function usePushState() {
  return useQuery(pushStateQuery);
}
