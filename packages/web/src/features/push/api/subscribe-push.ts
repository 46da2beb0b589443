import { API, ZSubscribePushResponse, type TSubscribePushRequest } from '@meridian/protocol';
import { request } from '../../../api/request';
import type { BrowserSubscription } from '../lib/push-browser';
import { pushDeviceLabel } from '../lib/push-device-label';
import { rememberPushOwner } from '../lib/push-owner';

/** Quiet: the page says inline why push could not be turned on (the server's reason, in the app's language). */
export function subscribePush(subscription: TSubscribePushRequest) {
  return request(API.push.subscribePush, subscription, ZSubscribePushResponse, { loading: false, quiet: true });
}

/**
 * Registers this browser's subscription for the signed-in member, named for their list of devices;
 * the server words its pushes in the language of this request, the app's.
 */
export async function registerThisBrowser(subscription: BrowserSubscription) {
  const result = await subscribePush({ ...subscription, label: pushDeviceLabel(navigator.userAgent, navigator.maxTouchPoints) });
  if (result.ok) rememberPushOwner(subscription.endpoint);
  return result;
}
