import { describe, expect, it } from 'vitest';
import { DEMO_MEMBER } from '@meridian/server/demo';
import { logIn, screenshot, useJourney } from '../support/harness.js';

const journey = useJourney('kline');

/** What the chart was given, as it reports it on its element. */
async function chartState() {
  const chart = journey.page.getByTestId('kline-chart');
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
function countKLineCalls(): { count: number } {
  const seen = { count: 0 };
  journey.page.on('request', (request) => {
    if (request.url().endsWith('/api/chain/getKLine')) seen.count += 1;
  });
  return seen;
}

describe('the K-line page', () => {
  it('opens for a member from the market list, with the pair’s price, 24 h range and 1m candles', async () => {
    await journey.page.goto(`${journey.harness.server.url}/#/pages/market/market`);
    await journey.page.getByTestId('currency-row').filter({ hasText: 'BTC/USDT' }).getByRole('button').nth(1).click();
    // Member-only: the login page first, then back to the chart.
    await journey.page.waitForURL(/#\/pages\/login\/login/);
    await logIn(journey.page, journey.harness.server, DEMO_MEMBER.username, DEMO_MEMBER.password);
    await journey.page.waitForURL(/#\/pages\/market\/kline\?symbol=BTC%2FUSDT/);

    await expect.poll(async () => (await chartState()).candles, { timeout: 15_000 }).toBeGreaterThan(100);
    const state = await chartState();
    expect(state.interval).toBe('1m');
    expect(state.step).toBe(60_000);
    expect(await journey.page.locator('[data-testid="kline-chart"] canvas').count()).toBeGreaterThan(0);
    expect(await journey.page.getByTestId('kline-price').innerText()).toMatch(/^\d{1,3}(,\d{3})*\.\d{2}$/);
    for (const id of ['kline-high', 'kline-low', 'kline-volume']) {
      expect(await journey.page.getByTestId(id).innerText()).toMatch(/^\d{1,3}(,\d{3})*\.\d{2}$/);
    }
    await screenshot(journey.page, 'kline-1m');
  });

  it('moves the last candle live, without a reload', async () => {
    let reloads = 0;
    journey.page.on('framenavigated', () => (reloads += 1));
    const before = await chartState();
    await expect
      .poll(async () => {
        const now = await chartState();
        return now.lastClose !== before.lastClose || now.lastTime !== before.lastTime;
      }, { timeout: 10_000 })
      .toBe(true);
    expect(reloads).toBe(0);
  });

  it('switches to 5m and to 1H, asking the server for each and drawing its candles', async () => {
    const calls = countKLineCalls();

    await journey.page.getByRole('tab', { name: '5m', exact: true }).click();
    await expect.poll(async () => (await chartState()).interval).toBe('5m');
    let state = await chartState();
    expect(state.step).toBe(5 * 60_000);
    expect(state.lastTime % (5 * 60_000)).toBe(0);

    await journey.page.getByRole('tab', { name: '1H', exact: true }).click();
    await expect.poll(async () => (await chartState()).interval).toBe('1h');
    state = await chartState();
    expect(state.step).toBe(3_600_000);
    expect(state.lastTime % 3_600_000).toBe(0);
    expect(calls.count).toBe(2);
    await screenshot(journey.page, 'kline-1h');

    // The hour's candle keeps moving live too.
    const hour = await chartState();
    await expect.poll(async () => (await chartState()).lastClose, { timeout: 10_000 }).not.toBe(hour.lastClose);
  });

  it('loads older history when the chart is dragged to its oldest candle', async () => {
    const before = await chartState();
    const chart = journey.page.getByTestId('kline-chart');
    const box = await chart.boundingBox();
    if (!box) throw new Error('the chart is not laid out');
    const y = box.y + box.height / 2;
    // Drag right repeatedly: older candles come into view from the left.
    for (let i = 0; i < 8; i += 1) {
      await journey.page.mouse.move(box.x + 20, y);
      await journey.page.mouse.down();
      await journey.page.mouse.move(box.x + box.width - 60, y, { steps: 8 });
      await journey.page.mouse.up();
      if ((await chartState()).candles > before.candles) break;
    }
    await expect.poll(async () => (await chartState()).candles, { timeout: 10_000 }).toBeGreaterThan(before.candles);
  });
});
