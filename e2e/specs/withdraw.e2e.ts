import { withdrawalCharges, type WithdrawalRules } from '@meridian/protocol';
import { DEFAULT_WITHDRAW_SETTINGS } from '@meridian/server/demo';
import type { Page } from '@playwright/test';
import { screenshot } from '../support/harness.js';
import { expect, test } from '../support/journey.js';
import { bindBankCard, logInAsDemoMember, setFirstPayPassword, tapPayPassword } from '../support/member-view.js';

test.describe.configure({ mode: 'serial' });

/** The rules the fresh server publishes: the preview must be exactly what this function charges. */
const RULES: WithdrawalRules = { currency: 'USDT', ...DEFAULT_WITHDRAW_SETTINGS.rules };
const PAY_PASSWORD = '2468';
const REASON = 'Card holder name does not match the account';

const shownBy = (page: Page, testId: string) => page.getByTestId(testId).first();
const text = (page: Page, testId: string) => shownBy(page, testId).innerText();

test.describe('a withdrawal the operator rejects', () => {
  test('sets a pay password, then binds a bank card', async ({ page, harness }) => {
    await logInAsDemoMember(page, harness.server);

    await setFirstPayPassword(page, harness.server, 'demo1234', PAY_PASSWORD);

    await bindBankCard(page, harness.server);
    await screenshot(page, 'withdraw-add-card');
    await page.getByRole('button', { name: 'Save card' }).click();
    await page.getByTestId('bank-card').waitFor();
    expect(await page.getByTestId('bank-card').innerText()).toContain('7890');
    expect(await page.getByTestId('bank-card').innerText()).not.toContain('6222021234567890');
    await screenshot(page, 'withdraw-account');
  });

  let orderNo = '';

  test('withdraws 100 USDT to the card: fee and tax previewed by the published rule, the balance held', async ({ page, harness }) => {
    await page.goto(harness.appUrl('/pages/withdrawl/index'));
    await expect(shownBy(page, 'withdraw-available')).toHaveText('10,000.00 USDT', { useInnerText: true });
    await page.getByLabel('Amount (USDT)').fill('100');
    const first = withdrawalCharges('100', RULES, 0);
    await expect(shownBy(page, 'withdraw-actual')).toHaveText(`${first.actualAmount} USDT`, { useInnerText: true });
    expect(await text(page, 'withdraw-fee')).toBe(`${first.fee} USDT`);
    expect(await text(page, 'withdraw-tax')).toBe(`${first.tax} USDT`);
    await screenshot(page, 'withdraw-preview');

    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await page.getByText('Enter your 4-digit pay password').waitFor();
    await screenshot(page, 'withdraw-pay-password');
    await tapPayPassword(page, PAY_PASSWORD);

    await page.waitForURL(/tab=record/);
    const item = page.getByTestId('withdrawal').first();
    await item.waitFor();
    expect(await item.innerText()).toContain('Processing');
    orderNo = (await item.getAttribute('data-order-no')) ?? '';
    expect(orderNo).toMatch(/^WD/);
    await screenshot(page, 'withdraw-record-pending');

    // The next one today is beyond the free count: the preview adds the tax, as the rule says.
    await page.getByRole('tab', { name: 'Withdraw' }).click();
    await expect(shownBy(page, 'withdraw-available')).toHaveText('9,900.00 USDT', { useInnerText: true });
    await page.getByLabel('Amount (USDT)').fill('250');
    const second = withdrawalCharges('250', RULES, 1);
    expect(second.tax).not.toBe('0.00');
    await expect(shownBy(page, 'withdraw-tax')).toHaveText(`${second.tax} USDT`, { useInnerText: true });
    expect(await text(page, 'withdraw-actual')).toBe(`${second.actualAmount} USDT`);
    await screenshot(page, 'withdraw-preview-taxed');
  });

  test('the operator rejects it: the funds are back, and the reason is shown in the record and the bill', async ({ page, harness }) => {
    expect(await harness.operator('withdrawal', 'reject', orderNo, REASON)).toContain(orderNo);

    await page.goto(harness.appUrl(`/pages/withdrawl/index?tab=record&orderNo=${orderNo}`));
    await page.reload();
    const item = page.locator(`[data-order-no="${orderNo}"]`);
    await expect(item).toContainText('Rejected', { useInnerText: true });
    expect(await item.innerText()).toContain(REASON);
    await screenshot(page, 'withdraw-record-rejected');

    await page.getByRole('tab', { name: 'Withdraw' }).click();
    await expect(shownBy(page, 'withdraw-available')).toHaveText('10,000.00 USDT', { useInnerText: true });

    await page.goto(harness.appUrl('/pages/my/bill_record?type=withdraw'));
    await page.reload();
    const rows = page.getByTestId('bill-row');
    await expect(rows).toHaveCount(2);
    expect(await rows.nth(0).innerText()).toContain('+100.00');
    expect(await rows.nth(0).innerText()).toContain(REASON);
    // The money coming back is labelled a refund, not a second withdrawal.
    expect(await rows.nth(0).innerText()).toContain('Refund');
    expect(await rows.nth(0).innerText()).not.toContain('Withdrawal');
    expect(await rows.nth(1).innerText()).toContain('-100.00');
    expect(await rows.nth(1).innerText()).toContain('Withdrawal');
    await screenshot(page, 'withdraw-bills');

    await page.goto(harness.appUrl('/pages/my/index'));
    await expect(page.getByTestId('balance-amount')).toContainText('10,000.00', { useInnerText: true });
  });
});

