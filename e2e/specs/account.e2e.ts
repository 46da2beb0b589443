import type { Page } from '@playwright/test';
import { logIn as logInAs, loginPageShown, screenshot, solveSlider, type Harness } from '../support/harness.js';
import { expect, test } from '../support/journey.js';
import { keepRecoveryCodes } from '../support/member-view.js';

test.describe.configure({ mode: 'serial' });

const username = `e2e${Date.now().toString().slice(-8)}`;
const password = 'secret123';

function logIn(page: Page, harness: Harness): Promise<void> {
  return logInAs(page, harness.server, username, password);
}

test.describe('a new member', () => {
  test('registers with the slider captcha', async ({ page, harness }) => {
    await page.goto(harness.appUrl('/pages/login/register'));
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password').fill(password);
    await page.getByRole('checkbox').check();
    await solveSlider(page, harness.server);
    await screenshot(page, 'register-filled');
    await page.getByRole('button', { name: 'Sign up' }).click();
    // A new account shows its recovery codes once, then goes to login with its username filled in.
    expect(await keepRecoveryCodes(page)).toHaveLength(8);
    await page.waitForURL(/#\/pages\/login\/login/);
    await loginPageShown(page);
    await expect(page.getByLabel('Username')).toHaveValue(username);
  });

  test('logs in and sees their username and balance on the my page', async ({ page, harness }) => {
    await logIn(page, harness);
    await page.waitForURL((url) => !url.hash.includes('/pages/login/'));
    await page.goto(harness.appUrl('/pages/my/index'));
    await expect(page.getByText(username).first()).toBeVisible();
    await expect(page.getByText('0.00').first()).toBeVisible();
    await screenshot(page, 'my-index');
  });

  test('logs out; my/index then needs login and returns there after it', async ({ page, harness }) => {
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL((url) => !url.hash.includes('/pages/my/'));
    await page.goto(harness.appUrl('/pages/my/index'));
    await page.waitForURL(/#\/pages\/login\/login/);
    await logIn(page, harness);
    await page.waitForURL(/#\/pages\/my\/index/);
    await expect(page.getByText(username).first()).toBeVisible();
  });

  test('switches to zh-HK and the page is translated', async ({ page }) => {
    await page.getByText('Language', { exact: true }).click();
    await page.getByText('繁體中文').click();
    await expect(page.getByText('登出').first()).toBeVisible();
    await expect(page.getByText('Log out', { exact: true })).toHaveCount(0);
    await screenshot(page, 'my-index-zh-HK');

    // The next visit's page comes from the server already in the chosen language (its first paint
    // drawn in it), whatever the browser's own language says.
    const next = await page.context().request.get(new URL('/', page.url()).href, { headers: { 'accept-language': 'en-US' } });
    expect(await next.text()).toContain('<html lang="zh-HK">');
  });
});
