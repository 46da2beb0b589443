import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi, type Mock } from 'vitest';

/** The app's service worker (public/sw.js, plain JavaScript served as it is). */
const SOURCE = readFileSync(join(import.meta.dirname, '../../../public/sw.js'), 'utf8');
const ORIGIN = 'https://meridian.test';

/** A window the worker sees (`WindowClient`): it comes forward, and goes to a page if the worker controls it. */
interface FakeWindow {
  url: string;
  focus: Mock<() => Promise<FakeWindow>>;
  navigate: Mock<(url: string) => Promise<FakeWindow>>;
}

function appWindow(url: string, { controlled = true } = {}): FakeWindow {
  const client: FakeWindow = { url, focus: vi.fn(), navigate: vi.fn() };
  client.focus.mockResolvedValue(client);
  client.navigate.mockImplementation((to) => (controlled ? Promise.resolve({ ...client, url: to }) : Promise.reject(new TypeError('not controlled'))));
  return client;
}

type Handler = (event: unknown) => void;

/** Runs the worker in a scope of its own, with the windows open now; returns what it listens to and does. */
function startWorker(windows: FakeWindow[] = []) {
  const handlers = new Map<string, Handler>();
  const scope = {
    location: new URL(`${ORIGIN}/sw.js`),
    addEventListener: (type: string, handler: Handler) => handlers.set(type, handler),
    registration: { showNotification: vi.fn(() => Promise.resolve()) },
    clients: { matchAll: vi.fn(() => Promise.resolve(windows)), openWindow: vi.fn(() => Promise.resolve(null)) },
  };
  runInNewContext(SOURCE, { self: scope, URL });
  const dispatch = async (type: string, event: object) => {
    const waits: Promise<unknown>[] = [];
    const handler = handlers.get(type);
    if (handler === undefined) throw new Error(`the worker does not listen to ${type}`);
    handler({ ...event, waitUntil: (promise: Promise<unknown>) => waits.push(promise) });
    await Promise.all(waits);
  };
  return { scope, dispatch };
}

const pushOf = (payload: string | null) => ({ data: payload === null ? null : { json: () => JSON.parse(payload) as unknown } });
const MESSAGE = { id: 33, kind: 'contractSettled', title: 'Contract settled: BTC/USDT', body: 'Your BTC/USDT contract has settled.', link: '/pages/my/bet_detail?orderNo=C1', tag: 'meridian-n-33' };

describe('the service worker’s pushes', () => {
  it('shows a push as a notification that keeps its page, id and kind', async () => {
    const { scope, dispatch } = startWorker();
    await dispatch('push', pushOf(JSON.stringify(MESSAGE)));
    expect(scope.registration.showNotification).toHaveBeenCalledExactlyOnceWith('Contract settled: BTC/USDT', {
      body: 'Your BTC/USDT contract has settled.',
      tag: 'meridian-n-33',
      data: { link: '/pages/my/bet_detail?orderNo=C1', id: 33, kind: 'contractSettled' },
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
    });
  });

  it.each([
    ['no payload', null],
    ['text that is not JSON', 'hello'],
    ['JSON without a title', JSON.stringify({ ...MESSAGE, title: undefined })],
    ['a JSON string', '"Contract settled"'],
  ])('shows nothing, and does not throw, for %s', async (_name, payload) => {
    const { scope, dispatch } = startWorker();
    await dispatch('push', pushOf(payload));
    expect(scope.registration.showNotification).not.toHaveBeenCalled();
  });
});

describe('a tapped notification', () => {
  const tap = (data: unknown) => ({ notification: { data, close: vi.fn() } });

  it('brings an open window of the app forward on the notification’s page', async () => {
    const open = appWindow(`${ORIGIN}/#/pages/market/market`);
    const { scope, dispatch } = startWorker([appWindow(`${ORIGIN}/console/`), open]);
    const event = tap({ link: '/pages/my/bet_detail?orderNo=C1', id: 33, kind: 'contractSettled' });

    await dispatch('notificationclick', event);

    expect(event.notification.close).toHaveBeenCalledOnce();
    expect(open.focus).toHaveBeenCalledOnce();
    expect(open.navigate).toHaveBeenCalledExactlyOnceWith(`${ORIGIN}/#/pages/my/bet_detail?orderNo=C1`);
    expect(scope.clients.openWindow).not.toHaveBeenCalled();
  });

  it('opens the app on its page when no window of it is open (the console’s is not one)', async () => {
    const console = appWindow(`${ORIGIN}/console/`);
    const { scope, dispatch } = startWorker([console]);
    await dispatch('notificationclick', tap({ link: '/pages/my/notifications', id: 1, kind: 'letter' }));
    expect(console.navigate).not.toHaveBeenCalled();
    expect(scope.clients.openWindow).toHaveBeenCalledExactlyOnceWith(`${ORIGIN}/#/pages/my/notifications`);
  });

  it('opens a new window when the open one is not the worker’s to steer', async () => {
    const { scope, dispatch } = startWorker([appWindow(`${ORIGIN}/`, { controlled: false })]);
    await dispatch('notificationclick', tap({ link: '/pages/my/notifications', id: 1, kind: 'letter' }));
    expect(scope.clients.openWindow).toHaveBeenCalledExactlyOnceWith(`${ORIGIN}/#/pages/my/notifications`);
  });

  it.each([
    ['no link', { link: null, id: 2, kind: 'security' }],
    ['a link to another site', { link: 'https://elsewhere.example/', id: 2, kind: 'security' }],
    ['no data', null],
  ])('opens home for %s', async (_name, data) => {
    const { scope, dispatch } = startWorker();
    await dispatch('notificationclick', tap(data));
    expect(scope.clients.openWindow).toHaveBeenCalledExactlyOnceWith(`${ORIGIN}/#/`);
  });
});
