import { DEMO_MEMBER, DEMO_OPERATOR } from '@meridian/server/demo';
import type { Browser, Page } from '@playwright/test';
import { firstSignIn, newDeskPage } from '../support/console-view.js';
import { screenshot } from '../support/harness.js';
import { expect, test } from '../support/journey.js';

test.describe.configure({ mode: 'serial' });

/**
 * Issue 36: an operator's theme colour reaches the member app, and a zh-HK operator reads the
 * console in Chinese: antd's own texts (pagers, image masks), the content lists' titles, the
 * server's answers, and the login page of a Chinese browser.
 */
const OWNER_PASSWORD = 'owner password for the language journey';
/** A red a colour picker might be given: the app must paint with it, not stay blue. */
const THEME_HEX = '#e5484d';

let owner: Page;

test.afterAll(async () => {
  await owner.context().close();
});

/** The member app's primary colour as the page computes it, and a primary button's fill. */
async function primaryColour(page: Page): Promise<{ variable: string; button: string }> {
  const button = page.getByRole('button', { name: 'Log in', exact: true });
  await button.waitFor();
  return {
    variable: await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--adm-color-primary').trim()),
    button: await button.evaluate((element) => getComputedStyle(element).backgroundColor),
  };
}

async function deskPageIn(browser: Browser, locale: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale, reducedMotion: 'reduce' });
  return context.newPage();
}

test('a theme colour picked in the console is the member app’s primary colour', async ({ browser, harness, page }) => {
  owner = await newDeskPage(browser);
  await firstSignIn(owner, `${harness.server.url}/console/`, DEMO_OPERATOR.username, DEMO_OPERATOR.password, OWNER_PASSWORD);
  await owner.goto(`${harness.server.url}/console/products/settings`);
  await owner.getByRole('tab', { name: 'Company' }).click();
  const company = owner.locator('form#company');
  await company.locator('.ant-color-picker-trigger').click();
  const hex = owner.locator('.ant-color-picker-hex-input input');
  await hex.fill(THEME_HEX.slice(1));
  await hex.press('Enter');
  // The picker's panel closes as it opens: with its trigger (it would lie over the Save button).
  await company.locator('.ant-color-picker-trigger').click();
  await expect(owner.locator('.ant-color-picker-hex-input')).toBeHidden();
  await company.getByRole('button', { name: 'Save' }).click();
  await expect(owner.getByText('Done').first()).toBeVisible();

  await page.goto(harness.appUrl('/pages/login/login'));
  await page.reload();
  await expect.poll(async () => (await primaryColour(page)).variable).toBe(THEME_HEX);
  expect((await primaryColour(page)).button).toBe('rgb(229, 72, 77)');
  await screenshot(page, 'theme-colour-login');
});

test('a zh-HK operator reads antd’s own texts, the content titles and the letter’s question in Chinese', async ({ harness }) => {
  await owner.locator('label', { hasText: '繁體中文' }).click();
  await expect(owner.getByRole('radio', { name: '繁體中文' })).toBeChecked();
  await owner.goto(`${harness.server.url}/console/content/activities`);
  await expect(owner.getByRole('heading', { level: 1 })).toHaveText(/活動/);
  // The demo's activities have a zh-HK title: the list shows it, not the en-US one.
  await expect(owner.getByText('邀請好友，一起賺取', { exact: true })).toBeVisible();
  // antd's image mask and pager, in antd's zh_HK words.
  await expect(owner.locator('.ant-image-mask').first()).toContainText('預覽');
  await expect(owner.locator('.ant-image-mask').first()).not.toContainText('Preview');
  await expect(owner.locator('.ant-pagination-prev').first()).toHaveAttribute('title', '上一頁');

  // A list's pager, in the words of antd's zh_HK pager locale (its "20 條/頁" among them).
  await owner.goto(`${harness.server.url}/console/bills`);
  const pager = owner.locator('.ant-pagination').first();
  await expect(pager).toBeVisible();
  await expect(pager).not.toContainText('/ page');
  await expect(pager.locator('.ant-pagination-prev')).toHaveAttribute('title', '上一頁');
  await expect(pager.locator('.ant-pagination-next')).toHaveAttribute('title', '下一頁');
  await screenshot(owner, 'console-zh-hk-bills');

  // A letter to every member asks first, in Chinese, with how many it reaches.
  await owner.goto(`${harness.server.url}/console/content/letters`);
  await owner.getByLabel('標題').fill('測試');
  await owner.getByLabel('內容（HTML）').fill('<p>測試</p>');
  await owner.getByRole('button', { name: '發送給所有會員' }).click();
  const question = owner.getByRole('dialog');
  await expect(question).toContainText('要將此站內信發送給所有會員嗎？');
  await expect(question).toContainText(/全部 \d+ 位會員/);
  await question.getByRole('button', { name: /^取 ?消$/ }).click();
  await expect(question).toBeHidden();

  // The server's own sentence under the console's title, in Chinese: a refusal, then what was done.
  await owner.getByText('一位會員', { exact: true }).click();
  await owner.getByLabel('用戶名稱').fill('nobody-here');
  await owner.getByRole('button', { name: '發送站內信' }).click();
  await expect(owner.getByText('伺服器：沒有名為「nobody-here」的會員；未有發送站內信。')).toBeVisible();
  await owner.getByLabel('用戶名稱').fill(DEMO_MEMBER.username);
  await owner.getByLabel('標題').fill('測試');
  await owner.getByLabel('內容（HTML）').fill('<p>測試</p>');
  await owner.getByRole('button', { name: '發送站內信' }).click();
  await expect(owner.getByText(new RegExp(`^第 \\d+ 號站內信已發送給 ${DEMO_MEMBER.username}（會員 #\\d+）。$`))).toBeVisible();
  await screenshot(owner, 'console-zh-hk-server-sentence');
});

test('the console’s login page follows a zh-HK or zh-TW browser, and the server answers it in Chinese', async ({ browser, harness }) => {
  for (const locale of ['zh-HK', 'zh-TW']) {
    const visitor = await deskPageIn(browser, locale);
    try {
      await visitor.goto(`${harness.server.url}/console/`);
      await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('登入營運後台');
      await visitor.getByLabel('用戶名稱').fill(DEMO_OPERATOR.username);
      await visitor.getByLabel('密碼', { exact: true }).fill('not the password');
      await visitor.getByRole('button', { name: /^登 ?入$/ }).click();
      // The server's own sentence under the console's title, in Chinese too.
      await expect(visitor.getByText('用戶名稱或密碼不正確。')).toBeVisible();
    } finally {
      await visitor.context().close();
    }
  }
});
