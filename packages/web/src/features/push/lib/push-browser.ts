/**
 * The browser's side of Web Push: whether it can receive pushes, its subscription, and making or
 * ending one. The app's service worker (public/sw.js) is what receives them and shows them.
 */

/** A subscription as the server registers it (`PushSubscription.toJSON()`, checked). */
export interface BrowserSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** Push needs a service worker, the Push API and notifications; iPhones have them only in the Home Screen app. */
export function canReceivePush(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** Whether the member allowed this site's notifications: `denied` is changed only in the browser's settings. */
export function notificationPermission(): NotificationPermission {
  return canReceivePush() ? Notification.permission : 'default';
}

/**
 * The server's VAPID key (base64url, RFC 7515 without padding) as the bytes `pushManager.subscribe`
 * takes: Chrome accepts the text too, Firefox and Safari only the bytes.
 */
export function applicationServerKeyOf(publicKey: string): Uint8Array<ArrayBuffer> {
  const base64 = publicKey.replaceAll('-', '+').replaceAll('_', '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
}

function asBrowserSubscription(subscription: PushSubscription): BrowserSubscription | null {
  const { endpoint, keys } = subscription.toJSON();
  const p256dh = keys?.p256dh;
  const auth = keys?.auth;
  if (endpoint === undefined || p256dh === undefined || auth === undefined) return null;
  return { endpoint, keys: { p256dh, auth } };
}

/**
 * This browser's push subscription, or null: none, push unsupported, or no service worker (the
 * development server registers none; `serviceWorker.ready` would wait for ever there).
 */
async function pushSubscription(): Promise<PushSubscription | null> {
  if (!canReceivePush()) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

export async function currentBrowserSubscription(): Promise<BrowserSubscription | null> {
  const subscription = await pushSubscription();
  return subscription === null ? null : asBrowserSubscription(subscription);
}

/** The browser made no subscription: no service worker yet, the push service refused or could not be reached. */
export class PushSubscribeError extends Error {
  constructor(readonly reason: unknown) {
    super('The browser made no push subscription');
    this.name = 'PushSubscribeError';
  }
}

async function subscribeWith(publicKey: string): Promise<PushSubscription> {
  if ((await navigator.serviceWorker.getRegistration()) === undefined) throw new PushSubscribeError('no service worker');
  const registration = await navigator.serviceWorker.ready;
  const options: PushSubscriptionOptionsInit = { userVisibleOnly: true, applicationServerKey: applicationServerKeyOf(publicKey) };
  try {
    return await registration.pushManager.subscribe(options);
  } catch (error) {
    // A subscription made with the server's previous key blocks a new one: it is replaced, once.
    const stale = await registration.pushManager.getSubscription();
    if (stale === null) throw error;
    await stale.unsubscribe();
    return registration.pushManager.subscribe(options);
  }
}

/** Subscribes this browser with the server's key; permission must already be granted. */
export async function subscribeThisBrowser(publicKey: string): Promise<BrowserSubscription> {
  let subscription: PushSubscription;
  try {
    subscription = await subscribeWith(publicKey);
  } catch (error) {
    throw new PushSubscribeError(error);
  }
  const browser = asBrowserSubscription(subscription);
  if (browser === null) throw new PushSubscribeError('a subscription without keys');
  return browser;
}

/** Ends this browser's subscription (its push service then refuses pushes to it); false when it had none or could not. */
export async function unsubscribeThisBrowser(): Promise<boolean> {
  try {
    const subscription = await pushSubscription();
    return subscription === null ? false : await subscription.unsubscribe();
  } catch {
    return false;
  }
}
