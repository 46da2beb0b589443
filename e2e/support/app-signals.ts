import type { ApiPath } from '@meridian/protocol';
import type { RunningServer } from '@meridian/server';
import { expect, type Page, type Response } from '@playwright/test';

/**
 * The next answer to the page's call of `path`, once all of it has arrived (every call of the app
 * is a POST to its path: api/request.ts). Ask before what makes the call; the app acts on the
 * answer as soon as it has it.
 */
export async function callAnswered(page: Page, path: ApiPath): Promise<Response> {
  const response = await page.waitForResponse((each) => new URL(each.url()).pathname === path);
  await response.finished();
  return response;
}

/**
 * Waits until the server holds a member's live-channel socket (what the console's dashboard counts
 * as online): a push to members sent from then on reaches their page. The app opens its channel
 * 1.5 s after launch, and again with the token at login.
 */
export async function memberOnline(server: Pick<RunningServer, 'app'>): Promise<void> {
  await expect.poll(() => server.app.deps.live.onlineMembers(), { message: 'a member’s page has its live channel open' }).toBeGreaterThan(0);
}
