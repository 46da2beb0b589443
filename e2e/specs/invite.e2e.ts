import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.js';
import { logIn, screenshot, solveSlider, useJourney } from '../support/harness.js';

const journey = useJourney('invite');
const friend = `fr${Date.now().toString().slice(-8)}`;
const password = 'secret123';

function appUrl(hashPath: string): string {
  return `${journey.harness.server.url}/#${hashPath}`;
}

describe('inviting a friend', () => {
  let inviteLink = '';

  it('the invite page shows the code, the link as a QR code, and copies the link', async () => {
    const { page, harness } = journey;
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: harness.server.url });
    await page.goto(appUrl('/pages/login/login'));
    await logIn(page, harness.server, 'demo0001', 'demo1234');
    await page.waitForURL((url) => !url.hash.includes('/pages/login/'));

    await page.goto(appUrl('/pages/my/invite'));
    await expect.poll(() => page.getByTestId('invite-code').textContent()).toBe('MERIDIAN');
    await page.getByRole('img', { name: 'QR code of your invite link' }).waitFor();
    inviteLink = (await page.getByTestId('invite-link').textContent()) ?? '';
    expect(inviteLink).toBe(`${harness.server.url}/#/pages/login/register?code=MERIDIAN`);

    await page.getByRole('button', { name: 'Copy link' }).click();
    await page.getByText('Copied', { exact: true }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(inviteLink);
    await screenshot(page, 'invite-page');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('the link opens sign-up with the code filled in, and the friend signs up', async () => {
    const { harness } = journey;
    // The friend's own phone: a new browser context, no session.
    const phone = await harness.newPage();
    await phone.goto(inviteLink);
    const code = phone.getByLabel(/^Invitation code/);
    await expect.poll(() => code.inputValue()).toBe('MERIDIAN');

    await phone.getByLabel('Username').fill(friend);
    await phone.getByLabel('Password', { exact: true }).fill(password);
    await phone.getByLabel('Confirm password').fill(password);
    // A member taps the sentence beside the box (the agreement's own link opens the text instead).
    await phone.getByText('I have read and agree to the').click({ position: { x: 4, y: 4 } });
    await solveSlider(phone, harness.server);
    await screenshot(phone, 'invite-register-filled');
    await phone.getByRole('button', { name: 'Sign up' }).click();
    await phone.waitForURL(/#\/pages\/login\/login/);
  });

  it('the inviter’s team list shows the new member, and the report counts them', async () => {
    const { page } = journey;
    await page.goto(appUrl('/pages/my/team_record'));
    const newest = page.getByTestId('lower-member').first();
    // Masked as the server sends it: the first two and the last two characters.
    await expect.poll(() => newest.innerText()).toContain(`fr***${friend.slice(-2)}`);
    await expect.poll(async () => Number(await page.getByTestId('report-newMembers').textContent())).toBeGreaterThanOrEqual(1);
    await screenshot(page, 'team-record');
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(appUrl('/pages/my/invite'));
    await expect.poll(async () => Number(await page.getByTestId('invite-direct-count').textContent())).toBeGreaterThanOrEqual(1);
  });
});
