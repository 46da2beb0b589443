import { DEMO_MEMBER } from '@meridian/server/demo';
import { onLocalhost, screenshot } from '../support/harness.js';
import { expect, test } from '../support/journey.js';
import { logInAsDemoMember, openRoute } from '../support/member-view.js';

test.describe.configure({ mode: 'serial' });

test.describe('passkeys', () => {
  test('a passkey made in the security centre signs the member in with no username or password', async ({ page, harness }) => {
    // Chromium's virtual authenticator stands in for the phone's: a platform passkey that verifies the member at once.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
    });
    // Passkeys belong to the server's PUBLIC_ORIGIN, http://localhost:<port>.
    const server = onLocalhost(harness.server);
    await logInAsDemoMember(page, server);

    // my/index → Security centre → Passkeys: name it, create it.
    await openRoute(page, server, '/pages/my/index');
    await page.getByRole('button', { name: 'Security centre' }).click();
    await page.getByRole('button', { name: /Passkeys/ }).click();
    await expect(page.getByText('No passkeys yet.')).toBeVisible();
    await page.getByLabel('Passkey name').fill('Test phone');
    await page.getByRole('button', { name: 'Create passkey' }).click();
    await expect(page.getByTestId('passkey')).toHaveCount(1);
    await expect(page.getByTestId('passkey').getByText('Test phone')).toBeVisible();
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]?.isResidentCredential).toBe(true);
    await screenshot(page, 'passkeys');

    // Sign out: the login page, then the passkey alone signs in, with nothing typed.
    await openRoute(page, server, '/pages/my/security/devices');
    await page.getByRole('button', { name: 'Sign out this device' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(/#\/pages\/login\/login/);
    await page.getByLabel('Username').fill('');
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await page.waitForURL((url) => !url.hash.includes('/pages/login/'));

    // The history says how: a passkey, this session; the passkey was used now.
    await openRoute(page, server, '/pages/my/security/devices');
    await expect(page.getByTestId('sign-in').first()).toContainText('Passkey');
    await openRoute(page, server, '/pages/my/security/passkeys');
    await expect(page.getByTestId('passkey')).toContainText('last used');
    await openRoute(page, server, '/pages/my/index');
    await expect(page.getByText(DEMO_MEMBER.username).first()).toBeVisible();
  });
});
