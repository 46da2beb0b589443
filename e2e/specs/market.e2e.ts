import type { Page } from '@playwright/test';
import { screenshot } from '../support/harness.js';
import { expect, test } from '../support/journey.js';

test.describe.configure({ mode: 'serial' });

/** Each row's text (pair, price, change), keyed by its pair, as a member reads the list. */
async function readRows(page: Page): Promise<Map<string, string>> {
  const texts = await page.getByTestId('currency-row').allInnerTexts();
  return new Map(texts.map((text) => [text.split('\n')[0] ?? text, text]));
}

test.describe('the market', () => {
  test('lists every open currency, and its prices move live without a reload', async ({ page, harness }) => {
    await page.goto(harness.appUrl('/pages/market/market'));
    await expect.poll(async () => (await readRows(page)).size).toBeGreaterThanOrEqual(20);
    const before = await readRows(page);
    // The server pushes every currency once a second over the live channel; no request is made.
    let reloads = 0;
    page.on('framenavigated', () => (reloads += 1));
    await expect
      .poll(async () => {
        const now = await readRows(page);
        return [...now].filter(([pair, text]) => before.get(pair) !== text).length;
      }, { timeout: 10_000 })
      .toBeGreaterThanOrEqual(5);
    expect(reloads).toBe(0);
    await screenshot(page, 'market-live');
  });

  test('finds a coin by search', async ({ page }) => {
    await page.getByPlaceholder('Search coin or pair').fill('eth');
    await expect.poll(async () => [...(await readRows(page)).keys()]).toEqual(['ETH']);
  });
});
