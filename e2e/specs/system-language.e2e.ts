import type { Browser, Page } from '@playwright/test';
import { DEMO_MEMBER } from '@meridian/server/demo';
import { newDeskPage } from '../support/console-view.js';
import { newPhonePage, screenshot, solveSlider } from '../support/harness.js';
import { expect, test } from '../support/journey.js';

test.describe.configure({ mode: 'serial' });

/**
 * A phone opens the app in its system language when the app has a catalog for it, matched by
 * language as browsers negotiate (issue 36): zh-TW reads Traditional Chinese, id-ID Indonesian,
 * es-ES Spanish, and the app still sends the spec's language codes to the server. The demo
 * content (help, notices) answers in Spanish as well.
 */
async function withPhone(browser: Browser, locale: string, journey: (page: Page) => Promise<void>): Promise<void> {
  const page = await newPhonePage(browser, 'leave', locale);
  try {
    await journey(page);
  } finally {
    await page.context().close();
  }
}

/** The Accept-Language of the app's next call to the server, made by `act`. */
async function languageOfNextCall(page: Page, act: () => Promise<unknown>): Promise<string | undefined> {
  const [request] = await Promise.all([page.waitForRequest((request) => new URL(request.url()).pathname.startsWith('/api/')), act()]);
  return (await request.allHeaders())['accept-language'];
}

test.describe('the system language', () => {
  for (const { locale, lang, header, tabs, home } of [
    { locale: 'zh-TW', lang: 'zh-HK', header: 'zh-HK', tabs: '主要欄目', home: '首頁' },
    { locale: 'id-ID', lang: 'id', header: 'id-ID', tabs: 'Menu utama', home: 'Beranda' },
  ]) {
    test(`a phone set to ${locale} opens the app in ${lang}, and asks the server in ${header}`, async ({ browser, harness }) => {
      await withPhone(browser, locale, async (page) => {
        const sent = await languageOfNextCall(page, () => page.goto(harness.appUrl('/')));
        expect(sent).toBe(header);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.getByRole('navigation', { name: tabs }).getByText(home, { exact: true })).toBeVisible();
        await screenshot(page, `system-language-${locale}`);
      });
    });
  }

  test('a phone in Spanish (Spain) reads the help centre and the notices in Spanish', async ({ browser, harness }) => {
    await withPhone(browser, 'es-ES', async (page) => {
      await page.goto(harness.appUrl('/'));
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      // The home marquee: the newest notice, in Spanish.
      await expect(page.getByRole('button', { name: 'Mantenga segura su cuenta' })).toBeVisible();

      await page.goto(harness.appUrl('/pages/login/login'));
      await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).waitFor();
      await page.getByLabel('Nombre de usuario').fill(DEMO_MEMBER.username);
      await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_MEMBER.password);
      await solveSlider(page, harness.server);
      await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
      await page.waitForURL((url) => !url.hash.includes('/pages/login/'));

      await page.goto(harness.appUrl('/pages/my/help'));
      await page.getByRole('button', { name: 'Cómo depositar' }).click();
      await page.waitForURL(/#\/pages\/my\/help_detail\?id=\d+/);
      await expect(page.getByRole('heading', { name: 'Cómo depositar' })).toBeVisible();
      await expect(page.locator('article').getByText('Transferencia bancaria', { exact: true })).toBeVisible();
      await screenshot(page, 'system-language-es-help');

      await page.goto(harness.appUrl('/pages/my/notice_list'));
      await page.getByRole('list', { name: 'Avisos' }).getByRole('button', { name: /Mantenga segura su cuenta/ }).click();
      await page.waitForURL(/#\/pages\/my\/notice_detail\?id=\d+/);
      await expect(page.getByRole('heading', { level: 1, name: 'Mantenga segura su cuenta' })).toBeVisible();
      await expect(page.getByText(/Nuestro personal\s+nunca\s+le pedirá/)).toBeVisible();
      await screenshot(page, 'system-language-es-notice');
    });
  });

  test("the console's sign-in page follows a browser set to zh-TW", async ({ browser, harness }) => {
    const desk = await newDeskPage(browser, 'zh-TW');
    try {
      await desk.goto(`${harness.server.url}/console/`);
      await expect(desk.getByText('登入營運後台')).toBeVisible();
      await expect(desk.locator('html')).toHaveAttribute('lang', 'zh-HK');
      await screenshot(desk, 'system-language-console-zh-TW');
    } finally {
      await desk.context().close();
    }
  });
});
