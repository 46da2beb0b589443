import { describe, expect, it } from 'vitest';
import { logIn as logInAs, screenshot, solveSlider, useJourney } from '../support/harness.js';

const journey = useJourney('account');
const username = `e2e${Date.now().toString().slice(-8)}`;
const password = 'secret123';

function logIn(): Promise<void> {
  return logInAs(journey.page, journey.harness.server, username, password);
}

describe('a new member', () => {
  it('registers with the slider captcha', async () => {
    await journey.page.goto(`${journey.harness.server.url}/#/pages/login/register`);
    await journey.page.getByLabel('Username').fill(username);
    await journey.page.getByLabel('Password', { exact: true }).fill(password);
    await journey.page.getByLabel('Confirm password').fill(password);
    await journey.page.getByRole('checkbox').check();
    await solveSlider(journey.page, journey.harness.server);
    await screenshot(journey.page, 'register-filled');
    await journey.page.getByRole('button', { name: 'Sign up' }).click();
    // A new account goes to login with its username filled in.
    await journey.page.waitForURL(/#\/pages\/login\/login/);
    await expect.poll(() => journey.page.getByLabel('Username').inputValue()).toBe(username);
  });

  it('logs in and sees their username and balance on the my page', async () => {
    await logIn();
    await journey.page.waitForURL((url) => !url.hash.includes('/pages/login/'));
    await journey.page.goto(`${journey.harness.server.url}/#/pages/my/index`);
    await expect.poll(() => journey.page.getByText(username).first().isVisible()).toBe(true);
    await expect.poll(() => journey.page.getByText('0.00').first().isVisible()).toBe(true);
    await screenshot(journey.page, 'my-index');
  });

  it('logs out; my/index then needs login and returns there after it', async () => {
    await journey.page.getByRole('button', { name: 'Log out' }).click();
    await journey.page.getByRole('button', { name: 'Confirm' }).click();
    await journey.page.waitForURL((url) => !url.hash.includes('/pages/my/'));
    await journey.page.goto(`${journey.harness.server.url}/#/pages/my/index`);
    await journey.page.waitForURL(/#\/pages\/login\/login/);
    await logIn();
    await journey.page.waitForURL(/#\/pages\/my\/index/);
    await expect.poll(() => journey.page.getByText(username).first().isVisible()).toBe(true);
  });

  it('switches to zh-HK and the page is translated', async () => {
    await journey.page.getByText('Language', { exact: true }).click();
    await journey.page.getByText('繁體中文').click();
    await expect.poll(() => journey.page.getByText('登出').first().isVisible()).toBe(true);
    await expect.poll(() => journey.page.getByText('Log out', { exact: true }).count()).toBe(0);
    await screenshot(journey.page, 'my-index-zh-HK');
  });
});
