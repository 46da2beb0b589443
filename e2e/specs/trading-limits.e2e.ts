import type { Locator, Page } from '@playwright/test';
import { lossLimitRoom } from '@meridian/protocol';
import { seriousViolations } from '../support/axe.js';
import { screenshot } from '../support/harness.js';
import { expect, test } from '../support/journey.js';
import { logInAsDemoMember, openRoute, shownAmount } from '../support/member-view.js';

test.describe.configure({ mode: 'serial' });

const PAIR = 'BTC/USDT';
const CURRENCY = 'USDT';
/** The loss limit and each stake: one contract lost reaches the limit exactly. */
const LIMIT = '10';
/** Each round is a 30 s contract; a round that does not lose is tried again, at most this often. */
const MAX_ROUNDS = 10;

const shown = (amount: string) => `${shownAmount(amount, CURRENCY)} ${CURRENCY}`;
/** An amount the app shows (`+8.00`, `-10.00`, `1,000.00`) in cents. */
const cents = (text: string) => Math.round(Number(text.replace(/[+,\s]|USDT/g, '')) * 100);
const fromCents = (value: number) => (value / 100).toFixed(2);

/** Chooses a 30 s Up contract of `amount` on the chart's panel and confirms it. */
async function placeUp(page: Page, panel: Locator, amount: string): Promise<void> {
  await panel.getByRole('button', { name: /^30s/ }).click();
  await panel.getByRole('button', { name: 'Up', exact: true }).click();
  await panel.getByLabel(`Amount (${CURRENCY})`).fill(amount);
  await panel.getByRole('button', { name: 'Buy up' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm contract' }).click();
}

test.describe('responsible trading', () => {
  test('sets a daily loss limit and a session reminder on my/limits, at once', async ({ page, harness }) => {
    await logInAsDemoMember(page, harness.server);
    await openRoute(page, harness.server, '/pages/my/index');
    await page.getByRole('button', { name: 'Responsible trading' }).click();
    await page.waitForURL(/#\/pages\/my\/limits/);
    await expect(page.getByTestId('loss-limit')).toHaveText('No limit');

    await page.getByLabel(`Daily loss limit (${CURRENCY})`).fill(LIMIT);
    await page.getByRole('button', { name: 'Save loss limit' }).click();
    // Stricter than none: no confirmation, in force now.
    await expect(page.getByText('Saved: it applies now')).toBeVisible();
    await expect(page.getByTestId('loss-limit')).toHaveText(shown(LIMIT));
    await expect(page.getByTestId('today-loss-room')).toHaveText(shown(LIMIT));

    await page.getByRole('button', { name: 'Every 15 min' }).click();
    await expect(page.getByRole('button', { name: 'Every 15 min' })).toHaveAttribute('aria-pressed', 'true');
    await screenshot(page, 'trading-limits');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('loses up to the limit on the chart, then the next contract is refused with the reason and the way to the limits', async ({ page, harness }) => {
    test.setTimeout(MAX_ROUNDS * 50_000 + 60_000);
    await openRoute(page, harness.server, `/pages/market/kline?symbol=${encodeURIComponent(PAIR)}`);
    const panel = page.getByRole('region', { name: 'Contract panel' });
    await expect(panel.getByText(/^Available:/)).toBeVisible({ timeout: 15_000 });

    // The outcome is the market's: contracts are placed until one is lost. Wins count against
    // losses (the limit is on the net loss), so after any loss the next 10 no longer fits.
    let resultCents = 0;
    for (let round = 1; ; round += 1) {
      expect(round, 'no contract lost in time').toBeLessThanOrEqual(MAX_ROUNDS);
      await placeUp(page, panel, LIMIT);
      await expect(page.getByRole('region', { name: 'Contract running' })).toBeVisible();
      if (round === 1) {
        // The session reminder set above: the chart says how long and what it has come to.
        await expect(page.getByRole('status', { name: 'Trading session' })).toContainText('Trading for 0 min');
      }
      const result = page.getByRole('status', { name: 'Contract result' });
      await result.waitFor({ timeout: 45_000 });
      const profit = await result.getByTestId('contract-result-profit').innerText();
      resultCents += cents(profit);
      const isLost = (await result.getByText('You lost', { exact: true }).count()) === 1;
      await result.getByRole('button', { name: 'New contract' }).click();
      if (isLost) break;
    }
    await expect(page.getByRole('status', { name: 'Trading session' })).toContainText(`result so far ${shownAmount(fromCents(resultCents), CURRENCY)} ${CURRENCY}`);

    const room = lossLimitRoom(LIMIT, { atStake: '0', result: fromCents(resultCents) });
    expect(room.lessThan(LIMIT)).toBe(true);
    await placeUp(page, panel, LIMIT);
    const refusal = page.getByRole('dialog').filter({ hasText: 'daily loss limit' });
    await expect(refusal).toContainText(`past the daily loss limit you set (${shown(LIMIT)})`);
    await expect(refusal).toContainText(`Today you can still stake up to ${shown(room.toFixed(2))}.`);
    await screenshot(page, 'trading-limits-refused');
    expect(await page.getByRole('region', { name: 'Contract running' }).count()).toBe(0);

    await refusal.getByRole('button', { name: 'My limits' }).click();
    await page.waitForURL(/#\/pages\/my\/limits/);
    await expect(page.getByTestId('today-result')).toHaveText(shown(fromCents(resultCents)));
    await expect(page.getByTestId('today-loss-room')).toHaveText(shown(room.toFixed(2)));
  });

  test('a break refuses every contract, whatever the limits leave', async ({ page, harness }) => {
    await openRoute(page, harness.server, '/pages/my/limits');
    await page.getByRole('button', { name: '24 hours', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Start the break' }).click();
    await expect(page.getByText(/^On a break from contracts until /)).toBeVisible();

    await openRoute(page, harness.server, `/pages/market/kline?symbol=${encodeURIComponent(PAIR)}`);
    const panel = page.getByRole('region', { name: 'Contract panel' });
    await expect(panel.getByText(/^Available:/)).toBeVisible({ timeout: 15_000 });
    await placeUp(page, panel, LIMIT);
    // The break is checked before any limit: its own reason, and the same way to the limits.
    const refusal = page.getByRole('dialog').filter({ hasText: 'taking a break' });
    await expect(refusal).toContainText(/You are taking a break from contracts until \d{4}-\d\d-\d\d \d\d:\d\d/);
    await refusal.getByRole('button', { name: 'OK' }).click();
    await expect(refusal).toHaveCount(0);
  });

  test('the contract payouts page is public, with each duration’s terms', async ({ page, harness }) => {
    await openRoute(page, harness.server, '/pages/market/transparency');
    const thirty = page.getByTestId('transparency-30');
    await expect(thirty).toContainText('80%');
    await expect(thirty).toContainText('55.56%');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
