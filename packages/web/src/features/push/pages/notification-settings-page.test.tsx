import { API, CODE, NOTIFICATION_KINDS, type TPushDevice, type TPushSettings, type TSubscribePushRequest, type TUnsubscribePushRequest } from '@meridian/protocol';
import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { ROUTE } from '../../../config/routes';
import { STORAGE_KEY, setItem } from '../../../lib/storage';
import { DEMO_MEMBER } from '../../../testing/fixtures';
import { mockServer, payloadsTo } from '../../../testing/envelope-fetch';
import { PUSH_ENDPOINT, PUSH_KEYS, fakePushBrowser, forgetPushBrowser } from '../../../testing/push-browser';
import { renderPage } from '../../../testing/render-page';
import { resetStoresSignedIn } from '../../../testing/reset-stores';
import { waitUntil } from '../../../testing/wait-until';
import { NotificationSettingsPage } from './notification-settings-page';

const NOW = Date.UTC(2031, 4, 4, 12);
const DAY = 86_400_000;
const CHROME_ON_ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

/** A P-256 public key as the server sends it (base64url, no padding), and its bytes. */
const KEY_BYTES = Uint8Array.from({ length: 65 }, (_, index) => (index === 0 ? 4 : (index * 37) % 256));
const PUBLIC_KEY = btoa(String.fromCharCode(...KEY_BYTES)).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');

/** A device as the fake server keeps it: whether it is the asking browser is worked out per read. */
type StoredDevice = Omit<TPushDevice, 'current'>;
const LAPTOP: StoredDevice = { id: 4, label: 'Firefox · Windows', createdAt: NOW - 10 * DAY, lastSentAt: NOW - DAY };
const TABLET: StoredDevice = { id: 5, label: 'Safari · iOS', createdAt: NOW - 2 * DAY, lastSentAt: null };

/** The server's side: what it keeps and answers, as the push calls' contract says. */
interface PushServer {
  publicKey: string | null;
  settings: TPushSettings;
  devices: StoredDevice[];
  /** Endpoint → device id: the endpoints the server pushes to. */
  endpoints: Map<string, number>;
  savesFail: boolean;
  /** The server's reason for refusing a subscription, when it does. */
  subscribeRefusal: string | null;
}

let pushServer: PushServer;

function server() {
  return mockServer((call) => {
    const payload = call.payload as Record<string, unknown>;
    switch (call.path) {
      case API.push.getPushSettings: {
        const { endpoint } = payload as { endpoint?: string };
        const { publicKey, settings, devices, endpoints } = pushServer;
        const thisId = endpoint === undefined ? undefined : endpoints.get(endpoint);
        return { code: CODE.OK, data: { publicKey, settings, devices: devices.map((device) => ({ ...device, current: device.id === thisId })), thisDevice: thisId !== undefined } };
      }
      case API.push.savePushSettings:
        if (pushServer.savesFail) return { code: CODE.SERVER_ERROR, msg: 'Settings not saved' };
        pushServer.settings = payload as unknown as TPushSettings;
        return { code: CODE.OK, data: { ok: true } };
      case API.push.subscribePush: {
        if (pushServer.subscribeRefusal !== null) return { code: CODE.INVALID_PARAMS, msg: pushServer.subscribeRefusal };
        const { endpoint, label } = payload as unknown as TSubscribePushRequest;
        const id = 9;
        pushServer.endpoints.set(endpoint, id);
        pushServer.devices = [...pushServer.devices, { id, label, createdAt: NOW, lastSentAt: null }];
        return { code: CODE.OK, data: { ok: true } };
      }
      case API.push.unsubscribePush: {
        const which = payload as TUnsubscribePushRequest;
        const id = which.id ?? (which.endpoint === undefined ? undefined : pushServer.endpoints.get(which.endpoint));
        pushServer.devices = pushServer.devices.filter((device) => device.id !== id);
        for (const [endpoint, each] of pushServer.endpoints) if (each === id) pushServer.endpoints.delete(endpoint);
        return { code: CODE.OK, data: { ok: true } };
      }
      default:
        return { code: CODE.NOT_FOUND, msg: 'not found' };
    }
  });
}

let user = userEvent.setup();

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  resetStoresSignedIn();
  Object.defineProperty(navigator, 'userAgent', { value: CHROME_ON_ANDROID, configurable: true });
  pushServer = { publicKey: PUBLIC_KEY, settings: { kinds: [], quietHours: null, showAmounts: false }, devices: [], endpoints: new Map(), savesFail: false, subscribeRefusal: null };
});

afterEach(() => {
  vi.useRealTimers();
  forgetPushBrowser();
  Reflect.deleteProperty(navigator, 'userAgent');
});

