import { screenshot } from '../support/harness.js';
import { expect, test } from '../support/journey.js';
import { logInAsDemoMember } from '../support/member-view.js';

test.use({ journey: 'security' });
test.describe.configure({ mode: 'serial' });

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

    // The other device's next call is refused (1001): its app forgets the session and shows login.
    await other.reload();
    await other.waitForURL(/#\/pages\/login\/login/);
    await expect(other.getByLabel('Username')).toBeVisible();
    // This device is still signed in.
    await page.reload();
    await expect(page.getByText('This device', { exact: true })).toBeVisible();
  });
});
