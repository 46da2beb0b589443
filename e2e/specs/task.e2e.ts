import type { Page } from '@playwright/test';
import { screenshot } from '../support/harness.js';
import { expect, test } from '../support/journey.js';
import { logInAsDemoMember } from '../support/member-view.js';

test.describe.configure({ mode: 'serial' });

const shownBy = (page: Page, testId: string) => page.getByTestId(testId).first();
const text = (page: Page, testId: string) => shownBy(page, testId).innerText();

/**
 * An amount as the app shows it (`USDT: 10,000.00`, `-USDT: 5.00`) in cents: the app always shows
 * two decimals, so the digits are the cents, exactly, with no float in between.
 */
function cents(shown: string): bigint {
  const digits = shown.replace(/[^\d]/g, '');
  if (!/\d\.\d{2}\b/.test(shown) || digits === '') throw new Error(`not an amount with two decimals: ${shown}`);
  return BigInt(digits);
}

/** Cents back to the app's `10,000.00`. */
function shownAmount(value: bigint): string {
  const whole = (value / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${whole}.${(value % 100n).toString().padStart(2, '0')}`;
}

test.describe('a goods-order task', () => {
  let orderNo = '';
  let commission = 0n;
  let price = 0n;

  test('opens the task page from home and grabs an order priced within the balance', async ({ page, harness }) => {
    await logInAsDemoMember(page, harness.server);

    await page.goto(harness.appUrl('/'));
    await page.getByRole('navigation', { name: 'Quick links' }).getByRole('button', { name: 'Tasks' }).click();
    await page.waitForURL(/#\/pages\/task\/index/);
    await page.getByTestId('task-level-name').waitFor();
    expect(await text(page, 'task-level-name')).toBe('VIP1');
    await expect(shownBy(page, 'balance-amount')).toContainText('10,000.00', { useInnerText: true });
    await screenshot(page, 'task-page');

    await page.getByRole('button', { name: 'Grab an order' }).click();
    const waiting = page.getByTestId('task-waiting-order');
    await waiting.waitFor();
    orderNo = (await waiting.getAttribute('data-order-no')) ?? '';
    expect(orderNo).not.toBe('');
    price = cents(await text(page, 'task-order-price'));
    commission = cents(await text(page, 'task-order-commission'));
    expect(price).toBeGreaterThan(0n);
    expect(price).toBeLessThanOrEqual(cents('10,000.00'));
    expect(commission).toBeGreaterThan(0n);
    expect(cents(await text(page, 'task-order-get-back'))).toBe(price + commission);
    // One order at a time: the grab waits for this one to be paid.
    expect(await page.getByRole('button', { name: 'Grab an order' }).isDisabled()).toBe(true);
    await screenshot(page, 'task-grabbed');
  });

  test('shows the debit and the credit before paying; paying credits exactly the commission shown', async ({ page }) => {
    const before = cents(await text(page, 'balance-amount'));
    await page.getByTestId('task-waiting-order').getByRole('button', { name: 'Pay' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('task-pay-debit').waitFor();
    expect(cents(await dialog.getByTestId('task-pay-debit').innerText())).toBe(price);
    expect(cents(await dialog.getByTestId('task-pay-credit').innerText())).toBe(price + commission);
    expect(cents(await dialog.getByTestId('task-pay-gain').innerText())).toBe(commission);
    expect(cents(await dialog.getByTestId('task-pay-balance-after').innerText())).toBe(before + commission);
    await screenshot(page, 'task-pay-preview');

    await dialog.getByRole('button', { name: 'Confirm payment' }).click();
    await page.getByTestId('task-paid-result').waitFor();
    expect(await text(page, 'task-paid-result')).toContain(shownAmount(commission));
    await expect.poll(async () => cents(await text(page, 'balance-amount'))).toBe(before + commission);

    const row = page.locator(`[data-testid="task-order"][data-order-no="${orderNo}"]`);
    await expect(row).toHaveAttribute('data-status', 'paid');
    expect(await row.innerText()).toContain('Paid');
    // The next grab waits for the published interval, counting down.
    await page.getByTestId('task-countdown').waitFor();
    expect(await text(page, 'task-countdown')).toMatch(/Next grab in 00:\d\d/);
    await screenshot(page, 'task-paid');

    await row.getByRole('button').click();
    const detail = page.getByTestId('task-order-detail');
    await detail.getByTestId('task-detail-status').waitFor();
    expect(await detail.getByTestId('task-detail-status').innerText()).toBe('Paid');
    expect(await detail.innerText()).toContain(orderNo);
    await screenshot(page, 'task-order-detail');
  });

  test('the task bills show the payment and the credit back, and the my page shows the level', async ({ page, harness }) => {
    await page.goto(harness.appUrl('/pages/my/bill_record?type=task'));
    await page.reload();
    const amounts = page.getByTestId('bill-amount');
    await expect.poll(() => amounts.count()).toBeGreaterThan(0);
    // The price out and the price plus the commission back: together exactly the commission.
    const shown = (await amounts.allInnerTexts()).map((item) => item.trim());
    expect([...shown].sort()).toEqual([`+${shownAmount(price + commission)}`, `-${shownAmount(price)}`]);
    await screenshot(page, 'task-bills');

    await page.goto(harness.appUrl('/pages/my/index'));
    await expect(shownBy(page, 'member-level')).toContainText('VIP1', { useInnerText: true });
    await screenshot(page, 'task-my-level');
  });
});
