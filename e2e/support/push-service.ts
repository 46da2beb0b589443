import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page } from '@playwright/test';
import { decrypt } from 'http_ece';

/** What a browser holds for a push subscription: the endpoint at its push service and the keys pushes are encrypted to. */
export interface PushDevice {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/**
 * The browser's push service, on loopback. Chrome's is Google's (FCM), which the test machines
 * cannot reach and headless Chromium cannot register with; this one takes the server's POSTs as FCM
 * would and decrypts each push with the device's private key, as the browser does on receipt, so
 * the journey hands the service worker exactly what a phone's would get (deliverPush).
 */
export class JourneyPushService {
  origin = '';
  private server: Server | null = null;
  private readonly devices = new Map<string, { device: PushDevice; ecdh: ECDH }>();
  private readonly received = new Map<string, string[]>();

  async start(): Promise<void> {
    const server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const path = request.url ?? '';
        const held = this.devices.get(path);
        if (!held) {
          response.writeHead(404).end();
          return;
        }
        const plain = decrypt(Buffer.concat(chunks), { version: 'aes128gcm', privateKey: held.ecdh, authSecret: held.device.keys.auth });
        this.received.set(path, [...(this.received.get(path) ?? []), plain.toString('utf8')]);
        response.writeHead(201).end();
      });
    });
    this.server = server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  async close(): Promise<void> {
    const { server } = this;
    if (server) await new Promise<void>((resolve) => server.close(() => { resolve(); }));
  }

  /** A new browser's subscription at this service, with keys of its own. */
  device(): PushDevice {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const path = `/push/${randomBytes(12).toString('hex')}`;
    const device = { endpoint: `${this.origin}${path}`, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') } };
    this.devices.set(path, { device, ecdh });
    return device;
  }

  /** The pushes the server sent to `device` so far, decrypted (JSON texts). */
  pushesTo(device: PushDevice): string[] {
    return this.received.get(new URL(device.endpoint).pathname) ?? [];
  }
}

/**
 * Makes the page's browser subscribe at the loopback service: `pushManager.subscribe` answers
 * `device` (and remembers the key the app subscribed with, in `window.journeyPushKey`) instead of
 * registering with FCM. Everything else (the permission prompt, the app's calls, the service
 * worker) is the browser's own.
 */
export async function subscribeAtLoopback(page: Page, device: PushDevice): Promise<void> {
  await page.addInitScript((subscription: PushDevice) => {
    const holder = window as unknown as { journeyPushKey?: string; journeySubscribed?: boolean };
    const standIn = {
      endpoint: subscription.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: null },
      toJSON: () => ({ endpoint: subscription.endpoint, expirationTime: null, keys: subscription.keys }),
      getKey: () => null,
      unsubscribe: () => {
        holder.journeySubscribed = false;
        return Promise.resolve(true);
      },
    };
    PushManager.prototype.subscribe = function subscribe(options?: PushSubscriptionOptionsInit) {
      const key = options?.applicationServerKey;
      const bytes = key instanceof ArrayBuffer ? new Uint8Array(key) : ArrayBuffer.isView(key) ? new Uint8Array(key.buffer, key.byteOffset, key.byteLength) : null;
      holder.journeyPushKey = typeof key === 'string' ? key : bytes ? btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '') : '';
      holder.journeySubscribed = true;
      return Promise.resolve(standIn as unknown as PushSubscription);
    };
    PushManager.prototype.getSubscription = function getSubscription() {
      return Promise.resolve(holder.journeySubscribed === true ? (standIn as unknown as PushSubscription) : null);
    };
  }, device);
}

/**
 * Hands a push to the page's service worker as the browser does when its push service delivers
 * one (DevTools' ServiceWorker.deliverPushMessage), and answers the notifications it then shows.
 */
export async function deliverPush(page: Page, data: string): Promise<ShownNotification[]> {
  // A push reaches only an active worker: one still installing (fetching the shell on a busy
  // machine) would drop it, as a browser drops a push for a registration without one.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const cdp = await page.context().newCDPSession(page);
  const origin = new URL(page.url()).origin;
  const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => registrations.push(...event.registrations));
  await cdp.send('ServiceWorker.enable');
  const ours = () => registrations.find((item) => !item.isDeleted && item.scopeURL.startsWith(origin));
  await expect.poll(() => ours()?.registrationId, { message: 'the app has a service worker' }).toBeDefined();
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: ours()?.registrationId ?? '', data });
  await cdp.detach();
  const shown = () =>
    page.evaluate(async () => {
      const ready = await navigator.serviceWorker.ready;
      return (await ready.getNotifications()).map((note) => ({ title: note.title, body: note.body, tag: note.tag, data: note.data as unknown }));
    });
  await expect.poll(shown, { message: 'the service worker shows a notification' }).not.toEqual([]);
  return shown();
}

/** A notification as the service worker shows it. */
export interface ShownNotification {
  title: string;
  body: string;
  tag: string;
  data: unknown;
}

/**
 * Taps the notification the service worker shows under `tag`: a click event with that
 * notification, dispatched in the worker (no system tray to tap in headless Chromium).
 */
export async function tapNotification(page: Page, tag: string): Promise<void> {
  const [worker] = page.context().serviceWorkers();
  if (!worker) throw new Error('no service worker');
  await worker.evaluate(async (wanted) => {
    // The worker's own names (the page's DOM types know neither).
    const scope = self as unknown as { registration: ServiceWorkerRegistration; NotificationEvent: new (type: string, init: { notification: Notification }) => Event };
    const [note] = await scope.registration.getNotifications({ tag: wanted });
    if (!note) throw new Error(`no notification tagged ${wanted}`);
    self.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification: note }));
  }, tag);
}
