import { vi, type Mock } from 'vitest';

/** The endpoint and keys of the subscription a fake browser makes (`PushSubscription.toJSON()`). */
export const PUSH_ENDPOINT = 'https://fcm.googleapis.com/fcm/send/this-browser';
export const PUSH_KEYS = { p256dh: `B${'p'.repeat(86)}`, auth: 'a'.repeat(22) };

/** A browser's Push API and notifications, as one that supports them has them. */
export interface FakePushBrowser {
  /** This browser's subscription now, or null. */
  subscription: { endpoint: string; unsubscribe: Mock } | null;
  /** `pushManager.subscribe`. */
  subscribe: Mock;
  /** `Notification.requestPermission`. */
  requestPermission: Mock;
}

function fakeSubscription(browser: FakePushBrowser) {
  return {
    endpoint: PUSH_ENDPOINT,
    toJSON: () => ({ endpoint: PUSH_ENDPOINT, expirationTime: null, keys: PUSH_KEYS }),
    unsubscribe: vi.fn(() => {
      browser.subscription = null;
      return Promise.resolve(true);
    }),
  };
}

interface FakePushOptions {
  /** `Notification.permission` now. */
  permission?: NotificationPermission;
  /** What the member answers when asked. */
  answer?: NotificationPermission;
  /** The browser already has a subscription. */
  subscribed?: boolean;
}

/**
 * Gives the test's window a browser that supports push (happy-dom has none): a service worker
 * registration whose push manager makes and keeps one subscription. `forgetPushBrowser` takes it away.
 */
export function fakePushBrowser({ permission = 'default', answer = 'granted', subscribed = false }: FakePushOptions = {}): FakePushBrowser {
  const notification = { permission, requestPermission: vi.fn() };
  const browser: FakePushBrowser = { subscription: null, subscribe: vi.fn(), requestPermission: notification.requestPermission };
  notification.requestPermission.mockImplementation(() => {
    notification.permission = answer;
    return Promise.resolve(answer);
  });
  browser.subscribe.mockImplementation(() => {
    const made = fakeSubscription(browser);
    browser.subscription = made;
    return Promise.resolve(made);
  });
  if (subscribed) browser.subscription = fakeSubscription(browser);
  const registration = { pushManager: { subscribe: browser.subscribe, getSubscription: () => Promise.resolve(browser.subscription) } };
  vi.stubGlobal('Notification', notification);
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', {
    value: { getRegistration: () => Promise.resolve(registration), ready: Promise.resolve(registration) },
    configurable: true,
  });
  return browser;
}

/** Back to happy-dom's browser, without push (the files of a worker share one window). */
export function forgetPushBrowser(): void {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
}
