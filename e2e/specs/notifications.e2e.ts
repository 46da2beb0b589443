import type { Page } from '@playwright/test';
import { seriousViolations } from '../support/axe.js';
import { screenshot } from '../support/harness.js';
import { expect, test } from '../support/journey.js';
import { logInAsDemoMember } from '../support/member-view.js';
import { bell, bellCount, goInApp, oneStep, setCrossAlert } from '../support/notification-view.js';

test.describe.configure({ mode: 'serial' });

const PAIR = 'BTC/USDT';

/** Marks this load of the page: a reload would lose the mark. */
async function markThisLoad(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as { journeyLoad?: boolean }).journeyLoad = true;
  });
}

async function isSameLoad(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as { journeyLoad?: boolean }).journeyLoad === true);
}

test.describe('notifications', () => {
  test('a letter rings the bell without a reload; opening it from the list reads it and the count drops', async ({ page, harness }) => {
    await logInAsDemoMember(page, harness.server);
    await goInApp(page, '/pages/home/index');
    await bell(page).waitFor();
    await markThisLoad(page);
    const before = await bellCount(page);

    expect(await harness.operator('letter-send', '--member', 'demo0001', '--title', 'Your statement is ready', '--content', '<p>Your monthly statement is ready.</p>')).toMatch(/^Letter #\d+ sent/);
    await expect.poll(() => bellCount(page)).toBe(before + 1);
    expect(await isSameLoad(page)).toBe(true);
    await screenshot(page, 'notifications-bell-home');

    await bell(page).click();
    await page.waitForURL(/#\/pages\/my\/notifications$/);
    const list = page.getByRole('list', { name: 'Your notifications' });
    const newest = list.getByRole('listitem').first();
    await expect(newest).toContainText('Your statement is ready');
    await expect(newest.getByRole('img', { name: 'Unread' })).toBeVisible();
    await screenshot(page, 'notifications-list');
    expect(await seriousViolations(page)).toEqual([]);

    await newest.getByRole('button').click();
    await page.waitForURL(/#\/pages\/my\/dialog_detail\?id=\d+$/);
    await page.getByRole('heading', { level: 1, name: 'Your statement is ready' }).waitFor();

    await goInApp(page, '/pages/my/index');
    await bell(page).waitFor();
    await expect.poll(() => bellCount(page)).toBe(before);
    expect(await isSameLoad(page)).toBe(true);
  });

  test('a price alert set from the chart fires, rings the bell, and its notification opens the pair’s chart', async ({ page }) => {
    await goInApp(page, '/pages/home/index');
    await bell(page).waitFor();
    await markThisLoad(page);
    const before = await bellCount(page);

    await goInApp(page, `/pages/market/kline?symbol=${encodeURIComponent(PAIR)}`);
    await page.getByRole('button', { name: `Set a price alert for ${PAIR}` }).click();
    await page.waitForURL(/#\/pages\/market\/alerts\?symbol=/);

    // The form opens for the chart's pair, at its price now. One alert a unit above it and one a
    // unit below: the next tick that moves the price crosses one of them.
    const form = page.getByRole('dialog', { name: 'New price alert' });
    const target = form.getByLabel('Target price');
    await expect(target).not.toHaveValue('');
    const now = await target.inputValue();
    await screenshot(page, 'price-alert-form');
    await setCrossAlert(page, oneStep(now, 1));
    await page.getByRole('button', { name: 'Set an alert' }).click();
    await setCrossAlert(page, oneStep(now, -1));

    // Both are listed (active, or fired already: the simulated market moves every second), each with
    // the way the server says it must go (which way depends on where the price was when it was set:
    // it may have passed the form's price meanwhile, so neither is known here).
    const alerts = page.getByRole('main').getByRole('listitem');
    await expect(alerts).toHaveCount(2);
    await expect(alerts.filter({ hasText: /^BTC\/USDT(Active|Fired)Crosses [\d,.]+ [↑↓]/ })).toHaveCount(2);

    // It fires on a recorded tick, and the live push counts the bell again.
    await goInApp(page, '/pages/home/index');
    await bell(page).waitFor();
    await expect.poll(() => bellCount(page), { timeout: 30_000 }).toBeGreaterThan(before);
    expect(await isSameLoad(page)).toBe(true);
    await screenshot(page, 'price-alert-bell');

    // The one that fired says so; the other, if it still waits, is cancelled, so that nothing else
    // rings while the count is read below.
    await goInApp(page, '/pages/market/alerts');
    const fired = page.getByRole('list', { name: 'Fired' });
    await expect(fired.getByRole('listitem').first()).toContainText('Fired 1 time');
    const active = page.getByRole('list', { name: /^Active/ });
    const waiting = active.getByRole('button', { name: /^Cancel the alert/ });
    if ((await waiting.count()) > 0) {
      try {
        await waiting.click({ timeout: 5_000 });
      } catch (error) {
        // It fired between the look and the tap (the market moves every second): nothing waits now.
        if ((await active.count()) > 0) throw error;
      }
      if ((await page.getByRole('dialog').count()) > 0) {
        await page.getByRole('dialog').getByRole('button', { name: 'Cancel alert' }).click();
        // Audited once the confirmation has faded out: half-transparent, its text would fail on contrast.
        await page.getByRole('dialog').waitFor({ state: 'hidden' });
      }
      await expect(active).toHaveCount(0);
    }
    await screenshot(page, 'price-alerts-list');
    expect(await seriousViolations(page)).toEqual([]);

    await goInApp(page, '/pages/home/index');
    await bell(page).waitFor();
    const counted = await bellCount(page);
    await bell(page).click();
    const newest = page.getByRole('list', { name: 'Your notifications' }).getByRole('listitem').first();
    await expect(newest).toContainText(`Price alert: ${PAIR}`);
    await expect(newest.getByRole('img', { name: 'Unread' })).toBeVisible();
    await newest.getByRole('button').click();
    await page.waitForURL(new RegExp(`#/pages/market/kline\\?symbol=${encodeURIComponent(PAIR)}$`));
    await page.getByRole('button', { name: `Set a price alert for ${PAIR}` }).waitFor();

    await goInApp(page, '/pages/my/index');
    await bell(page).waitFor();
    await expect.poll(() => bellCount(page)).toBe(counted - 1);
    expect(await isSameLoad(page)).toBe(true);
  });
});