function openPage() {
  return renderPage(ROUTE.notificationSettings, <NotificationSettingsPage />);
}

const pushSwitch = () => screen.findByRole('switch', { name: 'Push on this device' });
const kindSwitch = (name: string) => screen.getByRole('switch', { name });

describe('push on this device', () => {
  it('says so when this browser cannot receive pushes, and still lets the member choose for their other devices', async () => {
    pushServer.devices = [LAPTOP];
    server();
    openPage();

    expect(await screen.findByText(/This browser cannot receive push notifications/)).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Push on this device' })).not.toBeInTheDocument();
    expect(kindSwitch('Contract settled')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Devices that receive push' })).toHaveTextContent('Firefox · Windows');
  });

  it('explains how to allow notifications when this site’s are blocked', async () => {
    const browser = fakePushBrowser({ permission: 'denied' });
    server();
    openPage();

    expect(await pushSwitch()).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText(/Notifications are blocked for this site. To allow them, open your browser’s settings/)).toBeInTheDocument();
    expect(browser.subscribe).not.toHaveBeenCalled();
  });

  it('explains how to allow notifications when the member blocks them on being asked', async () => {
    const browser = fakePushBrowser({ answer: 'denied' });
    const { calls } = server();
    openPage();

    await user.click(await pushSwitch());

    expect(await screen.findByText(/Notifications are blocked for this site/)).toBeInTheDocument();
    expect(browser.requestPermission).toHaveBeenCalledOnce();
    expect(browser.subscribe).not.toHaveBeenCalled();
    expect(payloadsTo(calls, API.push.subscribePush)).toEqual([]);
    expect(screen.getByRole('switch', { name: 'Push on this device' })).toHaveAttribute('aria-checked', 'false');
  });

  it('turns push on: subscribes with the server’s key, registers this browser, and chooses every kind for a member who chose none', async () => {
    const browser = fakePushBrowser();
    const { calls } = server();
    openPage();

    await user.click(await pushSwitch());

    await waitUntil(() => {
      expect(screen.getByRole('switch', { name: 'Push on this device' })).toHaveAttribute('aria-checked', 'true');
    });
    expect(browser.subscribe).toHaveBeenCalledExactlyOnceWith({ userVisibleOnly: true, applicationServerKey: KEY_BYTES });
    expect(payloadsTo(calls, API.push.subscribePush)).toEqual([{ endpoint: PUSH_ENDPOINT, keys: PUSH_KEYS, label: 'Chrome · Android' }]);
    expect(payloadsTo(calls, API.push.savePushSettings)).toEqual([{ kinds: [...NOTIFICATION_KINDS], quietHours: null, showAmounts: false }]);
    // Visibly: every kind's switch is on, for the member to turn off what they do not want.
    await waitUntil(() => {
      expect(kindSwitch('Contract settled')).toHaveAttribute('aria-checked', 'true');
    });
    expect(kindSwitch('Price alerts')).toHaveAttribute('aria-checked', 'true');
    expect(await screen.findByText('This device')).toBeInTheDocument();
  });

  it('keeps the kinds a member already chose when push is turned on', async () => {
    pushServer.settings = { kinds: ['priceAlert'], quietHours: null, showAmounts: false };
    fakePushBrowser();
    const { calls } = server();
    openPage();

    await user.click(await pushSwitch());

    await waitUntil(() => {
      expect(screen.getByRole('switch', { name: 'Push on this device' })).toHaveAttribute('aria-checked', 'true');
    });
    expect(payloadsTo(calls, API.push.savePushSettings)).toEqual([]);
    expect(kindSwitch('Contract settled')).toHaveAttribute('aria-checked', 'false');
    expect(kindSwitch('Price alerts')).toHaveAttribute('aria-checked', 'true');
  });

  it('turns push off: ends the browser’s subscription and the server’s record of it', async () => {
    const browser = fakePushBrowser({ permission: 'granted', subscribed: true });
    const subscription = browser.subscription;
    pushServer.endpoints.set(PUSH_ENDPOINT, 9);
    pushServer.settings = { kinds: ['contractSettled'], quietHours: null, showAmounts: false };
    const { calls } = server();
    openPage();

    const toggle = await pushSwitch();
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    await user.click(toggle);

    await waitUntil(() => {
      expect(screen.getByRole('switch', { name: 'Push on this device' })).toHaveAttribute('aria-checked', 'false');
    });
    expect(subscription?.unsubscribe).toHaveBeenCalledOnce();
    expect(payloadsTo(calls, API.push.unsubscribePush)).toEqual([{ endpoint: PUSH_ENDPOINT }]);
  });

  it('says so when the browser could not subscribe', async () => {
    const browser = fakePushBrowser();
    browser.subscribe.mockImplementation(() => Promise.reject(new DOMException('Registration failed - push service error', 'AbortError')));
    const { calls } = server();
    openPage();

    await user.click(await pushSwitch());

    expect(await screen.findByText('Push could not be turned on on this device. Please try again later.')).toBeInTheDocument();
    expect(payloadsTo(calls, API.push.subscribePush)).toEqual([]);
    expect(screen.getByRole('switch', { name: 'Push on this device' })).toHaveAttribute('aria-checked', 'false');
  });

  it('says why the server refused the subscription, and ends it in the browser too', async () => {
    const browser = fakePushBrowser();
    pushServer.subscribeRefusal = 'This push service is not accepted.';
    server();
    openPage();

    await user.click(await pushSwitch());

    expect(await screen.findByText('This push service is not accepted.')).toBeInTheDocument();
    expect(browser.subscription).toBeNull();
    expect(screen.getByRole('switch', { name: 'Push on this device' })).toHaveAttribute('aria-checked', 'false');
  });

  it('says so when this server sends no pushes, and offers nothing to set', async () => {
    pushServer.publicKey = null;
    fakePushBrowser();
    server();
    openPage();

    expect(await screen.findByText(/This server does not send push notifications/)).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('registers for this member a subscription the server does not know (another member used this browser before)', async () => {
    fakePushBrowser({ permission: 'granted', subscribed: true });
    setItem(STORAGE_KEY.pushOwner, { endpoint: PUSH_ENDPOINT, memberId: DEMO_MEMBER.id + 1 }, null);
    const { calls } = server();
    openPage();

    await waitUntil(() => {
      expect(screen.getByRole('switch', { name: 'Push on this device' })).toHaveAttribute('aria-checked', 'true');
    });
    expect(payloadsTo(calls, API.push.subscribePush)).toEqual([{ endpoint: PUSH_ENDPOINT, keys: PUSH_KEYS, label: 'Chrome · Android' }]);
  });

  it('leaves off, and ends here, a subscription of this member’s that was removed from their list elsewhere', async () => {
    const browser = fakePushBrowser({ permission: 'granted', subscribed: true });
    setItem(STORAGE_KEY.pushOwner, { endpoint: PUSH_ENDPOINT, memberId: DEMO_MEMBER.id }, null);
    const { calls } = server();
    openPage();

    expect(await pushSwitch()).toHaveAttribute('aria-checked', 'false');
    expect(browser.subscription).toBeNull();
    expect(payloadsTo(calls, API.push.subscribePush)).toEqual([]);
  });
});

describe('what is pushed, and when', () => {
  it('saves a kind turned off at once, with the rest of the settings', async () => {
    pushServer.settings = { kinds: ['contractSettled', 'priceAlert'], quietHours: null, showAmounts: true };
    const { calls } = server();
    openPage();

    await user.click(await screen.findByRole('switch', { name: 'Contract settled' }));

    await waitUntil(() => {
      expect(payloadsTo(calls, API.push.savePushSettings)).toEqual([{ kinds: ['priceAlert'], quietHours: null, showAmounts: true }]);
    });
    expect(kindSwitch('Contract settled')).toHaveAttribute('aria-checked', 'false');
  });

  it('keeps both of two quick changes', async () => {
    const { calls } = server();
    openPage();

    await user.click(await screen.findByRole('switch', { name: 'Price alerts' }));
    await user.click(kindSwitch('Deposit credited'));

    await waitUntil(() => {
      expect(payloadsTo(calls, API.push.savePushSettings).at(-1)).toEqual({ kinds: ['depositCredited', 'priceAlert'], quietHours: null, showAmounts: false });
    });
  });

  it('puts a switch back when its change was not saved, and says why', async () => {
    pushServer.savesFail = true;
    server();
    openPage();

    await user.click(await screen.findByRole('switch', { name: 'Show amounts in notifications' }));

    expect(await screen.findByText('Settings not saved')).toBeInTheDocument();
    await waitUntil(() => {
      expect(screen.getByRole('switch', { name: 'Show amounts in notifications' })).toHaveAttribute('aria-checked', 'false');
    });
  });

  it('shows amounts only when the member turns it on, and explains what off means', async () => {
    const { calls } = server();
    openPage();

    const amounts = await screen.findByRole('switch', { name: 'Show amounts in notifications' });
    expect(amounts).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByText('Off: a push says what happened, without amounts.')).toBeInTheDocument();
    await user.click(amounts);

    await waitUntil(() => {
      expect(payloadsTo(calls, API.push.savePushSettings)).toEqual([{ kinds: [], quietHours: null, showAmounts: true }]);
    });
  });

  it('saves quiet hours with this device’s time zone, and shows the zone', async () => {
    const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const { calls } = server();
    openPage();

    await user.click(await screen.findByRole('switch', { name: 'Pause pushes' }));

    await waitUntil(() => {
      expect(payloadsTo(calls, API.push.savePushSettings)).toEqual([{ kinds: [], quietHours: { from: 22 * 60, to: 7 * 60, timeZone }, showAmounts: false }]);
    });
    expect(screen.getByRole('button', { name: /From\s*22:00/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /To\s*07:00/ })).toBeInTheDocument();
    expect(screen.getByText(`Time zone: ${timeZone}`)).toBeInTheDocument();
  });

  it('moves the end of quiet hours to the time picked, saved in this device’s time zone', async () => {
    const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    pushServer.settings = { kinds: ['priceAlert'], quietHours: { from: 22 * 60, to: 7 * 60, timeZone: 'Asia/Tokyo' }, showAmounts: false };
    const { calls } = server();
    // antd-mobile sizes the wheels from CSS that happy-dom does not compute: it complains, and the wheels work.
    const report = console.error.bind(console);
    const errors = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      if (!String(args[0]).includes('calculating CSS length')) report(...args);
    });
    onTestFinished(() => {
      errors.mockRestore();
    });
    openPage();

    expect(await screen.findByText('Time zone: Asia/Tokyo')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /To\s*07:00/ }));
    const picker = await waitUntil(() => {
      const found = document.querySelector('.adm-picker');
      if (!(found instanceof HTMLElement)) throw new Error('no picker yet');
      return found;
    });
    const [hours] = picker.querySelectorAll('.adm-picker-view-column');
    const eight = [...(hours?.querySelectorAll('.adm-picker-view-column-item') ?? [])].find((item) => item.textContent === '08');
    if (!(eight instanceof HTMLElement)) throw new Error('no 08 on the hours wheel');
    await user.click(eight);
    await user.click(within(picker).getByText('Confirm'));

    await waitUntil(() => {
      expect(payloadsTo(calls, API.push.savePushSettings)).toEqual([{ kinds: ['priceAlert'], quietHours: { from: 22 * 60, to: 8 * 60, timeZone }, showAmounts: false }]);
    });
  });
});