test.describe('a withdrawal to a USDT address the operator pays', () => {
  const ADDRESS = 'TN3W4H6rK2ce4vX9YnFQHwKENnHjoxb3m9';
  let orderNo = '';

  test('saves a USDT address only with its network', async ({ page, harness }) => {
    await page.goto(harness.appUrl('/pages/my/personal'));
    await page.getByLabel('USDT address').fill(ADDRESS);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Please choose the network of your USDT address.').waitFor();
    expect(page.url()).toContain('/pages/my/personal');
    await page.getByText('TRC20', { exact: true }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((url) => !url.hash.includes('/pages/my/personal'));

    await page.goto(harness.appUrl('/pages/my/account'));
    await page.getByText(ADDRESS).waitFor();
    await screenshot(page, 'withdraw-account-usdt');
  });

  test('withdraws 50 USDT to the address: a wrong pay password is said in the sheet, the right one sends it', async ({ page, harness }) => {
    await page.goto(harness.appUrl('/pages/withdrawl/index'));
    await page.getByRole('radio', { name: /USDT \(TRC20\)/ }).click();
    await page.getByLabel('Amount (USDT)').fill('50');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await page.getByText('To USDT (TRC20) TN3W4H…xb3m9').waitFor();
    await tapPayPassword(page, '0000');
    await page.getByText('The pay password is wrong.').waitFor();
    await screenshot(page, 'withdraw-usdt-wrong-pay-password');
    for (const digit of PAY_PASSWORD) await page.getByRole('button', { name: digit, exact: true }).click();

    await page.waitForURL(/tab=record/);
    const item = page.getByTestId('withdrawal').first();
    await expect(item).toContainText('Processing', { useInnerText: true });
    expect(await item.innerText()).toContain('TRC20');
    orderNo = (await item.getAttribute('data-order-no')) ?? '';
    expect(orderNo).toMatch(/^WD/);
  });

  test('the operator pays it: the record says paid', async ({ page, harness }) => {
    const pending = await harness.operator('pending');
    expect(pending).toContain(orderNo);
    expect(pending).toContain(`TRC20 ${ADDRESS}`);
    expect(await harness.operator('withdrawal', 'pay', orderNo)).toContain(orderNo);

    await page.goto(harness.appUrl(`/pages/withdrawl/index?tab=record&orderNo=${orderNo}`));
    await page.reload();
    await expect(page.locator(`[data-order-no="${orderNo}"]`)).toContainText('Paid', { useInnerText: true });
    await screenshot(page, 'withdraw-usdt-paid');
  });

  test('an operator adjustment shows as an adjustment bill with its reason', async ({ page, harness }) => {
    expect(await harness.operator('adjust', 'demo0001', '25', 'Goodwill credit for a delay')).toContain('+25.00');
    await page.goto(harness.appUrl('/pages/my/bill_record?type=adjustment'));
    await page.reload();
    const row = page.getByTestId('bill-row').first();
    await expect(row).toContainText('Goodwill credit for a delay', { useInnerText: true });
    expect(await row.innerText()).toContain('Adjustment');
    expect(await row.innerText()).toContain('+25.00');
    await screenshot(page, 'withdraw-adjustment-bill');
  });

  test('removes the bank card with the pay password: the list and the withdraw page no longer show it', async ({ page, harness }) => {
    await page.goto(harness.appUrl('/pages/my/account'));
    await page.getByTestId('bank-card').waitFor();
    await page.getByRole('button', { name: /^Remove / }).click();
    await tapPayPassword(page, PAY_PASSWORD);
    await page.getByText('No bank card yet. Add one to withdraw to your bank.').waitFor();
    expect(await page.getByTestId('bank-card').count()).toBe(0);

    await page.goto(harness.appUrl('/pages/withdrawl/index'));
    await page.getByRole('radio', { name: /USDT \(TRC20\)/ }).waitFor();
    expect(await page.getByRole('radio').count()).toBe(1);
  });
});
