import { formatAmount } from '@meridian/protocol';
import { DEMO_MEMBER } from '@meridian/server/demo';
import type { RunningServer } from '@meridian/server';
import type { Locator, Page } from '@playwright/test';
import { logIn, loginPageShown, solveSlider } from './harness.js';

/**
 * An amount as the app shows it (lib/money formatMoney): the currency's decimals, thousands
 * separators, and no minus on a zero (`-0.00` shows as `0.00`).
 */
export function shownAmount(amount: string, currency: string): string {
  const isNegative = amount.trim().startsWith('-');
  const [whole = '0', fraction] = formatAmount(amount.trim().replace(/^-/, ''), currency).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const text = fraction === undefined ? grouped : `${grouped}.${fraction}`;
  return isNegative && !/^[0.,]+$/.test(text) ? `-${text}` : text;
}

/** The value the app shows beside `label` in a definition list (`<dt>label</dt><dd>value</dd>`) inside `scope`. */
export function definition(scope: Page | Locator, label: string): Locator {
  return scope.locator(`xpath=.//dt[normalize-space()=${JSON.stringify(label)}]/following-sibling::dd[1]`);
}

/** Opens a route of the app (`/pages/…?query`) on the harness server. */
export function openRoute(page: Page, server: Pick<RunningServer, 'url'>, route: string): Promise<unknown> {
  return page.goto(`${server.url}/#${route}`);
}

/** Logs the demo member in on the login page and waits to leave it. */
export async function logInAsDemoMember(page: Page, server: Pick<RunningServer, 'url' | 'db'>): Promise<void> {
  await openRoute(page, server, '/pages/login/login');
  await logIn(page, server, DEMO_MEMBER.username, DEMO_MEMBER.password);
  await page.waitForURL((url) => !url.hash.includes('/pages/login/'));
}

/**
 * Sign-up's last step (issue 35): the account recovery codes, shown once. Reads them off the page,
 * ticks that they were kept, and goes on to login; answers the codes.
 */
export async function keepRecoveryCodes(page: Page): Promise<string[]> {
  const list = page.getByRole('list', { name: 'Recovery codes' });
  await list.waitFor();
  const codes = (await list.getByRole('listitem').allInnerTexts()).map((code) => code.trim());
  await page.getByRole('checkbox', { name: 'I have kept these codes somewhere safe' }).check();
  await page.getByRole('button', { name: 'Continue to log in' }).click();
  return codes;
}

/**
 * Signs a new member up on the register page, as anyone does, keeps the recovery codes it shows,
 * and waits for the login page it ends on; answers the codes.
 */
export async function signUp(page: Page, server: Pick<RunningServer, 'url' | 'db'>, username: string, password: string): Promise<string[]> {
  await openRoute(page, server, '/pages/login/register');
  // Only the sign-up form has this field: the login page's own Username box is gone by then.
  await page.getByLabel('Confirm password').waitFor();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('checkbox').check();
  await solveSlider(page, server);
  await page.getByRole('button', { name: 'Sign up' }).click();
  const codes = await keepRecoveryCodes(page);
  await page.waitForURL(/#\/pages\/login\/login/);
  await loginPageShown(page);
  return codes;
}

/** Taps the digits of the pay password on the app's own number pad, as a member does. */
export async function tapPayPassword(page: Page, digits: string): Promise<void> {
  await page.getByRole('button', { name: 'Pay password' }).click();
  for (const digit of digits) await page.getByRole('button', { name: digit, exact: true }).click();
}

/** Sets the member's first pay password on my/paypasswordedit, confirmed by the login password. */
export async function setFirstPayPassword(page: Page, server: Pick<RunningServer, 'url'>, loginPassword: string, payPassword: string): Promise<void> {
  await openRoute(page, server, '/pages/my/paypasswordedit');
  await page.getByLabel('Login password').fill(loginPassword);
  await page.getByLabel('New pay password').fill(payPassword);
  await page.getByLabel('Confirm pay password').fill(payPassword);
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL((url) => !url.hash.includes('paypasswordedit'));
}

/** Binds a bank card on my/account as a member does: the first bank, a holder, an account number and an IBAN. */
export async function bindBankCard(page: Page, server: Pick<RunningServer, 'url'>): Promise<void> {
  await openRoute(page, server, '/pages/my/account');
  await page.getByRole('button', { name: /Add a bank card/ }).click();
  await page.getByLabel('Bank', { exact: true }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.getByLabel('Cardholder name').fill('Demo Member');
  await page.getByLabel('Account number').fill('6222 0212 3456 7890');
  await page.getByLabel('IBAN (optional)').fill('GB82 WEST 1234 5698 7654 32');
}

/** A 2×2 PNG standing for the photo of a bank receipt. */
export const RECEIPT_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAEUlEQVR4nGP4z8DwH4QZYAwAR8oH+WdZbrcAAAAASUVORK5CYII=', 'base64');

/**
 * An offline recharge by bank transfer of the 500 preset, with a receipt, as a member sends one
 * from the recharge page; waits for its detail page ("Being confirmed") and answers its order number.
 */
export async function sendBankTransfer(page: Page, server: Pick<RunningServer, 'url'>): Promise<string> {
  await openRoute(page, server, '/pages/recharge/index');
  await page.getByRole('radio', { name: 'Bank transfer' }).click();
  await page.getByRole('button', { name: '500', exact: true }).click();
  await page.getByRole('textbox', { name: 'Amount' }).and(page.locator('[value="500.00"]')).waitFor();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.waitForURL(/#\/pages\/recharge\/offpay\?/);
  // The router changes the address first and shows the next page once its code has loaded
  // (a transition): until then the "Next" on screen is still the one just pressed.
  await page.getByTestId('offpay-bank').waitFor();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.waitForURL(/#\/pages\/recharge\/offpaybank\?/);
  await page.getByLabel('Real name').fill('Chan Tai Man');
  await page.getByTestId('proof-input').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: RECEIPT_PNG });
  await page.getByTestId('proof-preview').waitFor();
  await page.getByRole('button', { name: 'I have made the transfer' }).click();
  await page.waitForURL(/#\/pages\/recharge\/detail\?orderNo=/);
  await page.getByTestId('order-status').filter({ hasText: 'Being confirmed' }).waitFor();
  return (await page.getByTestId('order-no').textContent()) ?? '';
}
