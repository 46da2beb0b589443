import type { Page } from '@playwright/test';
import { DEMO_MEMBER } from '@meridian/server/demo';
import { logIn, screenshot } from '../support/harness.js';
import { expect, test } from '../support/journey.js';
import { logInAsDemoMember, openRoute, signUp } from '../support/member-view.js';

test.describe.configure({ mode: 'serial' });

const NEW_MEMBER = { username: 'walker0036', password: 'walker-pass1' };
/** Spec section 8 and 9: the follow-up page opens 1.5 s after the toast. */
const REDIRECT_MS = 1_500;

/** Waits for the page the app goes to by itself, and answers how long it took from `since`. */
async function arrivesAt(page: Page, route: RegExp, since: number): Promise<number> {
  await page.waitForURL(route, { timeout: 10_000 });
  return Date.now() - since;
}

test.describe('what the spec says the app does, walked with a member without money', () => {
  test('a contract above the balance: the server says 7012, the toast says why, and the recharge page opens', async ({ page, harness }) => {
    await signUp(page, harness.server, NEW_MEMBER.username, NEW_MEMBER.password);
    await logIn(page, harness.server, NEW_MEMBER.username, NEW_MEMBER.password);
    await page.waitForURL((url) => !url.hash.includes('/pages/login/'));

    await openRoute(page, harness.server, `/pages/market/kline?symbol=${encodeURIComponent('BTC/USDT')}`);
    const panel = page.getByRole('region', { name: 'Contract panel' });
    await panel.getByLabel('Amount (USDT)').fill('20');
    // The balance on screen says it is too much, and the server decides.
    await expect(panel.getByText('More than your available balance')).toBeVisible();
    await panel.getByRole('button', { name: 'Buy up' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm contract' }).click();
    const refused = Date.now();
    await expect(page.locator('.adm-toast-main').filter({ hasText: 'Your available balance does not cover this contract. Please recharge.' })).toBeVisible();
    expect(await arrivesAt(page, /#\/pages\/recharge\/index/, refused)).toBeGreaterThanOrEqual(REDIRECT_MS - 200);
    await screenshot(page, 'contract-7012-recharge');
  });

  test('an interest deposit above the balance: the server says 6005, and the recharge page opens', async ({ page, harness }) => {
    await openRoute(page, harness.server, '/pages/wallet/index');
    // The wallet's own form, drawn once its figures have arrived (the pages on screen on the way
    // there may have an amount field of their own): typed into, it keeps what was typed.
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Buy in' }) });
    await form.getByText(/^Available:/).waitFor();
    const amount = form.getByLabel('Amount (USDT)');
    await amount.fill('100');
    await expect(amount).toHaveValue('100');
    await page.getByRole('button', { name: 'Buy in' }).click();
    const refused = Date.now();
    await expect(page.locator('.adm-toast-main').filter({ hasText: 'Sorry, your credit is running low' })).toBeVisible();
    expect(await arrivesAt(page, /#\/pages\/recharge\/index/, refused)).toBeGreaterThanOrEqual(REDIRECT_MS - 200);
  });
});

test.describe('copy to the clipboard', () => {
  test('copies the invitation code on my/info with the keyboard too, and says so', async ({ page, harness }) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: harness.server.url });
    await openRoute(page, harness.server, '/pages/my/info');
    const copy = page.getByRole('button', { name: /^Copy my invitation code / });
    const code = (await copy.innerText()).trim();
    expect(code).not.toBe('');
    await copy.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('.adm-toast-main').filter({ hasText: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  });
});

test.describe("the currency blanking of spec section 3, for the company the operator names", () => {
  test("blanks the currency of the member's balance on every page that shows it, 2 s after launch", async ({ harness, newDevice }) => {
    await harness.operator('settings-set', 'company', '--json', JSON.stringify({ companyName: 'Meridian', currency: 'USDT', logo: '', currencyBlankedFor: 'Meridian' }));
    const page = await newDevice();
    await logInAsDemoMember(page, harness.server);
    const balance = '10,000.00';

    // Launched afresh on each page: the blanking comes 2 s after launch.
    const pages: [string, () => ReturnType<Page['getByText']>][] = [
      ['/pages/withdrawl/index', () => page.getByTestId('withdraw-available')],
      ['/pages/recharge/index', () => page.getByTestId('recharge-balance')],
      ['/pages/wallet/index', () => page.getByText(/^Available:/)],
      [`/pages/market/kline?symbol=${encodeURIComponent('BTC/USDT')}`, () => page.getByRole('region', { name: 'Contract panel' }).getByText(/^Available:/)],
    ];
    for (const [route, available] of pages) {
      await openRoute(page, harness.server, route);
      await page.reload();
      await expect(available()).toContainText(balance);
      await expect(available(), route).not.toContainText('USDT', { timeout: 5_000 });
    }
    await openRoute(page, harness.server, '/pages/my/index');
    await expect(page.getByTestId('balance-amount')).toHaveText(balance, { useInnerText: true });
    await screenshot(page, 'currency-blanked');
    expect(DEMO_MEMBER.balance).toBe('10000.00');
  });
});
