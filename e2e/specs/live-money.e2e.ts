import { roundMoney } from '@meridian/protocol';
import { DEMO_MEMBER } from '@meridian/server/demo';
import type { Page } from '@playwright/test';
import { screenshot } from '../support/harness.js';
import { expect, test } from '../support/journey.js';
import { bindBankCard, logInAsDemoMember, openRoute, setFirstPayPassword, shownAmount, tapPayPassword } from '../support/member-view.js';

test.describe.configure({ mode: 'serial' });

/**
 * The member's app stays live while others act (issue 36): a contract followed across pages, its
 * result said wherever the member is, an operator's credit and payment, a letter and a kick-out
 * reaching the open app at once. No journey here reloads the page: every change arrives by itself.
 */
const PAIR = 'BTC/USDT';
const KLINE = `/pages/market/kline?symbol=${encodeURIComponent(PAIR)}`;
const CURRENCY = 'USDT';
const PAY_PASSWORD = '2468';
/** A 30 s contract settles within this, its push included, on a busy machine. */
const SETTLES_WITHIN_MS = 60_000;
/** What "at once" is allowed to take here: a push, and the call it makes, on 2 shared cores. */
const AT_ONCE_MS = 10_000;

type Amount = ReturnType<typeof roundMoney>;

/** A figure the app shows (`USDT: 9,900.00`, `9,900.00 USDT`) as an amount. */
function figureOf(text: string): Amount {
  const match = /(-?[\d,]+\.\d{2})/.exec(text);
  if (!match?.[1]) throw new Error(`no amount in "${text}"`);
  return roundMoney(match[1].replaceAll(',', ''), CURRENCY);
}

const shown = (amount: Amount) => shownAmount(amount.toFixed(2), CURRENCY);

