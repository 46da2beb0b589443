import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { withdrawalCharges, type WithdrawalRules } from '@meridian/protocol';
import { DEFAULT_WITHDRAW_SETTINGS } from '@meridian/server/dist/settings/withdraw-settings.js';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logIn, screenshot, useJourney } from '../support/harness.js';

const journey = useJourney('withdraw');
const OPERATOR_CLI = fileURLToPath(new URL('../../packages/server/dist/cli/operator.js', import.meta.url));
/** The rules the fresh server publishes: the preview must be exactly what this function charges. */
const RULES: WithdrawalRules = { currency: 'USDT', ...DEFAULT_WITHDRAW_SETTINGS.rules };
const PAY_PASSWORD = '2468';
const REASON = 'Card holder name does not match the account';

/** The operator's command, run as its own process against the harness server's DATA_DIR. */
async function operator(...args: string[]): Promise<string> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: journey.harness.dataDir, LOG_LEVEL: 'silent' };
  delete env.DATABASE_URL;
  const { stdout } = await promisify(execFile)(process.execPath, [OPERATOR_CLI, ...args], { env });
  return stdout;
}

function open(page: Page, hashPath: string): Promise<unknown> {
  return page.goto(`${journey.harness.server.url}/#${hashPath}`);
}

/** Taps the digits on the app's number pad, as a member does. */
async function tapPayPassword(page: Page, digits: string): Promise<void> {
  await page.getByRole('button', { name: 'Pay password' }).click();
  for (const digit of digits) await page.getByRole('button', { name: digit, exact: true }).click();
}

const text = (page: Page, testId: string) => page.getByTestId(testId).first().innerText();

describe('a withdrawal the operator rejects', () => {
  it('sets a pay password, then binds a bank card', async () => {
    const { page, harness } = journey;
    await open(page, '/pages/login/login');
    await logIn(page, harness.server, 'demo0001', 'demo1234');
    await page.waitForURL((url) => !url.hash.includes('/pages/login/'));

    await open(page, '/pages/my/paypasswordedit');
    await page.getByLabel('Login password').fill('demo1234');
    await page.getByLabel('New pay password').fill(PAY_PASSWORD);
    await page.getByLabel('Confirm pay password').fill(PAY_PASSWORD);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((url) => !url.hash.includes('paypasswordedit'));

    await open(page, '/pages/my/account');
    await page.getByRole('button', { name: /Add a bank card/ }).click();
    await page.getByLabel('Bank', { exact: true }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByLabel('Cardholder name').fill('Demo Member');
    await page.getByLabel('Account number').fill('6222 0212 3456 7890');
    await page.getByLabel('IBAN (optional)').fill('GB82 WEST 1234 5698 7654 32');
    await screenshot(page, 'withdraw-add-card');
    await page.getByRole('button', { name: 'Save card' }).click();
    await page.getByTestId('bank-card').waitFor();
    expect(await page.getByTestId('bank-card').innerText()).toContain('7890');
    expect(await page.getByTestId('bank-card').innerText()).not.toContain('6222021234567890');
    await screenshot(page, 'withdraw-account');
  });

  let orderNo = '';

  it('withdraws 100 USDT to the card: fee and tax previewed by the published rule, the balance held', async () => {
    const { page } = journey;
    await open(page, '/pages/withdrawl/index');
    await expect.poll(() => text(page, 'withdraw-available')).toBe('10,000.00 USDT');
    await page.getByLabel('Amount (USDT)').fill('100');
    const first = withdrawalCharges('100', RULES, 0);
    await expect.poll(() => text(page, 'withdraw-actual')).toBe(`${first.actualAmount} USDT`);
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
    await expect.poll(() => text(page, 'withdraw-available')).toBe('9,900.00 USDT');
    await page.getByLabel('Amount (USDT)').fill('250');
    const second = withdrawalCharges('250', RULES, 1);
    expect(second.tax).not.toBe('0.00');
    await expect.poll(() => text(page, 'withdraw-tax')).toBe(`${second.tax} USDT`);
    expect(await text(page, 'withdraw-actual')).toBe(`${second.actualAmount} USDT`);
    await screenshot(page, 'withdraw-preview-taxed');
  });

  it('the operator rejects it: the funds are back, and the reason is shown in the record and the bill', async () => {
    const { page } = journey;
    expect(await operator('withdrawal', 'reject', orderNo, REASON)).toContain(orderNo);

    await open(page, `/pages/withdrawl/index?tab=record&orderNo=${orderNo}`);
    await page.reload();
    const item = page.locator(`[data-order-no="${orderNo}"]`);
    await expect.poll(() => item.innerText()).toContain('Rejected');
    expect(await item.innerText()).toContain(REASON);
    await screenshot(page, 'withdraw-record-rejected');

    await page.getByRole('tab', { name: 'Withdraw' }).click();
    await expect.poll(() => text(page, 'withdraw-available')).toBe('10,000.00 USDT');

    await open(page, '/pages/my/bill_record?type=withdraw');
    await page.reload();
    const rows = page.getByTestId('bill-row');
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.nth(0).innerText()).toContain('+100.00');
    expect(await rows.nth(0).innerText()).toContain(REASON);
    expect(await rows.nth(1).innerText()).toContain('-100.00');
    await screenshot(page, 'withdraw-bills');

    await open(page, '/pages/my/index');
    await expect.poll(() => page.getByTestId('balance-amount').innerText()).toContain('10,000.00');
  });
});
