import { createRequire } from 'node:module';
import type { BrowserContext, Page } from 'playwright-core';

/**
 * INP (Interaction to Next Paint) of a few taps, measured in the page by the web-vitals library
 * under the CPU slowdown Lighthouse's mobile run uses (issue 21: placing a contract, switching the
 * K-line's interval and the market's order respond in under 100 ms). Playwright taps; web-vitals
 * reads the browser's Event Timing entries, so the figure is what a member's browser would report.
 */

// The package's UMD build with attribution (which element, and where the time went): as a page script
// it defines `webVitals`.
const WEB_VITALS_SCRIPT = createRequire(import.meta.url).resolve('web-vitals/attribution');
/** Lighthouse's mobile preset slows the CPU four times. */
const CPU_SLOWDOWN = 4;
/** After a tap: the paint that ends the interaction, and web-vitals' report of it. */
const SETTLE_MS = 600;

/**
 * Where the slowest interaction's time went (web-vitals' attribution): waiting for the main thread
 * before the handlers ran, the handlers themselves, and from their end to the next frame painted
 * (rendering, layout, paint and whatever else held the frame back).
 */
export interface InpBreakdown {
  /** The element tapped, as web-vitals names it (a CSS selector). */
  target: string;
  inputDelayMs: number;
  processingMs: number;
  presentationDelayMs: number;
}

export interface InteractionFigures {
  name: string;
  taps: number;
  /** The page's INP after the taps: the slowest of them (web-vitals counts one outlier per 50). */
  inpMs: number;
  slowest: InpBreakdown;
}

interface InpMetric {
  value: number;
  attribution: { interactionTarget?: string; inputDelay: number; processingDuration: number; presentationDelay: number };
}

interface InpWindow {
  webVitals: { onINP: (report: (metric: InpMetric) => void, options: { reportAllChanges: boolean; durationThreshold: number }) => void };
  meridianInp?: { value: number; slowest: InpBreakdown };
}

/** A page that records its INP from the first moment, with the CPU slowed as in Lighthouse's mobile run. */
async function measuredPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.addInitScript({ path: WEB_VITALS_SCRIPT });
  await page.addInitScript(() => {
    const target = window as unknown as InpWindow;
    target.webVitals.onINP(
      (metric) => {
        const { attribution } = metric;
        target.meridianInp = {
          value: metric.value,
          slowest: {
            target: attribution.interactionTarget ?? '',
            inputDelayMs: attribution.inputDelay,
            processingMs: attribution.processingDuration,
            presentationDelayMs: attribution.presentationDelay,
          },
        };
      },
      // Every change, at once (not only when the page is hidden), and taps of any length.
      { reportAllChanges: true, durationThreshold: 0 },
    );
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return page;
}

interface PageInp {
  inpMs: number;
  slowest: InpBreakdown;
}

async function inpOf(page: Page): Promise<PageInp> {
  await page.waitForTimeout(SETTLE_MS);
  const reported = await page.evaluate(() => (window as unknown as InpWindow).meridianInp ?? null);
  if (reported === null) throw new Error('web-vitals reported no interaction');
  return { inpMs: reported.value, slowest: reported.slowest };
}

/** Taps in `page`, each followed by the paint that answers it; returns the page's INP and its breakdown. */
async function tapAll(page: Page, taps: readonly (() => Promise<void>)[]): Promise<PageInp> {
  for (const tap of taps) {
    await tap();
    await page.waitForTimeout(SETTLE_MS);
  }
  return inpOf(page);
}

/** A button on a one-line page, as the baseline: the same browser, slowdown and library. */
export async function baselineInteraction(context: BrowserContext, url: string): Promise<InteractionFigures> {
  const page = await measuredPage(context);
  try {
    await page.goto(url);
    const button = page.getByRole('button', { name: 'Baseline' });
    const taps = [1, 2, 3].map(() => () => button.click());
    return { name: 'baseline button', taps: taps.length, ...(await tapAll(page, taps)) };
  } finally {
    await page.close();
  }
}

/** The market's order, tapped through each of its three choices (the list of every pair re-sorts). */
export async function marketSort(context: BrowserContext, appUrl: string): Promise<InteractionFigures> {
  const page = await measuredPage(context);
  try {
    await page.goto(`${appUrl}/#/pages/market/market`);
    await page.getByTestId('currency-row').first().waitFor({ timeout: 30_000 });
    const order = page.getByRole('radiogroup');
    const taps = ['Losers', 'Name', 'Gainers'].map((name) => () => order.getByRole('radio', { name, exact: true }).click());
    return { name: 'market: order', taps: taps.length, ...(await tapAll(page, taps)) };
  } finally {
    await page.close();
  }
}

/** The K-line's interval, switched three times (the chart asks for other candles and redraws). */
export async function klineInterval(context: BrowserContext, appUrl: string, pair: string): Promise<InteractionFigures> {
  const page = await measuredPage(context);
  try {
    await page.goto(`${appUrl}/#/pages/market/kline?symbol=${encodeURIComponent(pair)}`);
    await page.getByTestId('kline-chart').waitFor({ timeout: 30_000 });
    const taps = ['5m', '1H', '1m'].map((name) => () => page.getByRole('tab', { name, exact: true }).click());
    return { name: 'K-line: interval', taps: taps.length, ...(await tapAll(page, taps)) };
  } finally {
    await page.close();
  }
}

/**
 * Placing a contract as a member does: the duration, the direction, the amount, "Buy up" (the
 * confirmation opens) and "Confirm contract" (the order goes, the running contract shows).
 */
export async function placeContract(context: BrowserContext, appUrl: string, pair: string, stake: string): Promise<InteractionFigures> {
  const page = await measuredPage(context);
  try {
    await page.goto(`${appUrl}/#/pages/market/kline?symbol=${encodeURIComponent(pair)}`);
    const panel = page.getByRole('region', { name: 'Contract panel' });
    await panel.getByText(/^Available:/).waitFor({ timeout: 30_000 });
    const dialog = page.getByRole('dialog');
    const taps = [
      () => panel.getByRole('button', { name: /^30s/ }).click(),
      () => panel.getByRole('button', { name: 'Up', exact: true }).click(),
      () => panel.getByLabel(/^Amount/).fill(stake),
      () => panel.getByRole('button', { name: 'Buy up' }).click(),
      () => dialog.getByRole('button', { name: 'Confirm contract' }).click(),
    ];
    const inp = await tapAll(page, taps);
    await page.getByRole('region', { name: 'Contract running' }).waitFor({ timeout: 30_000 });
    return { name: 'K-line: place a contract', taps: taps.length, ...inp };
  } finally {
    await page.close();
  }
}
