import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot, startHarness, type Harness } from '../support/harness.js';

let harness: Harness;
let page: Page;

/** Each row's text (pair, price, change), keyed by its pair, as a member reads the list. */
async function readRows(): Promise<Map<string, string>> {
  const texts = await page.getByTestId('currency-row').allInnerTexts();
  return new Map(texts.map((text) => [text.split('\n')[0] ?? text, text]));
}

describe('the market', () => {
  beforeAll(async () => {
    harness = await startHarness();
    page = await harness.newPage();
  });
  afterAll(async () => {
    await harness.close();
  });
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail') await screenshot(page, `failed-market-${context.task.name.replace(/\W+/g, '-')}`);
  });

  it('lists every open currency, and its prices move live without a reload', async () => {
    await page.goto(`${harness.server.url}/#/pages/market/market`);
    await expect.poll(async () => (await readRows()).size).toBeGreaterThanOrEqual(20);
    const before = await readRows();
    // The server pushes every currency once a second over the live channel; no request is made.
    let reloads = 0;
    page.on('framenavigated', () => (reloads += 1));
    await expect
      .poll(async () => {
        const now = await readRows();
        return [...now].filter(([pair, text]) => before.get(pair) !== text).length;
      }, { timeout: 10_000 })
      .toBeGreaterThanOrEqual(5);
    expect(reloads).toBe(0);
    await screenshot(page, 'market-live');
  });

  it('finds a coin by search', async () => {
    await page.getByPlaceholder('Search coin or pair').fill('eth');
    await expect.poll(async () => [...(await readRows()).keys()]).toEqual(['ETH']);
  });
});
