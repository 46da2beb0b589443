import { screenshot } from '../support/harness.js';
import { expect, test } from '../support/journey.js';
import { logInAsDemoMember, setFirstPayPassword, tapPayPassword } from '../support/member-view.js';

test.describe.configure({ mode: 'serial' });

const HOUR_MS = 60 * 60 * 1000;
const PAY_PASSWORD = '2468';
const ADDRESS = 'TN3W4H6rK2ce4vX9YnFQHwKENnHjoxb3m9';

test.describe('the security centre', () => {
  test('"sign out all others" ends a second device’s session, and that app lands on login', async ({ page, harness, newDevice }) => {
    const other = await newDevice();
    await logInAsDemoMember(other, harness.server);
    await logInAsDemoMember(page, harness.server);

    // my/index → Security centre → Devices and sign-ins: two taps.
    await page.goto(harness.appUrl('/pages/my/index'));
    await page.getByRole('button', { name: 'Security centre' }).click();
    await page.getByRole('button', { name: /Devices and sign-ins/ }).click();
    await expect(page.getByText('This device', { exact: true })).toBeVisible();
    const devices = page.getByTestId('device');
    expect(await devices.count()).toBeGreaterThanOrEqual(2);
    await expect(page.getByTestId('sign-in').first()).toBeVisible();
    await screenshot(page, 'security-devices');

    await page.getByRole('button', { name: 'Sign out all other devices' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByText(/signed out/).first()).toBeVisible();
    await expect(devices).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'No other device is signed in' })).toBeDisabled();

    // The spec's sys_kick_out_member asks the app for no action: the other device's next call is
    // refused (1001), and its app forgets the session and shows login.
    await other.reload();
    await other.waitForURL(/#\/pages\/login\/login/);
    await expect(other.getByLabel('Username')).toBeVisible();
    // This device is still signed in.
    await page.reload();
    await expect(page.getByText('This device', { exact: true })).toBeVisible();
  });

  // Last in the file: it moves this file's server clock a day forward.
  test('with the whitelist on, a new USDT address is refused for withdrawal until 24 hours pass', async ({ page, harness }) => {
    await setFirstPayPassword(page, harness.server, 'demo1234', PAY_PASSWORD);
    await page.goto(harness.appUrl('/pages/my/security'));
    await page.getByRole('button', { name: /Withdrawal whitelist/ }).click();
    await page.getByRole('switch', { name: 'Withdraw only to saved destinations' }).click();
    await page.getByText('Whitelist on').waitFor();

    await page.goto(harness.appUrl('/pages/my/personal'));
    await page.getByLabel('USDT address').fill(ADDRESS);
    await page.getByText('TRC20', { exact: true }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((url) => !url.hash.includes('/pages/my/personal'));

    await page.goto(harness.appUrl('/pages/my/security/whitelist'));
    await expect(page.getByText(/Usable from/)).toBeVisible();
    await screenshot(page, 'security-whitelist-waiting');

    await page.goto(harness.appUrl('/pages/withdrawl/index'));
    await page.getByRole('radio', { name: /USDT \(TRC20\)/ }).click();
    await page.getByLabel('Amount (USDT)').fill('50');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await tapPayPassword(page, PAY_PASSWORD);
    const refusal = page.getByRole('dialog').getByText(/Your withdrawal whitelist is on: your USDT address changed recently and can receive withdrawals from/);
    await expect(refusal).toBeVisible();
    await screenshot(page, 'security-whitelist-refused');
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByTestId('withdraw-available').first()).toHaveText('10,000.00 USDT', { useInnerText: true });

    // A day later on the server's clock (moved in this test only), the same withdrawal goes through.
    harness.advanceClock(24 * HOUR_MS + 60_000);
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await tapPayPassword(page, PAY_PASSWORD);
    await page.waitForURL(/tab=record/);
    await expect(page.getByTestId('withdrawal').first()).toContainText('Processing', { useInnerText: true });
    await page.goto(harness.appUrl('/pages/my/security/whitelist'));
    await expect(page.getByText('Usable now')).toBeVisible();
  });
});
