import { DEMO_OPERATOR } from '@meridian/server/demo';
import type { Page } from '@playwright/test';
import { auditRoute } from '../support/audit-route.js';
import { allViolations, report, type Violation } from '../support/axe.js';
import { firstSignIn, newDeskPage } from '../support/console-view.js';
import { watchCspViolations } from '../support/csp-violations.js';
import { screenshot, type Harness } from '../support/harness.js';
import { expect, test } from '../support/journey.js';
import { logInAsDemoMember } from '../support/member-view.js';

test.describe.configure({ mode: 'serial' });

/**
 * Issue 40: the member app in a dark theme, following the phone's setting or the member's own
 * choice on my/index, drawn dark from the very first frame; the K-line chart with it; every page
 * axe-clean in it. The console follows antd's dark algorithm, switched in its header.
 */

const THEME = 'data-prefers-color-scheme';
/** The browser's bar: the dark page's own ground in the dark theme, the brand blue in the light one. */
const DARK_BAR = 'rgb(14, 15, 23)';
const BRAND_BAR = 'rgb(3, 1, 197)';
/** The pages a member sees most, the K-line's chart among them. */
const PAGES = [
  { name: 'home', route: '/' },
  { name: 'market', route: '/pages/market/market' },
  { name: 'kline', route: '/pages/market/kline?symbol=BTC%2FUSDT' },
  { name: 'my', route: '/pages/my/index' },
] as const;

interface FirstFrame {
  theme: string | null;
  ground: string;
}

/** The relative luminance (0 black … 1 white) of a CSS `rgb(…)` colour or of four pixel bytes. */
function luminance([r = 0, g = 0, b = 0]: readonly number[]): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}
const rgbOf = (css: string) => (css.match(/\d+(\.\d+)?/g) ?? []).map(Number);
/** A colour drawn (not transparent) and dark: what a dark theme's grounds are. */
const isDark = (css: string) => {
  const [, , , alpha = 1] = rgbOf(css);
  return alpha > 0 && luminance(rgbOf(css)) < 0.05;
};

/**
 * Records, on every document from now on, the theme and the page's ground at its first animation
 * frame: the one drawn before anything is painted. A flash of the light theme would show here.
 */
async function recordFirstFrames(page: Page): Promise<void> {
  await page.addInitScript(() => {
    requestAnimationFrame(() => {
      (window as unknown as { firstFrame: FirstFrame }).firstFrame = {
        theme: document.documentElement.getAttribute('data-prefers-color-scheme'),
        ground: getComputedStyle(document.body).backgroundColor,
      };
    });
  });
}

async function firstFrame(page: Page): Promise<FirstFrame> {
  await page.waitForFunction(() => 'firstFrame' in window);
  return page.evaluate(() => (window as unknown as { firstFrame: FirstFrame }).firstFrame);
}

/**
 * What the member sees in the middle of the screen: the grounds under that point, from the
 * element drawn there outwards, composited down to the first opaque one. A translucent tint (a
 * market row flashing green as its price rises) is seen over the ground beneath it, not alone.
 */
function middleGround(page: Page): Promise<string> {
  return page.evaluate(() => {
    const layers: number[][] = [];
    for (let element = document.elementFromPoint(innerWidth / 2, innerHeight / 2); element !== null; element = element.parentElement) {
      const [r = 0, g = 0, b = 0, alpha = 1] = (getComputedStyle(element).backgroundColor.match(/\d+(\.\d+)?/g) ?? []).map(Number);
      if (alpha > 0) layers.push([r, g, b, alpha]);
      if (alpha >= 1) break;
    }
    const [red, green, blue] = layers.reduceRight(
      (under, [r = 0, g = 0, b = 0, alpha = 1]) => [r * alpha + (under[0] ?? 0) * (1 - alpha), g * alpha + (under[1] ?? 0) * (1 - alpha), b * alpha + (under[2] ?? 0) * (1 - alpha)],
      [255, 255, 255],
    );
    return `rgb(${Math.round(red ?? 0)}, ${Math.round(green ?? 0)}, ${Math.round(blue ?? 0)})`;
  });
}

/** The colour of the browser's bar (`<meta name="theme-color">`), as CSS reads it. */
function barColour(page: Page): Promise<string> {
  return page.locator('meta[name="theme-color"]').evaluate((meta) => {
    const probe = document.createElement('i');
    probe.style.color = meta.getAttribute('content') ?? '';
    document.body.append(probe);
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  });
}

/** The chart's own ground: a pixel near the top left of its first canvas (the pane lightweight-charts paints its background on). */
async function chartGround(page: Page): Promise<number> {
  const chart = page.getByTestId('kline-chart');
  await expect.poll(async () => Number((await chart.getAttribute('data-candles')) ?? '0'), { timeout: 15_000 }).toBeGreaterThan(10);
  const pixel = await chart.evaluate((element) => {
    const canvas = element.querySelector('canvas');
    const context = canvas?.getContext('2d');
    return context ? [...context.getImageData(4, 4, 1, 1).data] : [];
  });
  expect(pixel).toHaveLength(4);
  return luminance(pixel);
}

/** Walks the four pages, checking each is dark from its first frame and axe-clean, with a picture of each. */
async function walkInDark(page: Page, harness: Harness, picturePrefix: string): Promise<void> {
  const found: Record<string, Violation[]> = {};
  for (const { name, route } of PAGES) {
    found[route] = await auditRoute(page, harness, route);
    const frame = await firstFrame(page);
    expect(frame.theme, `${route} at its first frame`).toBe('dark');
    expect(isDark(frame.ground), `${route}'s ground at its first frame: ${frame.ground}`).toBe(true);
    await expect(page.locator('html')).toHaveAttribute(THEME, 'dark');
    expect(isDark(await middleGround(page)), `${route}'s middle`).toBe(true);
    // The browser's own parts (scroll bars, inputs) are dark too, and the phone's bar over the page.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('dark');
    expect(await barColour(page), `${route}'s bar`).toBe(DARK_BAR);
    if (name === 'kline') expect(await chartGround(page)).toBeLessThan(0.05);
    await screenshot(page, `${picturePrefix}-${name}`);
  }
  expect(report(found)).toBe('');
}

