import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot, solveSlider, startHarness, type Harness } from '../support/harness.js';

let harness: Harness;
let page: Page;
const username = `e2e${Date.now().toString().slice(-8)}`;
const password = 'secret123';

async function logIn(): Promise<void> {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await solveSlider(page, harness.server);
  await page.getByRole('button', { name: 'Log in' }).click();
}

describe('a new member', () => {
  beforeAll(async () => {
    harness = await startHarness();
    page = await harness.newPage();
  });
  afterAll(async () => {
    await harness.close();
  });
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail') await screenshot(page, `failed-${context.task.name.replace(/\W+/g, '-')}`);
  });

  it('registers with the slider captcha', async () => {
    await page.goto(`${harness.server.url}/#/pages/login/register`);
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password').fill(password);
    await page.getByRole('checkbox').check();
    await solveSlider(page, harness.server);
    await screenshot(page, 'register-filled');
    await page.getByRole('button', { name: 'Sign up' }).click();
    // A new account goes to login with its username filled in.
    await page.waitForURL(/#\/pages\/login\/login/);
    await expect.poll(() => page.getByLabel('Username').inputValue()).toBe(username);
  });

  it('logs in and sees their username and balance on the my page', async () => {
    await logIn();
    await page.waitForURL((url) => !url.hash.includes('/pages/login/'));
    await page.goto(`${harness.server.url}/#/pages/my/index`);
    await expect.poll(() => page.getByText(username).first().isVisible()).toBe(true);
    await expect.poll(() => page.getByText('0.00').first().isVisible()).toBe(true);
    await screenshot(page, 'my-index');
  });

  it('logs out; my/index then needs login and returns there after it', async () => {
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL((url) => !url.hash.includes('/pages/my/'));
    await page.goto(`${harness.server.url}/#/pages/my/index`);
    await page.waitForURL(/#\/pages\/login\/login/);
    await logIn();
    await page.waitForURL(/#\/pages\/my\/index/);
    await expect.poll(() => page.getByText(username).first().isVisible()).toBe(true);
  });

  it('switches to zh-HK and the page is translated', async () => {
    await page.getByText('Language', { exact: true }).click();
    await page.getByText('繁體中文').click();
    await expect.poll(() => page.getByText('登出').first().isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Log out', { exact: true }).count()).toBe(0);
    await screenshot(page, 'my-index-zh-HK');
  });
});
