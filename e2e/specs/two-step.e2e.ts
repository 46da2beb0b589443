import { DEMO_MEMBER } from '@meridian/server/demo';
import { authenticatorCode } from '../support/console-view.js';
import { logIn, screenshot, type Harness } from '../support/harness.js';
import { expect, test } from '../support/journey.js';
import { bindBankCard, logInAsDemoMember, openRoute, setFirstPayPassword, tapPayPassword } from '../support/member-view.js';

test.describe.configure({ mode: 'serial' });

const PAY_PASSWORD = '1357';
const STEP_MS = 30_000;

/** The authenticator's secret, as the member's phone keeps it once they have typed it in. */
let secret = '';
/** The last 30-second step whose code was spent: the server accepts a code once, never again in its window. */
let lastStep = -1;

/**
 * A code the server has not seen yet. When this step's code is spent, the server's clock moves on
 * to the next step (the harness's clock, which its time rules read) instead of the journey waiting
 * up to 30 s for it, and the code is the one the phone would show then.
 */
async function freshCode(harness: Harness): Promise<string> {
  const stepNow = () => Math.floor(harness.now() / STEP_MS);
  if (stepNow() <= lastStep) harness.advanceClock(STEP_MS);
  lastStep = stepNow();
  return authenticatorCode(secret, harness.now());
}

test.describe('2-step verification with an authenticator app', () => {
  test('with a pay password and a card already, the member turns 2-step on in the security centre', async ({ page, harness }) => {
    await logInAsDemoMember(page, harness.server);
    // Before 2-step is on, so that neither asks for a code.
    await setFirstPayPassword(page, harness.server, DEMO_MEMBER.password, PAY_PASSWORD);
    await bindBankCard(page, harness.server);
    await page.getByRole('button', { name: 'Save card' }).click();
    await page.getByTestId('bank-card').waitFor();

    await openRoute(page, harness.server, '/pages/my/security');
    await page.getByRole('button', { name: /Authenticator app/ }).click();
    await expect(page.getByText('2-step verification is off.')).toBeVisible();
    await page.getByRole('button', { name: 'Set up authenticator app' }).click();
    const secretText = page.getByTestId('two-step-secret');
    await secretText.waitFor();
    secret = ((await secretText.textContent()) ?? '').replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await screenshot(page, 'two-step-enrolment');

    await page.getByLabel('Code from the app').fill(await freshCode(harness));
    await page.getByRole('button', { name: 'Turn on' }).click();
    const recoveryCodes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect(recoveryCodes.first()).toBeVisible();
    expect(await recoveryCodes.count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'I have saved them' }).click();

    await openRoute(page, harness.server, '/pages/my/security/two-step');
    await expect(page.getByText('2-step verification is on.')).toBeVisible();
  });

  test('after signing out, signing in asks for the authenticator code after the password', async ({ page, harness }) => {
    await openRoute(page, harness.server, '/pages/my/index');
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL(/#\/pages\/login\/login/);

    await logIn(page, harness.server, DEMO_MEMBER.username, DEMO_MEMBER.password);
    const codeField = page.getByLabel('Authenticator code');
    await expect(codeField).toBeVisible();
    // The password alone did not sign in.
    expect(page.url()).toContain('/pages/login/');
    await screenshot(page, 'two-step-login');

    await codeField.fill(await freshCode(harness));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL((url) => !url.hash.includes('/pages/login/'));
  });

  test('a withdrawal shows the code field and goes through with a fresh code', async ({ page, harness }) => {
    await openRoute(page, harness.server, '/pages/withdrawl/index');
    await page.getByLabel('Amount (USDT)').fill('100');
    const codeField = page.getByLabel('Authenticator code');
    await expect(codeField).toBeVisible();
    await codeField.fill(await freshCode(harness));
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await page.getByText('Enter your 4-digit pay password').waitFor();
    await tapPayPassword(page, PAY_PASSWORD);

    await page.waitForURL(/tab=record/);
    const item = page.getByTestId('withdrawal').first();
    await item.waitFor();
    expect(await item.innerText()).toContain('Processing');
    expect(await item.getAttribute('data-order-no')).toMatch(/^WD/);
  });

  test("turning 2-step off names the end of the withdrawal hold in the member's own time, as the withdrawal's refusal does", async ({ page, harness }) => {
    await openRoute(page, harness.server, '/pages/my/security/two-step');
    await page.getByLabel('Authenticator code').fill(await freshCode(harness));
    await page.getByRole('button', { name: 'Turn off' }).click();
    await expect(page.getByText('2-step verification is off')).toBeVisible();
    const held = /withdrawals are held until (\d{4}-\d\d-\d\d \d\d:\d\d)\./.exec(await page.getByText(/withdrawals are held until/).innerText());
    const until = held?.[1] ?? '';
    expect(until).not.toBe('');

    await openRoute(page, harness.server, '/pages/withdrawl/index');
    await page.getByLabel('Amount (USDT)').fill('100');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await page.getByText('Enter your 4-digit pay password').waitFor();
    await tapPayPassword(page, PAY_PASSWORD);
    // The server writes the hold's end in the member's zone (the demo's is +08:00, the browser's UTC).
    const refusal = page.getByRole('dialog').filter({ hasText: 'withdrawals are on hold until' });
    await expect(refusal).toContainText(`until ${until} (UTC+08:00)`);
  });
});
