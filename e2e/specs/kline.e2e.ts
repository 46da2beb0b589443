import { DEMO_MEMBER } from '@meridian/server/demo';
import type { Page } from '@playwright/test';
import { logIn, screenshot } from '../support/harness.js';
import { expect, test } from '../support/journey.js';

test.describe.configure({ mode: 'serial' });

/** What the chart was given, as it reports it on its element. */
async function chartState(page: Page) {
  const chart = page.getByTestId('kline-chart');
  const read = async (name: string) => (await chart.getAttribute(`data-${name}`)) ?? '';
  return {
    interval: await read('interval'),
    candles: Number(await read('candles')),
    step: Number(await read('step')),
    lastTime: Number(await read('last-time')),
    lastClose: await read('last-close'),
  };
}

/** Counts the K-line calls the page makes from now on (their bodies are sealed in the envelope). */
function countKLineCalls(page: Page): { count: number } {
  const seen = { count: 0 };
  page.on('request', (request) => {
    if (request.url().endsWith('/api/chain/getKLine')) seen.count += 1;
  });
  return seen;
}

test.describe('the K-line page', () => {
  test('opens for a member from the market list, with the pair’s price, 24 h range and 1m candles', async ({ page, harness }) => {
    await page.goto(harness.appUrl('/pages/market/market'));
    await page.getByTestId('currency-row').filter({ hasText: 'BTC/USDT' }).getByRole('button').nth(1).click();
    // Member-only: the login page first, then back to the chart.
    await page.waitForURL(/#\/pages\/login\/login/);
    await logIn(page, harness.server, DEMO_MEMBER.username, DEMO_MEMBER.password);
    await page.waitForURL(/#\/pages\/market\/kline\?symbol=BTC%2FUSDT/);

    await expect.poll(async () => (await chartState(page)).candles, { timeout: 15_000 }).toBeGreaterThan(100);
    const state = await chartState(page);
    expect(state.interval).toBe('1m');
    expect(state.step).toBe(60_000);
    expect(await page.locator('[data-testid="kline-chart"] canvas').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('kline-price').innerText()).toMatch(/^\d{1,3}(,\d{3})*\.\d{2}$/);
    for (const id of ['kline-high', 'kline-low', 'kline-volume']) {
      expect(await page.getByTestId(id).innerText()).toMatch(/^\d{1,3}(,\d{3})*\.\d{2}$/);
    }
    await screenshot(page, 'kline-1m');
  });

  test('moves the last candle live, without a reload', async ({ page }) => {
    let reloads = 0;
    page.on('framenavigated', () => (reloads += 1));
    const before = await chartState(page);
    await expect
      .poll(async () => {
        const now = await chartState(page);
        return now.lastClose !== before.lastClose || now.lastTime !== before.lastTime;
      }, { timeout: 10_000 })
      .toBe(true);
    expect(reloads).toBe(0);
  });

  test('switches to 5m and to 1H, asking the server for each and drawing its candles', async ({ page }) => {
    const calls = countKLineCalls(page);

    await page.getByRole('tab', { name: '5m', exact: true }).click();
    await expect(page.getByTestId('kline-chart')).toHaveAttribute('data-interval', '5m');
    let state = await chartState(page);
    expect(state.step).toBe(5 * 60_000);
    expect(state.lastTime % (5 * 60_000)).toBe(0);

    await page.getByRole('tab', { name: '1H', exact: true }).click();
    await expect(page.getByTestId('kline-chart')).toHaveAttribute('data-interval', '1h');
    state = await chartState(page);
    expect(state.step).toBe(3_600_000);
    expect(state.lastTime % 3_600_000).toBe(0);
    expect(calls.count).toBe(2);
    await screenshot(page, 'kline-1h');

    // The hour's candle keeps moving live too.
    const hour = await chartState(page);
    await expect.poll(async () => (await chartState(page)).lastClose, { timeout: 10_000 }).not.toBe(hour.lastClose);
  });

  test('loads older history when the chart is dragged to its oldest candle', async ({ page }) => {
    const before = await chartState(page);
    const chart = page.getByTestId('kline-chart');
    const box = await chart.boundingBox();
    if (!box) throw new Error('the chart is not laid out');
    const y = box.y + box.height / 2;
    // Drag right repeatedly: older candles come into view from the left.
    for (let i = 0; i < 8; i += 1) {
      await page.mouse.move(box.x + 20, y);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width - 60, y, { steps: 8 });
      await page.mouse.up();
      if ((await chartState(page)).candles > before.candles) break;
    }
    await expect.poll(async () => (await chartState(page)).candles, { timeout: 10_000 }).toBeGreaterThan(before.candles);
  });
});