let cspViolations: string[] = [];

test.describe('the member app in the dark theme', () => {
  test('follows a phone set to dark from the first frame, on home, the market, the K-line and my/index, axe-clean', async ({ page, harness }) => {
    test.setTimeout(120_000);
    cspViolations = await watchCspViolations(page);
    await recordFirstFrames(page);
    await logInAsDemoMember(page, harness.server);
    await page.emulateMedia({ colorScheme: 'dark' });
    await walkInDark(page, harness, 'dark-system');
    // The theme script runs in the head under the page's policy, by its hash.
    expect(cspViolations).toEqual([]);
  });

  test('turns the K-line chart light and back as the phone does, without a reload', async ({ page, harness }) => {
    await page.goto(harness.appUrl('/pages/market/kline?symbol=BTC%2FUSDT'));
    expect(await chartGround(page)).toBeLessThan(0.05);
    let reloads = 0;
    page.on('framenavigated', () => (reloads += 1));
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).toHaveAttribute(THEME, 'light');
    await expect.poll(() => chartGround(page)).toBeGreaterThan(0.8);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => chartGround(page)).toBeLessThan(0.05);
    expect(reloads).toBe(0);
  });

  test('is the member’s own choice on my/index on a light phone, and survives a reload', async ({ page, harness }) => {
    test.setTimeout(120_000);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(harness.appUrl('/pages/my/index'));
    await expect(page.locator('html')).toHaveAttribute(THEME, 'light');
    const row = page.getByRole('button', { name: /^Appearance/ });
    await expect(row).toHaveAccessibleName('Appearance Same as the system');
    await row.click();
    await page.getByRole('option', { name: 'Dark' }).click();
    // At once, without a reload.
    await expect(page.locator('html')).toHaveAttribute(THEME, 'dark');
    await expect(row).toHaveAccessibleName('Appearance Dark');
    await screenshot(page, 'dark-choice-my');

    await page.reload();
    expect(await firstFrame(page)).toMatchObject({ theme: 'dark' });
    await expect(page.getByRole('button', { name: 'Appearance Dark' })).toBeVisible();
    await walkInDark(page, harness, 'dark-choice');
  });

  test('stays light on a dark phone when the member chose Light', async ({ page, harness }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(harness.appUrl('/pages/my/index'));
    await page.getByRole('button', { name: 'Appearance Dark' }).click();
    await page.getByRole('option', { name: 'Light' }).click();
    await expect(page.locator('html')).toHaveAttribute(THEME, 'light');
    await page.reload();
    expect(await firstFrame(page)).toMatchObject({ theme: 'light' });
    expect(isDark(await middleGround(page))).toBe(false);
    expect(await barColour(page)).toBe(BRAND_BAR);
    // And back to the system's setting: dark again here.
    await page.getByRole('button', { name: 'Appearance Light' }).click();
    await page.getByRole('option', { name: 'Same as the system' }).click();
    await expect(page.locator('html')).toHaveAttribute(THEME, 'dark');
    await page.emulateMedia({ colorScheme: 'light' });
    expect(cspViolations).toEqual([]);
  });
});

test.describe('the console in the dark theme', () => {
  test('follows a desk set to dark with antd’s dark algorithm, axe-clean, and keeps the operator’s choice of Light', async ({ browser, harness }) => {
    test.setTimeout(120_000);
    const desk = await newDeskPage(browser);
    try {
      await desk.emulateMedia({ colorScheme: 'dark' });
      await firstSignIn(desk, `${harness.server.url}/console/`, DEMO_OPERATOR.username, DEMO_OPERATOR.password, 'owner password for the dark journey');
      const body = desk.locator('body');
      await expect.poll(async () => isDark(await body.evaluate((element) => getComputedStyle(element).backgroundColor))).toBe(true);
      const theme = desk.getByRole('group', { name: 'Theme' });
      await expect(theme.getByRole('radio', { name: 'As the system' })).toBeChecked();
      // antd's own surfaces: the header bar and the cards are dark too, their text light.
      const header = desk.locator('.ant-layout-header');
      expect(isDark(await header.evaluate((element) => getComputedStyle(element).backgroundColor))).toBe(true);
      expect(isDark(await header.evaluate((element) => getComputedStyle(element).color))).toBe(false);
      await screenshot(desk, 'dark-console-dashboard');
      expect(report({ dashboard: await allViolations(desk) })).toBe('');
      await desk.goto(`${harness.server.url}/console/members`);
      await desk.getByRole('heading', { level: 1 }).waitFor();
      await screenshot(desk, 'dark-console-members');
      expect(report({ members: await allViolations(desk) })).toBe('');

      await desk.locator('label', { hasText: 'Light' }).click();
      await expect.poll(async () => isDark(await body.evaluate((element) => getComputedStyle(element).backgroundColor))).toBe(false);
      await desk.reload();
      await expect(desk.getByRole('group', { name: 'Theme' }).getByRole('radio', { name: 'Light' })).toBeChecked();
      expect(isDark(await body.evaluate((element) => getComputedStyle(element).backgroundColor))).toBe(false);
    } finally {
      await desk.context().close();
    }
  });
});
