import { DEMO_MEMBER } from '@meridian/server/demo';
import { screenshot } from '../support/harness.js';
import { expect, test } from '../support/journey.js';
import { logInAsDemoMember, setFirstPayPassword } from '../support/member-view.js';

test.use({ letterPopups: 'leave' });
test.describe.configure({ mode: 'serial' });

const CODE_LINE = 'Your anti-phishing code: Blue Fox 42';
const SET_TITLE = 'A pay password was set on your Meridian account';

/**
 * A member with an anti-phishing code checks it on their letters (issue 36): the inbox and the
 * launch popup show the code and still the letter's first words; the first pay password is
 * announced as set, not changed.
 */
test.describe("a letter's preview and the anti-phishing code", () => {
  test('the member sets a first pay password, then chooses a code', async ({ page, harness }) => {
    await logInAsDemoMember(page, harness.server);
    await setFirstPayPassword(page, harness.server, DEMO_MEMBER.password, '2468');

    // Every letter carries the code as it is when read, the one before it was chosen too.
    await page.goto(harness.appUrl('/pages/my/security/antiphishing'));
    // The field only this page has first: until it shows, the page being left is still on screen.
    await page.getByLabel('Anti-phishing code').fill('Blue Fox 42');
    await page.getByLabel('Login password').fill(DEMO_MEMBER.password);
    await page.getByRole('button', { name: 'Set code' }).click();
    await expect(page.getByTestId('anti-phishing-code')).toHaveText('Blue Fox 42');
  });

  test('the inbox shows the letter announcing it as set, its first words and the code', async ({ page, harness }) => {
    await page.goto(harness.appUrl('/pages/my/notice_list?tab=letters'));
    const newest = page.getByRole('list', { name: 'Letters' }).getByRole('listitem').first();
    await expect(newest.getByText(SET_TITLE)).toBeVisible();
    await expect(newest.getByText(/^A pay password was set on your account for the first time/)).toBeVisible();
    await expect(newest.getByText(CODE_LINE)).toBeVisible();
    await screenshot(page, 'letter-preview-inbox');
  });

  test('the launch popup shows the code above the first words, and the letter opens with it', async ({ page }) => {
    await page.reload();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(SET_TITLE)).toBeVisible();
    await expect(dialog.getByText(CODE_LINE)).toBeVisible();
    await expect(dialog.getByText('A pay password was set on your…')).toBeVisible();
    await screenshot(page, 'letter-preview-popup');

    await dialog.getByRole('button', { name: 'Read' }).click();
    await page.waitForURL(/#\/pages\/my\/dialog_detail\?id=\d+/);
    const article = page.locator('article');
    await expect(article.getByRole('heading', { level: 1, name: SET_TITLE })).toBeVisible();
    await expect(article.getByText(CODE_LINE)).toBeVisible();
    await expect(article.getByText(/for the first time/)).toBeVisible();
  });
});
