import { DEMO_MEMBER } from '@meridian/server/demo';
import type { Page } from '@playwright/test';
import { logIn, screenshot } from '../support/harness.js';
import { expect, test } from '../support/journey.js';

test.describe.configure({ mode: 'serial' });

const chip = (page: Page, symbol: string) => page.getByRole('group', { name: 'Chart indicators' }).getByRole('button', { name: new RegExp(`\\(${symbol}\\)`) });

/**
 * The chart's panes as the chart library lays them out: one table row per pane, one per
 * separator between two panes, and the time axis's, so twice the panes in all.
 */
async function paneCount(page: Page): Promise<number> {
  return (await page.locator('[data-testid="kline-chart"] table tr').count()) / 2;
}

/** Waits for the chart to have its candles (the history's first page). */
async function chartDrawn(page: Page): Promise<void> {
  await expect.poll(async () => Number(await page.getByTestId('kline-chart').getAttribute('data-candles')), { timeout: 15_000 }).toBeGreaterThan(100);
}

test.describe('K-line indicators and full screen', () => {
  test('a member chooses MACD: its pane appears under the prices, and the choice stays after a reload', async ({ page, harness }) => {
    await page.goto(harness.appUrl('/pages/market/kline?symbol=BTC%2FUSDT'));
    await page.waitForURL(/#\/pages\/login\/login/);
    await logIn(page, harness.server, DEMO_MEMBER.username, DEMO_MEMBER.password);
    await page.waitForURL(/#\/pages\/market\/kline\?symbol=BTC%2FUSDT/);
    await chartDrawn(page);
    const chart = page.getByTestId('kline-chart');

    // A member who never chose sees the volume bars alone, in one pane.
    await expect(chip(page, 'VOL')).toHaveAttribute('aria-pressed', 'true');
    await expect(chip(page, 'MACD')).toHaveAttribute('aria-pressed', 'false');
    expect(await paneCount(page)).toBe(1);
    const before = await chart.boundingBox();

    await chip(page, 'MACD').click();
    await expect(chip(page, 'MACD')).toHaveAttribute('aria-pressed', 'true');
    await expect(chart).toHaveAttribute('data-indicators', 'vol macd');
    await expect.poll(() => paneCount(page)).toBe(2);
    // The pane comes under the prices, which keep their height.
    await expect.poll(async () => (await chart.boundingBox())?.height ?? 0).toBeGreaterThan((before?.height ?? 0) + 100);
    await screenshot(page, 'kline-macd');

    await page.reload();
    await chartDrawn(page);
    await expect(chip(page, 'MACD')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('kline-chart')).toHaveAttribute('data-indicators', 'vol macd');
    await expect.poll(() => paneCount(page)).toBe(2);
  });

  test('opens the chart full screen, laid out landscape, and closes it with its button, Escape and Back', async ({ page }) => {
    const dialog = page.getByRole('dialog', { name: 'BTC/USDT chart, full screen' });
    const open = async () => {
      await page.getByRole('button', { name: 'Full screen' }).click();
      await expect(dialog).toBeVisible();
    };

    await open();
    const viewport = page.viewportSize();
    // The phone is held upright and its browser has no orientation lock: the chart is laid out
    // landscape (wider than high) and turned to fill the screen.
    const laidOut = await page.getByTestId('kline-chart').evaluate((element) => ({ width: element.clientWidth, height: element.clientHeight }));
    expect(laidOut.width).toBeGreaterThan(laidOut.height);
    const covered = await dialog.boundingBox();
    expect(covered?.width).toBeCloseTo(viewport?.width ?? 0, 0);
    expect(covered?.height).toBeCloseTo(viewport?.height ?? 0, 0);
    // Still the live chart, with the member's MACD pane.
    expect(await paneCount(page)).toBe(2);
    await screenshot(page, 'kline-full-screen');

    await dialog.getByRole('button', { name: 'Close full screen' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Full screen' })).toBeVisible();

    await open();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await open();
    await page.goBack();
    await expect(dialog).toBeHidden();
    // Back closed the full-screen mode, not the page.
    expect(page.url()).toMatch(/#\/pages\/market\/kline\?symbol=BTC%2FUSDT/);
    await expect(page.getByTestId('kline-chart')).toBeVisible();
  });
});
