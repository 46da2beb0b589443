import { DEMO_OPERATOR } from '@meridian/server/demo';
import type { Page } from '@playwright/test';
import { authenticatorCode, firstSignIn, newBannerDialog, newDeskPage } from '../support/console-view.js';
import { expect, test } from '../support/journey.js';
import { logInAsDemoMember, openRoute, RECEIPT_PNG, sendBankTransfer } from '../support/member-view.js';

/**
 * What operators of real back offices have (issue 36), walked at 1,440 px against the real
 * server: a member's money on their page, days and totals on the money lists, passwords changed
 * and reset, with the member app and a second operator alongside.
 */
test.describe.configure({ mode: 'serial' });

const OWNER_PASSWORD = 'owner password for the back office';
const CLERK_PASSWORD = 'clerk password for the back office';
const CLERK_NEW_PASSWORD = 'clerk password chosen after a reset';

let owner: Page;
let clerk: Page;
/** The clerk's authenticator, as their phone keeps it. */
let clerkSecret = '';
let rechargeNo = '';

/** Today as the server's lists count days (UTC). */
const today = () => new Date().toISOString().slice(0, 10);

test.afterAll(async () => {
  // A run of some journeys only may not have opened the clerk's desk.
  for (const desk of [owner, clerk] as (Page | undefined)[]) await desk?.context().close();
});

/** Picks a range of days in the search form's "Days (UTC)" field, typed as an operator may. */
async function pickDays(page: Page, from: string, to: string): Promise<void> {
  const search = page.getByRole('search');
  await search.getByPlaceholder('From').click();
  await search.getByPlaceholder('From').fill(from);
  await search.getByPlaceholder('From').press('Enter');
  await search.getByPlaceholder('To').fill(to);
  await search.getByPlaceholder('To').press('Enter');
  await search.getByRole('button', { name: 'Search' }).click();
}

