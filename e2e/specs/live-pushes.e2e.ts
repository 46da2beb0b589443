import { memberOnline } from '../support/app-signals.js';
import { screenshot } from '../support/harness.js';
import { expect, test } from '../support/journey.js';
import { logInAsDemoMember } from '../support/member-view.js';

test.describe.configure({ mode: 'serial' });

const POPUP_HTML = '<h2>Weekend bonus</h2><p>Every deposit made on Saturday &amp; Sunday earns <b>double</b> points.</p>';

test.describe('live pushes from the operator', () => {
  test('a notice popup shows its cut text, and view opens the whole of it', async ({ page, harness }) => {
    await logInAsDemoMember(page, harness.server);
    // Its live channel is open before the push.
    await memberOnline(harness.server);

    expect(await harness.operator('popup', '--title', 'Weekend bonus', '--content', POPUP_HTML)).toMatch(/^Notice #\d+ stored and sent as a popup to everyone online\./);

    const dialog = page.getByRole('dialog');
    await dialog.getByText('Weekend bonus Every deposit ma…').waitFor();
    await screenshot(page, 'notice-popup');
    await dialog.getByRole('button', { name: 'View' }).click();
    await page.waitForURL(/#\/pages\/my\/dialog_detail/);
    await page.getByRole('heading', { level: 1, name: 'Weekend bonus' }).waitFor();
    await expect(page.getByText('Every deposit made on Saturday & Sunday earns')).toBeVisible();
    await expect(page.getByText('double', { exact: true })).toBeVisible();
    await screenshot(page, 'dialog-detail');
  });

  test('maintenance on moves the app to the maintenance page; off sends it to login', async ({ page, harness }) => {
    expect(await harness.operator('maintenance', 'on', 'Upgrading the ledger')).toMatch(/Maintenance is on/);
    await page.waitForURL(/#\/pages\/home\/maintain/, { timeout: 15_000 });
    await expect(page.getByText('Upgrading the ledger')).toBeVisible();
    await screenshot(page, 'maintenance-page');

    expect(await harness.operator('maintenance', 'off')).toMatch(/Maintenance is off/);
    await page.waitForURL(/#\/pages\/login\/login/, { timeout: 15_000 });
    // The session went with it: the token is no longer kept.
    const token = await page.evaluate(() => {
      const raw = localStorage.getItem('meridian.session');
      return raw === null ? null : (JSON.parse(raw) as { value: { state: { token: string | null } } }).value.state.token;
    });
    expect(token).toBeNull();
  });
});
