import { describe, expect, it } from 'vitest';
import { screenshot, useJourney } from '../support/harness.js';

const journey = useJourney('market');

/** Each row's text (pair, price, change), keyed by its pair, as a member reads the list. */
async function readRows(): Promise<Map<string, string>> {
  const texts = await journey.page.getByTestId('currency-row').allInnerTexts();
  return new Map(texts.map((text) => [text.split('\n')[0] ?? text, text]));
}

describe('the market', () => {
  it('lists every open currency, and its prices move live without a reload', async () => {
    await journey.page.goto(`${journey.harness.server.url}/#/pages/market/market`);
    await expect.poll(async () => (await readRows()).size).toBeGreaterThanOrEqual(20);
    const before = await readRows();
    // The server pushes every currency once a second over the live channel; no request is made.
    let reloads = 0;
    journey.page.on('framenavigated', () => (reloads += 1));
    await expect
      .poll(async () => {
        const now = await readRows();
        return [...now].filter(([pair, text]) => before.get(pair) !== text).length;
      }, { timeout: 10_000 })
      .toBeGreaterThanOrEqual(5);
    expect(reloads).toBe(0);
    await screenshot(journey.page, 'market-live');
  });

  it('finds a coin by search', async () => {
    await journey.page.getByPlaceholder('Search coin or pair').fill('eth');
    await expect.poll(async () => [...(await readRows()).keys()]).toEqual(['ETH']);
  });
});
