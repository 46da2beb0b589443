/*
 * Meridian's service worker: makes the app installable and lets its shell open without a network.
 *
 * It caches ONLY the app shell, from an allow-list: the page itself, Vite's content-hashed files
 * under /assets/, the icons, the manifest and the favicon. API answers (/api/, POST anyway), the
 * live channel (/socket.io), avatars, uploads, banners and everything else go straight to the
 * network and are never stored: prices, balances and sessions must never be shown stale.
 */
const SHELL_CACHE = 'meridian-shell-v1';
const ASSET_CACHE = 'meridian-assets-v1';
const KNOWN_CACHES = [SHELL_CACHE, ASSET_CACHE];
/** The page: every route of the hash router is this one document. */
const SHELL_URL = '/';
const STATIC_FILES = ['/manifest.webmanifest', '/favicon.svg', '/icons/icon-192.png', '/icons/icon-512.png', '/icons/maskable-512.png', '/icons/apple-touch-icon.png'];
/** Hashed files of one release are never rewritten; a few releases' worth is plenty. */
const MAX_ASSETS = 200;

/** The /assets/ files the page loads at start (entry script, its styles and preloads). */
function assetsOf(html) {
  return [...new Set(Array.from(html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g), (match) => match[1]))];
}

async function storeShell(response) {
  const cache = await caches.open(SHELL_CACHE);
  await cache.put(SHELL_URL, response.clone());
  const assets = await caches.open(ASSET_CACHE);
  const wanted = assetsOf(await response.text());
  const missing = [];
  for (const url of wanted) if (!(await assets.match(url))) missing.push(url);
  // One failing file must not lose the rest: each is fetched on its own.
  await Promise.all(missing.map((url) => assets.add(url).catch(() => undefined)));
}

async function trimAssets() {
  const cache = await caches.open(ASSET_CACHE);
  const keys = await cache.keys();
  // Cache keys keep insertion order: the oldest go first.
  await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_ASSETS)).map((key) => cache.delete(key)));
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const response = await fetch(SHELL_URL, { cache: 'no-cache' });
      if (response.ok) await storeShell(response);
      const cache = await caches.open(SHELL_CACHE);
      await Promise.all(STATIC_FILES.map((url) => cache.add(url).catch(() => undefined)));
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => name.startsWith('meridian-') && !KNOWN_CACHES.includes(name)).map((name) => caches.delete(name)));
      await trimAssets();
      await self.clients.claim();
    })(),
  );
});

/** The page from the network (a new release is seen at once), the stored shell when offline. */
async function openPage(request, event) {
  try {
    const response = await fetch(request);
    if (response.ok && response.type === 'basic') {
      // Storing must not delay the page.
      event.waitUntil(storeShell(response.clone()).then(trimAssets).catch(() => undefined));
    }
    return response;
  } catch (error) {
    const cached = await caches.match(SHELL_URL, { cacheName: SHELL_CACHE });
    if (cached) return cached;
    throw error;
  }
}

/** Hashed files: from the cache when there, else from the network and kept. */
async function openAsset(request) {
  const cache = await caches.open(ASSET_CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') await cache.put(request, response.clone());
  return response;
}

/** Icons and the manifest: the stored copy at once, refreshed in the background. */
async function openStaticFile(request, event) {
  const cache = await caches.open(SHELL_CACHE);
  const cached = await cache.match(request);
  const refresh = fetch(request).then(async (response) => {
    if (response.ok && response.type === 'basic') await cache.put(request, response.clone());
    return response;
  });
  if (cached) {
    event.waitUntil(refresh.catch(() => undefined));
    return cached;
  }
  return refresh;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate' && (url.pathname === '/' || url.pathname === '/index.html')) {
    event.respondWith(openPage(request, event));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(openAsset(request));
  } else if (STATIC_FILES.includes(url.pathname)) {
    event.respondWith(openStaticFile(request, event));
  }
  // Anything else (API, live channel, images from the server…) is not touched.
});

/*
 * Web Push (issue 40). The server sends `{ id, kind, title, body, link, tag }` as JSON
 * (server/src/push/push-message.ts), already worded in the member's language and without amounts
 * unless the member chose to see them. `tag` makes a push delivered twice replace itself.
 */
const NOTIFICATION_ICON = '/icons/icon-192.png';

/** The notification a push asks for, or null for a payload that is not one (it shows nothing). */
function notificationOf(data) {
  let message;
  try {
    message = data ? data.json() : null;
  } catch {
    return null;
  }
  if (typeof message !== 'object' || message === null || typeof message.title !== 'string' || message.title === '') return null;
  const options = {
    body: typeof message.body === 'string' ? message.body : '',
    data: { link: typeof message.link === 'string' ? message.link : null, id: message.id, kind: message.kind },
    icon: NOTIFICATION_ICON,
    badge: NOTIFICATION_ICON,
  };
  if (typeof message.tag === 'string' && message.tag !== '') options.tag = message.tag;
  return { title: message.title, options };
}

self.addEventListener('push', (event) => {
  const notification = notificationOf(event.data);
  if (notification) event.waitUntil(self.registration.showNotification(notification.title, notification.options));
});

/**
 * The app's page a tapped notification opens: its link, a route of the hash router
 * (`/pages/my/bet_detail?orderNo=…`), else home. Only a path of this app: never another site.
 */
function pageUrlOf(data) {
  const link = data && typeof data.link === 'string' && data.link.startsWith('/') ? data.link : '/';
  return new URL(`/#${link}`, self.location.origin).href;
}

/** The member app's own document (the console shares the origin, at /console/: it is never taken over). */
function isAppWindow(client) {
  const url = new URL(client.url);
  return url.origin === self.location.origin && (url.pathname === '/' || url.pathname === '/index.html');
}

/** An open window of the app comes forward on that page; without one (or one this worker may not steer), a new one opens. */
async function showPage(url) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const client of windows.filter(isAppWindow)) {
    try {
      // The page first: bringing the window forward is the browser's to allow, and a refusal
      // must not leave the member on the page they were reading.
      const shown = (await client.navigate(url)) ?? client;
      await shown.focus().catch(() => undefined);
      return;
    } catch {
      // Not controlled by this worker yet, or closed meanwhile: try the next, else open one.
    }
  }
  await self.clients.openWindow(url);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(showPage(pageUrlOf(event.notification.data)));
});