/** Signs in on the login page with a password and, when asked, the authenticator's next code. */
async function signInWithCode(page: Page, consoleUrl: string, username: string, password: string, code: string): Promise<void> {
  await page.goto(consoleUrl);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('Authenticator or recovery code').fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test.describe("the console's back office", () => {
  test("a member's recharge and bills show on their page, with the totals of every match", async ({ page, browser, harness }) => {
    owner = await newDeskPage(browser);
    await firstSignIn(owner, `${harness.server.url}/console/`, DEMO_OPERATOR.username, DEMO_OPERATOR.password, OWNER_PASSWORD);
    await logInAsDemoMember(page, harness.server);
    rechargeNo = await sendBankTransfer(page, harness.server);
    await harness.operator('adjust', 'demo0001', '25.00', 'Goodwill', 'credit');

    await owner.getByRole('menuitem', { name: 'Members' }).click();
    await owner.getByRole('link', { name: 'demo0001' }).click();
    await owner.getByRole('heading', { name: /demo0001/ }).waitFor();
    await expect(owner.getByRole('tab')).toHaveText(['Recharges', 'Withdrawals', 'Bills', 'Contracts', 'Mining', 'Interest', 'Tasks']);
    const recharge = owner.getByRole('row').filter({ hasText: rechargeNo });
    await expect(recharge).toContainText('500.00');
    await expect(recharge).toContainText('Pending review');
    await owner.getByRole('tab', { name: 'Bills' }).click();
    const bills = owner.getByRole('tabpanel', { name: 'Bills' });
    await expect(bills.getByRole('row').filter({ hasText: 'Goodwill credit' })).toContainText('25.00');
    // The demo balance and the goodwill: every bill of the member, added up by the server.
    await expect(bills.getByTestId('list-totals')).toHaveText('All 2 matching rows add up to 10025.00 USDT');
  });

  test('the recharges of chosen days, their total and their file', async ({ harness }) => {
    await owner.goto(`${harness.server.url}/console/recharges`);
    await pickDays(owner, today(), today());
    await expect(owner.getByRole('row').filter({ hasText: rechargeNo })).toBeVisible();
    await expect(owner.getByTestId('list-totals')).toHaveText('The 1 matching row adds up to 500.00 USDT');
    await expect(owner.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', `/admin/recharges/export?createdFrom=${today()}&createdTo=${today()}`);

    await pickDays(owner, '2026-01-01', '2026-01-31');
    await expect(owner.getByTestId('list-totals')).toHaveText('No row matches.');
    await expect(owner.getByRole('row').filter({ hasText: rechargeNo })).toHaveCount(0);
  });

  test('a clerk changes their own password; the owner resets it, which signs the clerk out, and their next sign-in sets a new one', async ({ browser, harness }) => {
    const consoleUrl = `${harness.server.url}/console/`;
    const added = await harness.operator('operator-add', 'clerk', '--role', 'finance');
    const oneTimePassword = /One-time password: (\S+)/.exec(added)?.[1] ?? '';
    clerk = await newDeskPage(browser);
    clerkSecret = await firstSignIn(clerk, consoleUrl, 'clerk', oneTimePassword, CLERK_PASSWORD);

    await test.step('the clerk changes their own password from the header', async () => {
      await clerk.getByRole('button', { name: 'Change password' }).click();
      const dialog = clerk.getByRole('dialog', { name: 'Change password' });
      await dialog.getByLabel('Current password').fill(CLERK_PASSWORD);
      await dialog.getByLabel('New password', { exact: true }).fill(CLERK_PASSWORD);
      await dialog.getByLabel('New password again').fill(CLERK_PASSWORD);
      await dialog.getByRole('button', { name: 'Change the password' }).click();
      await expect(dialog.getByText('Choose a new password, not the one you have now.')).toBeVisible();
      await dialog.getByLabel('New password', { exact: true }).fill(`${CLERK_PASSWORD} 2`);
      await dialog.getByLabel('New password again').fill(`${CLERK_PASSWORD} 2`);
      await dialog.getByRole('button', { name: 'Change the password' }).click();
      await expect(clerk.getByText('Your password is changed.')).toBeVisible();
      // Still signed in here: the next page opens.
      await clerk.getByRole('menuitem', { name: 'Withdrawals' }).click();
      await clerk.getByRole('heading', { name: 'Withdrawals' }).waitFor();
    });

    const resetPassword = await test.step('the owner resets it and reads the one-time password once', async () => {
      await owner.getByRole('menuitem', { name: 'Operators' }).click();
      const row = owner.getByRole('row').filter({ hasText: 'clerk' });
      await row.getByRole('button', { name: 'Reset password' }).click();
      await owner.getByRole('dialog').getByRole('button', { name: 'Reset password' }).click();
      const shown = owner.getByRole('dialog', { name: 'One-time password of clerk' });
      const password = ((await shown.locator('code').textContent()) ?? '').trim();
      expect(password).toMatch(/^[\w-]{16}$/);
      await shown.getByRole('button', { name: 'Close', exact: true }).last().click();
      return password;
    });

    await test.step("the clerk's open console is signed out, and the one-time password with the authenticator leads to a new password", async () => {
      await clerk.getByRole('menuitem', { name: 'Recharges' }).click();
      await clerk.waitForURL(/\/console\/login/);
      harness.advanceClock(30_000);
      await signInWithCode(clerk, consoleUrl, 'clerk', resetPassword, await authenticatorCode(clerkSecret, harness.now()));
      await clerk.waitForURL(/\/console\/first-sign-in/);
      await clerk.getByLabel('One-time password').fill(resetPassword);
      await clerk.getByLabel('New password', { exact: true }).fill(CLERK_NEW_PASSWORD);
      await clerk.getByLabel('New password again').fill(CLERK_NEW_PASSWORD);
      await clerk.getByRole('button', { name: 'Set the password' }).click();
      // The authenticator is still theirs: straight to work.
      await clerk.getByRole('heading', { name: 'Dashboard' }).waitFor();
    });
  });

  test("the owner's command line resets the clerk's authenticator; the clerk enrols a new one at the next sign-in", async ({ harness }) => {
    const printed = await harness.operator('operator-authenticator-reset', 'clerk');
    expect(printed).toContain("clerk's authenticator was removed and their sessions ended.");
    await clerk.reload();
    await clerk.waitForURL(/\/console\/login/);
    await clerk.getByLabel('Username').fill('clerk');
    await clerk.getByLabel('Password', { exact: true }).fill(CLERK_NEW_PASSWORD);
    await clerk.getByRole('button', { name: 'Sign in' }).click();
    await clerk.waitForURL(/\/console\/first-sign-in/);
    const secretText = clerk.getByText(/^[A-Z2-7]{16,}$/);
    await secretText.waitFor();
    const secret = ((await secretText.textContent()) ?? '').replace(/\s/g, '');
    expect(secret).not.toBe(clerkSecret);
    await clerk.getByLabel('Code from the authenticator').fill(await authenticatorCode(secret, harness.now()));
    await clerk.getByRole('button', { name: 'Confirm' }).click();
    await clerk.getByRole('button', { name: 'I have saved them' }).click();
    await clerk.getByRole('heading', { name: 'Dashboard' }).waitFor();
  });

  test('two clerks and one pending order: the owner takes it; the clerk sees who holds it and takes it over to approve it', async ({ page, harness }) => {
    const pendingUrl = `${harness.server.url}/console/pending`;
    await owner.goto(pendingUrl);
    const ownersRow = owner.getByRole('row').filter({ hasText: rechargeNo });
    await ownersRow.getByRole('button', { name: 'Take', exact: true }).click();
    await expect(ownersRow).toContainText('Yours');

    await clerk.goto(pendingUrl);
    const clerksRow = clerk.getByRole('row').filter({ hasText: rechargeNo });
    await expect(clerksRow).toContainText('Held by admin (console)');
    await expect(clerksRow.getByRole('button', { name: 'Approve' })).toBeDisabled();
    await expect(clerksRow.getByRole('button', { name: 'Reject' })).toBeDisabled();
    await clerksRow.getByRole('button', { name: 'Take over' }).click();
    await clerk.getByRole('dialog').getByRole('button', { name: 'Take over' }).click();
    await expect(clerksRow).toContainText('Yours');

    // The owner's page, refreshed, says who has it now, and no longer lets the owner decide it.
    await owner.getByRole('button', { name: 'Refresh' }).click();
    await expect(ownersRow).toContainText('Held by clerk (console)');
    await expect(ownersRow.getByRole('button', { name: 'Approve' })).toBeDisabled();

    await clerksRow.getByRole('button', { name: 'Approve' }).click();
    await clerk.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    await expect(clerksRow).toHaveCount(0);
    await page.goto(harness.appUrl(`/pages/recharge/detail?orderNo=${rechargeNo}`));
    await expect(page.getByTestId('order-status')).toHaveText('Credited');
  });

  test("a logo uploaded in the console shows on the member app's sign-in page", async ({ newDevice, harness }) => {
    await owner.goto(`${harness.server.url}/console/products/settings`);
    await owner.getByRole('tab', { name: 'Company' }).click();
    await owner.locator('input[type=file]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: RECEIPT_PNG });
    const shown = owner.getByRole('img', { name: "The company's logo" });
    await expect(shown).toHaveAttribute('src', /^\/uploads\/[\w-]+\.png$/);
    const logo = (await shown.getAttribute('src')) ?? '';

    const visitor = await newDevice();
    await openRoute(visitor, harness.server, '/pages/login/login');
    await expect(visitor.locator(`img[src="${logo}"]`)).toBeVisible();
  });

  // Last in the file: it moves the server's clock a day on.
  test("a banner given a start tomorrow stays off the member's home until then", async ({ page, harness }) => {
    const tomorrow = new Date(harness.now() + 24 * 3_600_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    const startText = `${tomorrow.getFullYear()}-${pad(tomorrow.getMonth() + 1)}-${pad(tomorrow.getDate())} ${pad(tomorrow.getHours())}:${pad(tomorrow.getMinutes())}:00`;
    const dialog = await newBannerDialog(owner, harness.server.url, 'Tomorrow banner', RECEIPT_PNG);
    await dialog.getByPlaceholder('From now').click();
    await dialog.getByPlaceholder('From now').fill(startText);
    await dialog.getByPlaceholder('From now').press('Enter');
    // Away from the picker (Escape would close the dialog too), to a field it does not cover: the end stays empty.
    await dialog.getByLabel('Sort').click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    const row = owner.getByRole('row').filter({ hasText: 'Tomorrow banner' });
    await expect(row).toContainText('Scheduled');
    const image = (await row.getByRole('img', { name: 'Tomorrow banner' }).getAttribute('src')) ?? '';
    expect(image).toMatch(/^\/uploads\//);

    await page.goto(harness.appUrl('/pages/home/index'));
    await page.reload();
    // The carousel is there, with the seeded banners, and without this one.
    await expect(page.locator('img[src^="/media/banners/"]').first()).toBeAttached();
    await expect(page.locator(`img[src="${image}"]`)).toHaveCount(0);

    harness.advanceClock(24 * 3_600_000 + 60_000);
    await page.reload();
    await expect(page.locator(`img[src="${image}"]`).first()).toBeAttached();
  });
});
