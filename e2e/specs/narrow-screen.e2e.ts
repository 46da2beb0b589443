import type { Locator, Page } from '@playwright/test';
import { screenshot } from '../support/harness.js';
import { expect, test } from '../support/journey.js';
import { logInAsDemoMember, openRoute } from '../support/member-view.js';

test.describe.configure({ mode: 'serial' });

/** The narrowest phone the app is laid out for. */
const WIDTH = 320;

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (box === null) throw new Error('not laid out');
  return { left: box.x, right: box.x + box.width, top: box.y, bottom: box.y + box.height };
}

const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Whether the element's own text fits in it (not cut off by its box). */
const textFits = (locator: Locator) => locator.evaluate((element) => element.scrollWidth <= element.clientWidth);

/**
 * Where the price axis's topmost label begins, in CSS pixels below the interval tabs: the first
 * row of the axis canvas with ink on it (the labels are drawn there; the rest is background).
 */
function topLabelGap(page: Page): Promise<number> {
  return page.evaluate(() => {
    const chart = document.querySelector('[data-testid="kline-chart"]');
    const tabs = document.querySelector('[aria-label="Chart interval"]')?.closest('.adm-tabs');
    const axis = chart?.querySelector('tr')?.querySelectorAll('td')[2]?.querySelector('canvas');
    if (!chart || !tabs || !axis) throw new Error('no chart, axis or tabs');
    const context = axis.getContext('2d');
    if (context === null) throw new Error('no canvas');
    const scale = axis.height / axis.getBoundingClientRect().height;
    // Past the axis's left border, and short of its right edge.
    const left = Math.ceil(6 * scale);
    const width = axis.width - 2 * left;
    const pixels = context.getImageData(left, 0, width, axis.height).data;
    let firstInk = axis.height;
    for (let row = 0; row < axis.height && firstInk === axis.height; row += 1) {
      for (let x = 0; x < width; x += 1) {
        const at = (row * width + x) * 4;
        if ((pixels[at] ?? 255) + (pixels[at + 1] ?? 255) + (pixels[at + 2] ?? 255) < 600) {
          firstInk = row;
          break;
        }
      }
    }
    return axis.getBoundingClientRect().top + firstInk / scale - tabs.getBoundingClientRect().bottom;
  });
}

test.describe(`at ${WIDTH} px wide`, () => {
  test('the market’s sort control shows all of its choices, none cut off or over the tabs', async ({ page, harness }) => {
    await page.setViewportSize({ width: WIDTH, height: 640 });
    await logInAsDemoMember(page, harness.server);
    await openRoute(page, harness.server, '/pages/market/market');
    const sort = page.getByRole('radiogroup', { name: 'Sort by' });
    await sort.waitFor();
    const tabs = await boxOf(page.getByRole('tablist').first());
    for (const name of ['Gainers', 'Losers', 'Name']) {
      const option = sort.getByRole('radio', { name });
      const box = await boxOf(option);
      expect(box.left, `${name} starts on screen`).toBeGreaterThanOrEqual(0);
      expect(box.right, `${name} ends on screen`).toBeLessThanOrEqual(WIDTH);
      expect(await textFits(option), `${name} is not cut`).toBe(true);
      expect(overlaps(box, tabs), `${name} is clear of the tabs`).toBe(false);
    }
    // Nothing on the page is wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(WIDTH);
    await screenshot(page, 'market-320');
  });

  test('the K-line’s top price label keeps clear of the interval tabs, on every interval', async ({ page, harness }) => {
    await openRoute(page, harness.server, `/pages/market/kline?symbol=${encodeURIComponent('BTC/USDT')}`);
    const chart = page.getByTestId('kline-chart');
    await chart.locator('canvas').first().waitFor({ state: 'attached' });
    const tabs = page.getByLabel('Chart interval').first();
    // The chart's pane begins below the tabs with room to spare, whatever the prices.
    const pane = await boxOf(chart.locator('canvas').first());
    expect(pane.top - (await boxOf(tabs)).bottom).toBeGreaterThanOrEqual(6);
    for (const interval of ['1m', '15m', '1H', '1D']) {
      await page.getByRole('tab', { name: interval, exact: true }).click();
      await expect.poll(() => topLabelGap(page), `the top label on ${interval}`).toBeLessThan(400);
      expect(await topLabelGap(page), `room above the top label on ${interval}`).toBeGreaterThanOrEqual(6);
    }
    await screenshot(page, 'kline-320');
  });

  test('the task page’s button is a pill, as every button of the app', async ({ page, harness }) => {
    await openRoute(page, harness.server, '/pages/task/index');
    const grab = page.getByRole('button', { name: 'Grab an order' });
    await grab.waitFor();
    const box = await boxOf(grab);
    const radius = await grab.evaluate((element) => parseFloat(getComputedStyle(element).borderTopLeftRadius));
    expect(radius).toBeGreaterThanOrEqual((box.bottom - box.top) / 2);
    expect(box.right).toBeLessThanOrEqual(WIDTH);
    await screenshot(page, 'task-320');
  });
});
