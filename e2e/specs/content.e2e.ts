import type { Locator, Page } from '@playwright/test';
import { screenshot } from '../support/harness.js';
import { expect, test } from '../support/journey.js';
import { logInAsDemoMember } from '../support/member-view.js';

test.describe.configure({ mode: 'serial' });

const HELP_TITLE = 'How do I change my pay password?';
const ACTIVITY_TITLE = 'Spring deposit bonus';

/** A quick link of the home page, by its label. */
function quickLink(page: Page, label: string): Locator {
  return page.getByRole('navigation', { name: 'Quick links' }).getByRole('button', { name: label, exact: true });
}

function addressCard(page: Page, receiver: string): Locator {
  return page.getByRole('listitem', { name: `Address of ${receiver}` });
}

test.describe('help and activity pages open from home', () => {
  test('the operator publishes a help article and an activity', async ({ harness }) => {
    expect(
      await harness.operator(
        'help-set',
        '--code', 'e2e_pay_password',
        '--language', 'en-US',
        '--title', HELP_TITLE,
        '--content', '<p>Open <strong>My account</strong>, then <em>Pay password</em>.</p><script>document.title = "hacked"</script>',
      ),
    ).toContain('e2e_pay_password');
    expect(
      await harness.operator(
        'activity-add',
        '--title', ACTIVITY_TITLE,
        '--summary', 'Five percent on every deposit this week.',
        '--content', '<h2>Rules</h2><p>Deposit at least 100 USDT.</p>',
      ),
    ).toContain(`Activity added: #`);
  });

  test('a member opens help from home, then the article', async ({ page, harness }) => {
    await logInAsDemoMember(page, harness.server);

    await page.goto(harness.appUrl('/'));
    await quickLink(page, 'Help').click();
    await page.waitForURL(/#\/pages\/my\/help$/);
    await page.getByRole('button', { name: HELP_TITLE }).click();
    await page.waitForURL(/#\/pages\/my\/help_detail\?id=\d+/);
    await expect(page.getByRole('heading', { name: HELP_TITLE })).toBeVisible();
    await expect(page.locator('article strong')).toHaveText('My account', { useInnerText: true });
    // The operator's script never ran: server HTML is rebuilt from safe tags only.
    expect(await page.locator('article script').count()).toBe(0);
    expect(await page.title()).not.toBe('hacked');
    await screenshot(page, 'content-help-article');
  });

  test('opens activities from home, then the activity', async ({ page, harness }) => {
    await page.goto(harness.appUrl('/'));
    await quickLink(page, 'Activities').click();
    await page.waitForURL(/#\/pages\/active\/index$/);
    const card = page.getByRole('button', { name: new RegExp(ACTIVITY_TITLE) });
    await expect(card.getByText('Ongoing')).toBeVisible();
    await card.click();
    await page.waitForURL(/#\/pages\/active\/detail\?id=\d+/);
    await expect(page.getByRole('heading', { name: ACTIVITY_TITLE, level: 1 })).toBeVisible();
    await expect(page.getByText('Deposit at least 100 USDT.')).toBeVisible();
    await screenshot(page, 'content-activity');
  });
});

test.describe('shipping addresses', () => {
  async function addAddress(page: Page, receiver: string, detail: string): Promise<void> {
    await page.getByRole('button', { name: 'Add an address' }).click();
    await page.waitForURL(/#\/pages\/my\/addressedit/);
    await page.getByLabel('Receiver').fill(receiver);
    await page.getByLabel('Phone number').fill('+85291234567');
    await page.getByLabel('City').fill('Kowloon');
    await page.getByLabel('Street address').fill(detail);
    await page.getByRole('button', { name: 'Save address' }).click();
    await page.waitForURL(/#\/pages\/my\/address$/);
    await addressCard(page, receiver).waitFor();
  }

  const defaultMark = (page: Page, receiver: string) => addressCard(page, receiver).getByText('Default', { exact: true });

  test('adds an address, which becomes the default', async ({ page, harness }) => {
    await page.goto(harness.appUrl('/pages/my/index'));
    await page.getByRole('button', { name: 'Shipping addresses' }).click();
    await page.waitForURL(/#\/pages\/my\/address$/);
    await expect(page.getByText('No addresses yet')).toBeVisible();

    // The app checks the form with the server's rules before sending anything.
    await page.getByRole('button', { name: 'Add an address' }).click();
    await page.getByLabel('Street address').fill('abc');
    await page.getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByText('The detailed address must be 4-200 characters.')).toBeVisible();
    await page.goBack();

    await addAddress(page, 'Alice Chan', '1 Nathan Road, Flat 2A');
    await expect(defaultMark(page, 'Alice Chan')).toBeVisible();
  });

  test('makes a second address the default; the first loses its default mark', async ({ page }) => {
    await addAddress(page, 'Bob Lee', '8 Queen’s Road Central');
    expect(await defaultMark(page, 'Bob Lee').count()).toBe(0);

    await addressCard(page, 'Bob Lee').getByRole('button', { name: 'Set as default' }).click();
    await expect(defaultMark(page, 'Bob Lee')).toBeVisible();
    expect(await defaultMark(page, 'Alice Chan').count()).toBe(0);
    // The server agrees: after a reload the default is still the second address.
    await page.reload();
    await expect(defaultMark(page, 'Bob Lee')).toBeVisible();
    expect(await defaultMark(page, 'Alice Chan').count()).toBe(0);
    await screenshot(page, 'content-addresses');
  });
});

interface CachedEntry {
  cache: string;
  path: string;
}

/** Every request the app's caches hold, by path. */
function cachedEntries(page: Page): Promise<CachedEntry[]> {
  return page.evaluate(async () => {
    const entries: { cache: string; path: string }[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) entries.push({ cache: name, path: new URL(request.url).pathname });
    }
    return entries;
  });
}

test.describe('the installable app', () => {
  test('serves a manifest with home-screen icons', async ({ page, harness }) => {
    const manifest = await page.request.get(`${harness.server.url}/manifest.webmanifest`);
    expect(manifest.ok()).toBe(true);
    const body = (await manifest.json()) as { display: string; start_url: string; icons: { src: string; sizes: string; purpose: string }[] };
    expect(body.display).toBe('standalone');
    expect(body.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of body.icons) {
      const png = await page.request.get(`${harness.server.url}${icon.src}`);
      expect(png.headers()['content-type']).toBe('image/png');
    }
    await page.goto(harness.appUrl('/'));
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');
  });

  test('registers the service worker, which caches the app shell and never API answers', async ({ page, harness }) => {
    const script = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
    expect(script).toBe(`${harness.server.url}/sw.js`);
    // Opened again, the page is under the worker's control and talks to the server as before.
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await page.goto(harness.appUrl('/pages/my/address'));
    await addressCard(page, 'Bob Lee').waitFor();

    await expect.poll(async () => (await cachedEntries(page)).some((entry) => entry.path === '/')).toBe(true);
    const entries = await cachedEntries(page);
    expect(entries.some((entry) => entry.path.startsWith('/assets/') && entry.path.endsWith('.js'))).toBe(true);
    expect(entries.filter((entry) => !/^\/($|assets\/|icons\/|manifest\.webmanifest$|favicon\.svg$)/.test(entry.path))).toEqual([]);
  });

  test('opens from the cached shell without a network', async ({ page, harness }) => {
    const heading = page.getByRole('heading', { name: 'Install the app on your phone' });
    await page.goto(harness.appUrl('/pages/home/appinstall'));
    await heading.waitFor();
    await page.context().setOffline(true);
    try {
      await page.reload();
      await expect(heading).toBeVisible();
      await screenshot(page, 'content-offline-appinstall');
    } finally {
      await page.context().setOffline(false);
    }
  });
});