describe('the member’s devices', () => {
  it('lists each device with when it was added and last pushed to, this one marked', async () => {
    fakePushBrowser({ permission: 'granted', subscribed: true });
    pushServer.devices = [LAPTOP, { id: 9, label: 'Chrome · Android', createdAt: NOW - DAY, lastSentAt: null }];
    pushServer.endpoints.set(PUSH_ENDPOINT, 9);
    server();
    openPage();

    const list = await screen.findByRole('list', { name: 'Devices that receive push' });
    const [laptop, phone] = within(list).getAllByRole('listitem');
    expect(laptop).toHaveTextContent('Firefox · WindowsAdded 2031-04-24 20:00Last push 2031-05-03 20:00');
    expect(laptop).not.toHaveTextContent('This device');
    expect(phone).toHaveTextContent('Chrome · AndroidThis deviceAdded 2031-05-03 20:00No push yet');
  });

  it('removes a device once the member confirms', async () => {
    pushServer.devices = [LAPTOP, TABLET];
    const { calls } = server();
    openPage();

    await user.click(await screen.findByRole('button', { name: 'Remove Firefox · Windows' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('Stop push notifications to Firefox · Windows?');
    expect(payloadsTo(calls, API.push.unsubscribePush)).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));

    await waitUntil(() => {
      expect(screen.queryByText('Firefox · Windows')).not.toBeInTheDocument();
    });
    expect(payloadsTo(calls, API.push.unsubscribePush)).toEqual([{ id: LAPTOP.id }]);
    expect(screen.getByRole('list', { name: 'Devices that receive push' })).toHaveTextContent('Safari · iOS');
  });

  it('ends the browser’s subscription when the member removes this device from the list', async () => {
    const browser = fakePushBrowser({ permission: 'granted' });
    pushServer.settings = { kinds: ['priceAlert'], quietHours: null, showAmounts: false };
    const { calls } = server();
    openPage();
    await user.click(await pushSwitch());
    await user.click(await screen.findByRole('button', { name: 'Remove Chrome · Android' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));

    await waitUntil(() => {
      expect(browser.subscription).toBeNull();
    });
    expect(payloadsTo(calls, API.push.unsubscribePush)).toEqual([{ id: 9 }]);
    expect(screen.getByRole('switch', { name: 'Push on this device' })).toHaveAttribute('aria-checked', 'false');
    expect(payloadsTo(calls, API.push.subscribePush)).toHaveLength(1);
  });
});

