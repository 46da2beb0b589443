import type { Locator, Page } from '@playwright/test';
import { TOAST_MS } from '@meridian/protocol';
import { DEMO_MEMBER } from '@meridian/server/demo';
import { logIn, screenshot } from '../support/harness.js';
import { expect, test } from '../support/journey.js';
import { bindBankCard, logInAsDemoMember, openRoute, setFirstPayPassword } from '../support/member-view.js';

// The launch's letter popup is part of what these journeys look at.
test.use({ letterPopups: 'leave' });
test.describe.configure({ mode: 'serial' });

const PAY_PASSWORD = '2468';
const MINUTE_MS = 60_000;

/** `14:59` → seconds. */
function secondsOf(clock: string): number {
  const [minutes = '0', seconds = '0'] = clock.split(':');
  return Number(minutes) * 60 + Number(seconds);
}

/** The time a sign-in notice counts down to (`… try again in 14:59.`), in seconds. */
async function secondsLeft(notice: Locator): Promise<number> {
  const match = /try again in (\d+:\d\d)\./.exec(await notice.innerText());
  if (match?.[1] === undefined) throw new Error(`no time left in ${await notice.innerText()}`);
  return secondsOf(match[1]);
}

/**
 * Waits until the launch has asked for both its dialogs: the unread letter and the session
 * reminder each write down that they were shown as they are queued (show-unread-letter.ts,
 * trading-reminder.tsx), whether or not they are on screen yet.
 */
async function bothLaunchDialogsAsked(page: Page, letterId: number): Promise<void> {
  await page.waitForFunction((letter) => {
    const stored = (key: string): unknown => (JSON.parse(localStorage.getItem(`meridian.${key}`) ?? '{}') as { value?: unknown }).value;
    const popped = stored('letter-popup') as Record<string, number> | undefined;
    const reminded = stored('session-reminder') as { count: number } | undefined;
    return popped !== undefined && Object.values(popped).includes(letter) && (reminded?.count ?? 0) > 0;
  }, letterId);
}

/** Closes a dialog on screen by one of its buttons; answers its title. */
async function closeDialog(page: Page): Promise<string> {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toHaveCount(1);
  const title = (await dialog.locator('.adm-dialog-title').innerText()).trim();
  await dialog.getByRole('button').first().click();
  await expect(dialog.getByText(title, { exact: true })).toHaveCount(0);
  return title;
}

test.describe('messages that say the right thing', () => {
  test('a withdrawal amount of "abc" is said to be no number, not to have too many decimals', async ({ page, harness }) => {
    await logInAsDemoMember(page, harness.server);
    // Whatever the launch popped up is closed first, as a member would.
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click().catch(() => undefined);
    await setFirstPayPassword(page, harness.server, DEMO_MEMBER.password, PAY_PASSWORD);
    await bindBankCard(page, harness.server);
    await page.getByRole('button', { name: 'Save card' }).click();
    await page.getByTestId('bank-card').waitFor();

    await openRoute(page, harness.server, '/pages/withdrawl/index');
    await page.getByLabel('Amount (USDT)').fill('abc');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(page.getByText('Please enter the amount in numbers, for example 100 or 12.50.')).toBeVisible();
    await expect(page.getByText(/at most 2 decimals/)).toHaveCount(0);
    // Nothing went towards a withdrawal: the pay password is not asked for.
    await expect(page.getByText('Enter your 4-digit pay password')).toHaveCount(0);
    await screenshot(page, 'withdraw-not-a-number');
  });

  test('the sign-in lock stays on the login page with the time left from the server, counting down', async ({ harness, newDevice }) => {
    test.setTimeout(120_000);
    const device = await newDevice();
    await openRoute(device, harness.server, '/pages/login/login');
    // Five wrong passwords from one address lock that account there for 15 minutes (the server's limits).
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await logIn(device, harness.server, DEMO_MEMBER.username, `wrong-${attempt}`);
      await expect(device.getByRole('alert').filter({ hasText: 'Wrong username or password.' })).toBeVisible();
    }
    await logIn(device, harness.server, DEMO_MEMBER.username, DEMO_MEMBER.password);

    const notice = device.getByTestId('sign-in-wait');
    await expect(notice).toContainText('Sign-in is paused');
    await expect(notice).toContainText(/Too many attempts\. You can try again in 1[45]:\d\d\./);
    const first = await secondsLeft(notice);
    expect(first).toBeGreaterThan(14 * 60);
    await screenshot(device, 'sign-in-locked');
    // Counting down, and still there once it has counted past the time a toast stays.
    await expect.poll(() => secondsLeft(notice)).toBeLessThanOrEqual(first - TOAST_MS / 1000 - 2);
    await expect(notice).toBeVisible();
    expect(device.url()).toContain('/pages/login/');
  });

  test('the launch shows its dialogs one at a time: the unread letter, then the session reminder', async ({ page, harness }) => {
    // A session reminder every 15 minutes, and a contract: the session has begun.
    await openRoute(page, harness.server, '/pages/my/limits');
    await page.getByRole('button', { name: 'Every 15 min' }).click();
    await expect(page.getByRole('button', { name: 'Every 15 min' })).toHaveAttribute('aria-pressed', 'true');
    await openRoute(page, harness.server, `/pages/market/kline?symbol=${encodeURIComponent('BTC/USDT')}`);
    const panel = page.getByRole('region', { name: 'Contract panel' });
    await panel.getByLabel('Amount (USDT)').fill('10');
    await panel.getByRole('button', { name: 'Buy up' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm contract' }).click();
    await expect(page.getByRole('region', { name: 'Contract running' })).toBeVisible();

    // Away from the chart (whose reminder would come at its next look), a letter arrives unread and
    // sixteen minutes of trading pass by the server's clock.
    await openRoute(page, harness.server, '/pages/my/index');
    const sent = await harness.operator('letter-send', '--member', DEMO_MEMBER.username, '--title', 'Your statement is ready', '--content', '<p>See your bills.</p>');
    const letterId = Number(/^Letter #(\d+) sent/.exec(sent)?.[1]);
    expect(letterId).toBeGreaterThan(0);
    harness.advanceClock(16 * MINUTE_MS);

    // The app launched again, on the chart: both are due at once. (Opened from another page of the
    // app, the chart would show its reminder before the launch.)
    await page.goto('about:blank');
    await openRoute(page, harness.server, `/pages/market/kline?symbol=${encodeURIComponent('BTC/USDT')}`);
    await expect(page.getByRole('dialog')).toHaveCount(1);
    // Both have been asked for, and a dialog that did not wait its turn would be drawn by now.
    await bothLaunchDialogsAsked(page, letterId);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await screenshot(page, 'launch-one-dialog');
    const seen = [await closeDialog(page)];
    await expect(page.getByRole('dialog')).toHaveCount(1);
    seen.push(await closeDialog(page));
    expect(seen.sort()).toEqual(['Time check', 'Your statement is ready'].sort());
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
