import { describe, expect, it } from 'vitest';
import { logIn, screenshot, useJourney } from '../support/harness.js';
import { runOperator } from '../support/operator-cli.js';

const journey = useJourney('live-pushes');
const POPUP_HTML = '<h2>Weekend bonus</h2><p>Every deposit made on Saturday &amp; Sunday earns <b>double</b> points.</p>';

/** The operator's command, run as an operator runs it, against the journey's server. */
const operator = (...args: string[]) => runOperator(journey.harness.dataDir, ...args);

describe('live pushes from the operator', () => {
  it('a notice popup shows its cut text, and view opens the whole of it', async () => {
    const { page, harness } = journey;
    await page.goto(`${harness.server.url}/#/pages/login/login`);
    await logIn(page, harness.server, 'demo0001', 'demo1234');
    await page.waitForURL((url) => !url.hash.includes('/pages/login/'));
    // The live channel opens 1.5 s after launch; give it a moment before the push.
    await page.waitForTimeout(2500);

    expect(await operator('popup', '--title', 'Weekend bonus', '--content', POPUP_HTML)).toMatch(/^Notice #\d+ stored and sent as a popup to everyone online\./);

    const dialog = page.getByRole('dialog');
    await dialog.getByText('Weekend bonus Every deposit ma…').waitFor();
    await screenshot(page, 'notice-popup');
    await dialog.getByRole('button', { name: 'View' }).click();
    await page.waitForURL(/#\/pages\/my\/dialog_detail/);
    await page.getByRole('heading', { level: 1, name: 'Weekend bonus' }).waitFor();
    await expect.poll(() => page.getByText('Every deposit made on Saturday & Sunday earns').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('double', { exact: true }).isVisible()).toBe(true);
    await screenshot(page, 'dialog-detail');
  });

  it('maintenance on moves the app to the maintenance page; off sends it to login', async () => {
    const { page } = journey;
    expect(await operator('maintenance', 'on', 'Upgrading the ledger')).toMatch(/Maintenance is on/);
    await page.waitForURL(/#\/pages\/home\/maintain/, { timeout: 15_000 });
    await expect.poll(() => page.getByText('Upgrading the ledger').isVisible()).toBe(true);
    await screenshot(page, 'maintenance-page');

    expect(await operator('maintenance', 'off')).toMatch(/Maintenance is off/);
    await page.waitForURL(/#\/pages\/login\/login/, { timeout: 15_000 });
    // The session went with it: the token is no longer kept.
    const token = await page.evaluate(() => {
      const raw = localStorage.getItem('meridian.session');
      return raw === null ? null : (JSON.parse(raw) as { value: { state: { token: string | null } } }).value.state.token;
    });
    expect(token).toBeNull();
  });
});