/** Places a 30 s contract up from the K-line page's panel and waits until it runs. */
async function placeContract(page: Page): Promise<void> {
  const panel = page.getByRole('region', { name: 'Contract panel' });
  await panel.getByRole('button', { name: /^30s/ }).click();
  await panel.getByRole('button', { name: 'Up', exact: true }).click();
  await panel.getByLabel(`Amount (${CURRENCY})`).fill('100');
  await panel.getByRole('button', { name: 'Buy up' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm contract' }).click();
  await page.getByRole('region', { name: 'Contract running' }).waitFor();
}

test.describe('a contract followed across pages', () => {
  test('leaving the K-line and coming back shows the running contract with its countdown, then its result', async ({ page, harness }) => {
    await logInAsDemoMember(page, harness.server);
    await openRoute(page, harness.server, KLINE);
    await placeContract(page);

    await openRoute(page, harness.server, '/pages/my/index');
    await page.getByTestId('balance-amount').waitFor();
    await openRoute(page, harness.server, KLINE);

    const running = page.getByRole('region', { name: 'Contract running' });
    await running.waitFor();
    await expect(running.getByRole('timer')).toHaveAccessibleName(/^\d+ seconds? left$|^Settling$/);
    await expect(running.getByText(/^Up · 100\.00 USDT from /)).toBeVisible();
    await screenshot(page, 'live-contract-back-on-kline');

    const result = page.getByRole('status', { name: 'Contract result' });
    await result.waitFor({ timeout: SETTLES_WITHIN_MS });
    await expect(result.getByText(/^(You won|You lost|Draw: amount returned)$/)).toBeVisible();
    await screenshot(page, 'live-contract-result-after-return');
    await result.getByRole('button', { name: 'New contract' }).click();
  });

  test('a contract that settles while the member is on another page says its result there', async ({ page, harness }) => {
    await placeContract(page);
    await openRoute(page, harness.server, '/pages/my/index');
    await page.getByTestId('balance-amount').waitFor();

    await expect(page.getByText(/^Contract settled: BTC\/USDT Up · (You won \+|You lost -|Draw: amount returned )[\d,.]+$/)).toBeVisible({ timeout: SETTLES_WITHIN_MS });
    await screenshot(page, 'live-contract-settle-notice');
    expect(page.url()).toContain('/pages/my/index');
  });
});

test.describe('money moved by an operator reaches the open app', () => {
  test("my/index shows an operator's adjustment without a reload", async ({ page, harness }) => {
    await openRoute(page, harness.server, '/pages/my/index');
    const balance = page.getByTestId('balance-amount');
    // No contract is running any more: the figure on screen is the whole balance.
    await expect(balance).toHaveText(/\d/, { useInnerText: true });
    const before = figureOf(await balance.innerText());

    expect(await harness.operator('adjust', DEMO_MEMBER.username, '-9000', 'Moved to the savings account')).toContain('by -9000.00 USDT');
    await expect(balance).toHaveText(`${CURRENCY}: ${shown(before.minus(9000))}`, { useInnerText: true, timeout: AT_ONCE_MS });
    await screenshot(page, 'live-money-my-index');
  });

  test("a withdrawal above the balance shown before an operator's credit goes through without a reload", async ({ page, harness }) => {
    await setFirstPayPassword(page, harness.server, DEMO_MEMBER.password, PAY_PASSWORD);
    await bindBankCard(page, harness.server);
    await page.getByRole('button', { name: 'Save card' }).click();
    await page.getByTestId('bank-card').waitFor();

    await openRoute(page, harness.server, '/pages/withdrawl/index');
    const available = page.getByTestId('withdraw-available');
    await expect(available).toHaveText(/\d/, { useInnerText: true });
    const before = figureOf(await available.innerText());

    expect(await harness.operator('adjust', DEMO_MEMBER.username, '500', 'Goodwill credit for a delay')).toContain('+500.00');
    await expect(available).toHaveText(`${shown(before.plus(500))} ${CURRENCY}`, { useInnerText: true, timeout: AT_ONCE_MS });

    // More than the balance was before the credit.
    const amount = before.plus(200).toFixed(2);
    await page.getByLabel(`Amount (${CURRENCY})`).fill(amount);
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await tapPayPassword(page, PAY_PASSWORD);
    await page.waitForURL(/tab=record/);
    const item = page.getByTestId('withdrawal').first();
    await expect(item).toContainText('Processing', { useInnerText: true });
    expect(await item.innerText()).toContain(shown(roundMoney(amount, CURRENCY)));
    await screenshot(page, 'live-money-withdrawal-placed');
  });

  test('a withdrawal the operator pays says so without a reload', async ({ page, harness }) => {
    const item = page.getByTestId('withdrawal').first();
    const orderNo = (await item.getAttribute('data-order-no')) ?? '';
    expect(orderNo).toMatch(/^WD/);

    expect(await harness.operator('withdrawal', 'pay', orderNo)).toContain(orderNo);
    await expect(page.locator(`[data-order-no="${orderNo}"]`)).toContainText('Paid', { useInnerText: true, timeout: AT_ONCE_MS });
    await screenshot(page, 'live-money-withdrawal-paid');
  });
});

test.describe('what else reaches the open app', () => {
  test("the unread-letter badge counts an operator's letter without a reload", async ({ page, harness }) => {
    await openRoute(page, harness.server, '/pages/my/index');
    await page.getByRole('button', { name: 'Messages' }).waitFor();
    const badge = page.locator('.adm-tab-bar .adm-badge');
    const unreadBefore = (await badge.count()) === 0 ? 0 : Number(/\d+/.exec(await badge.innerText())?.[0] ?? '0');

    expect(await harness.operator('letter-send', '--member', DEMO_MEMBER.username, '--title', 'Statement ready', '--content', '<p>Your statement is ready.</p>')).toMatch(/^Letter #\d+ sent/);
    const expected = unreadBefore + 1;
    await expect(badge).toContainText(`${expected} unread letter${expected === 1 ? '' : 's'}`, { useInnerText: true, timeout: AT_ONCE_MS });

    expect(await harness.operator('letter-send', '--title', 'For every member', '--content', '<p>New trading pairs next week.</p>')).toMatch(/^Letter #\d+ sent to every member/);
    await expect(badge).toContainText(`${expected + 1} unread letters`, { useInnerText: true, timeout: AT_ONCE_MS });
    await screenshot(page, 'live-letter-badge');
  });

  test('an app whose sessions an operator ended goes to login by itself', async ({ page, harness }) => {
    await openRoute(page, harness.server, '/pages/my/index');
    await page.getByTestId('balance-amount').waitFor();

    expect(await harness.operator('kick', DEMO_MEMBER.username)).toMatch(/^Ended \d+ sessions? of demo0001/);
    // Nothing is tapped: the kick-out push makes the app ask, and its 1001 opens login.
    await page.waitForURL(/#\/pages\/login\/login/, { timeout: AT_ONCE_MS });
    expect(await page.getByTestId('balance-amount').count()).toBe(0);
    await screenshot(page, 'live-kicked-out');
  });
});
