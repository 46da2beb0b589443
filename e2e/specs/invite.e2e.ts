import { seriousViolations } from '../support/axe.js';
import { screenshot, solveSlider } from '../support/harness.js';
import { expect, test } from '../support/journey.js';
import { keepRecoveryCodes, logInAsDemoMember } from '../support/member-view.js';

test.describe.configure({ mode: 'serial' });

const friend = `fr${Date.now().toString().slice(-8)}`;
const password = 'secret123';

test.describe('inviting a friend', () => {
  let inviteLink = '';

  test('the invite page shows the code, the link as a QR code, and copies the link', async ({ page, harness }) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: harness.server.url });
    await logInAsDemoMember(page, harness.server);

    await page.goto(harness.appUrl('/pages/my/invite'));
    await expect(page.getByTestId('invite-code')).toHaveText('MERIDIAN');
    await page.getByRole('img', { name: 'QR code of your invite link' }).waitFor();
    inviteLink = (await page.getByTestId('invite-link').textContent()) ?? '';
    expect(inviteLink).toBe(`${harness.server.url}/#/pages/login/register?code=MERIDIAN`);

    await page.getByRole('button', { name: 'Copy link' }).click();
    await page.getByText('Copied', { exact: true }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(inviteLink);
    // axe looks at the page, not at the toast: a toast fading out fails colour contrast on its way.
    await page.getByText('Copied', { exact: true }).waitFor({ state: 'hidden' });
    await screenshot(page, 'invite-page');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the link opens sign-up with the code filled in, and the friend signs up', async ({ harness, newDevice }) => {
    // The friend's own phone: a new browser context, no session.
    const phone = await newDevice();
    await phone.goto(inviteLink);
    await expect(phone.getByLabel(/^Invitation code/)).toHaveValue('MERIDIAN');

    await phone.getByLabel('Username').fill(friend);
    await phone.getByLabel('Password', { exact: true }).fill(password);
    await phone.getByLabel('Confirm password').fill(password);
    // A member taps the sentence beside the box (the agreement's own link opens the text instead).
    await phone.getByText('I have read and agree to the').click({ position: { x: 4, y: 4 } });
    await solveSlider(phone, harness.server);
    await screenshot(phone, 'invite-register-filled');
    await phone.getByRole('button', { name: 'Sign up' }).click();
    await keepRecoveryCodes(phone);
    await phone.waitForURL(/#\/pages\/login\/login/);
  });

  test('the inviter’s team list shows the new member, and the report counts them', async ({ page, harness }) => {
    await page.goto(harness.appUrl('/pages/my/team_record'));
    const newest = page.getByTestId('lower-member').first();
    // Masked as the server sends it: the first two and the last two characters.
    await expect(newest).toContainText(`fr***${friend.slice(-2)}`, { useInnerText: true });
    await expect.poll(async () => Number(await page.getByTestId('report-newMembers').textContent())).toBeGreaterThanOrEqual(1);
    await screenshot(page, 'team-record');
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(harness.appUrl('/pages/my/invite'));
    await expect.poll(async () => Number(await page.getByTestId('invite-direct-count').textContent())).toBeGreaterThanOrEqual(1);
  });
});
