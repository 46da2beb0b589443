import { readFile } from 'node:fs/promises';
import { chromium, type Browser, type Page } from '@playwright/test';
import { join } from 'node:path';
import { seriousViolations } from '../support/axe.js';
import { CHROMIUM_ARGS, FULL_CHROMIUM } from '../support/chromium.js';
import { newPhonePage, screenshot } from '../support/harness.js';
import { expect, test } from '../support/journey.js';
import { logInAsDemoMember } from '../support/member-view.js';
import { bell, bellCount, goInApp, oneStep, setCrossAlert } from '../support/notification-view.js';
import { deliverPush, subscribeAtLoopback, tapNotification, type PushDevice } from '../support/push-service.js';

// The server may push to the loopback push service this file's harness starts (support/push-service.ts).
test.use({ webPush: true });
test.describe.configure({ mode: 'serial' });

const PAIR = 'BTC/USDT';
let device: PushDevice;
/**
 * The phone runs in the full Chromium, launched here: the headless shell the other journeys use
 * has no notifications. A browser of the file's own, not Playwright's `launchOptions`: a file with
 * worker options of its own gets a worker of its own, kept for the end of the run.
 */
let browser: Browser;
let page: Page;

test.beforeAll(async () => {
  browser = await chromium.launch({ executablePath: FULL_CHROMIUM, args: CHROMIUM_ARGS, headless: true });
  page = await newPhonePage(browser);
});
test.afterAll(async () => {
  await browser.close();
});

test.describe('Web Push', () => {
  test('a member turns push on for this phone, and every kind is chosen for them to review', async ({ harness }) => {
    const { pushService } = harness;
    if (!pushService) throw new Error('the harness has no push service');
    device = pushService.device();
    // The browser's registration with its push service answers the loopback one's subscription.
    await subscribeAtLoopback(page, device);
    await page.context().grantPermissions(['notifications'], { origin: harness.server.url });
    await logInAsDemoMember(page, harness.server);

    await goInApp(page, '/pages/my/notifications');
    await page.getByRole('button', { name: 'Notification settings' }).click();
    await page.waitForURL(/#\/pages\/my\/notification-settings$/);
    const onHere = page.getByRole('switch', { name: 'Push on this device' });
    await expect(onHere).not.toBeChecked();
    await onHere.click();
    await expect(onHere).toBeChecked();

    // Subscribed with the server's own VAPID key (the demo's pair, kept in DATA_DIR).
    const keys = JSON.parse(await readFile(join(harness.dataDir, 'vapid-keys.json'), 'utf8')) as { publicKey: string };
    expect(await page.evaluate(() => (window as { journeyPushKey?: string }).journeyPushKey)).toBe(keys.publicKey);
    // Nothing was chosen before: every kind is on now, where the member can turn any off.
    for (const kind of ['Price alerts', 'Contract settled', 'Deposit credited', 'Messages']) await expect(page.getByRole('switch', { name: kind })).toBeChecked();
    await expect(page.getByRole('switch', { name: 'Show amounts in notifications' })).not.toBeChecked();
    const devices = page.getByRole('list', { name: 'Devices that receive push' });
    await expect(devices.getByRole('listitem')).toHaveCount(1);
    await expect(devices.getByRole('listitem').first()).toContainText('This device');
    await screenshot(page, 'push-settings');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a price alert that fires is pushed, shown by the service worker, and tapping it opens the pair’s chart', async ({ harness }) => {
    const { pushService } = harness;
    if (!pushService) throw new Error('the harness has no push service');
    await goInApp(page, '/pages/home/index');
    await bell(page).waitFor();
    const before = await bellCount(page);

    await goInApp(page, `/pages/market/kline?symbol=${encodeURIComponent(PAIR)}`);
    await page.getByRole('button', { name: `Set a price alert for ${PAIR}` }).click();
    const form = page.getByRole('dialog', { name: 'New price alert' });
    const target = form.getByLabel('Target price');
    await expect(target).not.toHaveValue('');
    const now = await target.inputValue();
    await setCrossAlert(page, oneStep(now, 1));
    await page.getByRole('button', { name: 'Set an alert' }).click();
    await setCrossAlert(page, oneStep(now, -1));

    // The crossing tick fires it: the bell counts it live, and the server's sender posts the push,
    // encrypted to this phone's keys, to its push service.
    await goInApp(page, '/pages/home/index');
    await expect.poll(() => bellCount(page), { timeout: 30_000 }).toBeGreaterThan(before);
    const alertPush = () => pushService.pushesTo(device).find((text) => (JSON.parse(text) as { kind: string }).kind === 'priceAlert');
    await expect.poll(alertPush, { timeout: 15_000 }).toBeDefined();
    const text = alertPush() ?? '';
    const message = JSON.parse(text) as { id: number; title: string; body: string; link: string; tag: string };
    expect(message).toMatchObject({ title: `Price alert: ${PAIR}`, link: `/pages/market/kline?symbol=${encodeURIComponent(PAIR)}`, tag: `meridian-n-${message.id}` });

    // The list shows it too.
    await bell(page).click();
    await expect(page.getByRole('list', { name: 'Your notifications' }).getByRole('listitem').first()).toContainText(`Price alert: ${PAIR}`);

    // The push service hands the push to the browser, whose service worker shows it.
    const shown = await deliverPush(page, text);
    expect(shown).toEqual([{ title: message.title, body: message.body, tag: message.tag, data: expect.objectContaining({ link: message.link }) as unknown }]);

    // Tapped while the app shows another page: the app opens what it is about.
    await goInApp(page, '/pages/my/index');
    await page.waitForURL(/#\/pages\/my\/index$/);
    await tapNotification(page, message.tag);
    await page.waitForURL(new RegExp(`#/pages/market/kline\\?symbol=${encodeURIComponent(PAIR)}$`));
    await page.getByRole('button', { name: `Set a price alert for ${PAIR}` }).waitFor();
  });

  test('turning push off ends this phone’s subscription on the server', async ({ harness }) => {
    await goInApp(page, '/pages/my/notification-settings');
    const onHere = page.getByRole('switch', { name: 'Push on this device' });
    await expect(onHere).toBeChecked();
    await onHere.click();
    await expect(onHere).not.toBeChecked();
    await expect(page.getByText('No device receives push yet.')).toBeVisible();
    expect(await harness.operator('push-deliveries', '--status', 'sent')).toMatch(/sent [1-9]/);
  });
});
