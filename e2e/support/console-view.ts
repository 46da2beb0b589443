import type { Browser, Locator, Page } from '@playwright/test';
import { generate } from 'otplib';

/** The operator console as an operator uses it: a desktop browser of its own, signed in step by step. */

/**
 * A desktop-sized page in a context of its own (an operator's own browser: its own cookie), of an
 * operator who asked for less motion, as the journeys' phones do (harness.ts): antd's dialogs then
 * open at once (app/theme.ts). Mid-zoom, a dialog's button could pass Playwright's check that it
 * stands still on a busy machine, where frames come far apart, and the click landed beside it.
 */
export async function newDeskPage(browser: Browser, locale = 'en-US'): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale, reducedMotion: 'reduce' });
  return context.newPage();
}

/** The code an authenticator app shows for `secret` at `nowMs` (now, by default). */
export const authenticatorCode = (secret: string, nowMs = Date.now()) => generate({ secret, epoch: Math.floor(nowMs / 1000) });

/**
 * The first sign-in of an operator made by `operator-add` (or the demo's): the one-time password,
 * a new password, the authenticator enrolled from the secret the page shows, the recovery codes
 * acknowledged. Answers the secret, as the operator's authenticator app keeps it.
 */
export async function firstSignIn(page: Page, consoleUrl: string, username: string, oneTimePassword: string, newPassword: string): Promise<string> {
  await page.goto(consoleUrl);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(oneTimePassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/console\/first-sign-in/);
  await page.getByLabel('One-time password').fill(oneTimePassword);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('New password again').fill(newPassword);
  await page.getByRole('button', { name: 'Set the password' }).click();
  // The secret as the page writes it for typing into an app: base32 letters and digits.
  const secretText = page.getByText(/^[A-Z2-7]{16,}$/);
  await secretText.waitFor();
  const secret = ((await secretText.textContent()) ?? '').replace(/\s/g, '');
  await page.getByLabel('Code from the authenticator').fill(await authenticatorCode(secret));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.getByText('Your recovery codes').waitFor();
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
  return secret;
}

/** The console's CSRF token and a JSON request with it, as the console itself sends one (the context's cookie goes along). */
export async function consoleRequest(page: Page, baseUrl: string, method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', path: string, body: unknown) {
  const session = await page.request.get(`${baseUrl}/admin/session`);
  const { data } = (await session.json()) as { data: { csrfToken: string } };
  return page.request.fetch(`${baseUrl}${path}`, { method, headers: { 'x-csrf-token': data.csrfToken, 'content-type': 'application/json', origin: baseUrl }, data: JSON.stringify(body) });
}

/**
 * The banners page's "Add a banner" dialog, opened, with its title written and its picture chosen
 * (and shown): answers the dialog, for the journey to fill in further and save.
 */
export async function newBannerDialog(page: Page, serverUrl: string, title: string, picture: Buffer): Promise<Locator> {
  await page.goto(`${serverUrl}/console/content/banners`);
  await page.getByRole('button', { name: 'Add a banner' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a banner' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.locator('input[type=file]').setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: picture });
  await dialog.getByRole('img', { name: 'The chosen image' }).waitFor();
  return dialog;
}
