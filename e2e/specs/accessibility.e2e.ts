import type { Page } from '@playwright/test';
import { auditRoute } from '../support/audit-route.js';
import { report, type Violation } from '../support/axe.js';
import { type Harness } from '../support/harness.js';
import { expect, test } from '../support/journey.js';
import { logInAsDemoMember } from '../support/member-view.js';

test.describe.configure({ mode: 'serial' });

/** Every route of spec section 2 a visitor can open without logging in. */
const PUBLIC_ROUTES = [
  '/',
  '/pages/market/market',
  '/pages/market/transparency',
  '/pages/home/online',
  '/pages/home/appinstall',
  '/pages/login/login',
  '/pages/login/register',
  '/pages/login/forgetpwd',
  '/pages/verify/contract',
  '/pages/verify/contract?orderNo=CT00000000000000000000000000',
  '/pages/security/undo-contact?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
  '/preview-image',
  '/choose-location',
  '/open-location?latitude=22.2783&longitude=114.1747&name=Central',
];

/** Every route needing login, with the query a member arrives with where the page needs one. */
const MEMBER_ROUTES = [
  '/pages/my/index',
  '/pages/wallet/index',
  '/pages/wallet/record',
  '/pages/recharge/index',
  '/pages/recharge/offpay',
  '/pages/recharge/offpaybank',
  '/pages/recharge/offselectbank',
  '/pages/withdrawl/index',
  '/pages/my/bet_record',
  '/pages/my/invite',
  '/pages/my/info',
  '/pages/my/help',
  '/pages/my/notice_list',
  '/pages/my/dialog_detail',
  '/pages/my/paypasswordedit',
  '/pages/my/passwordedit',
  '/pages/my/sethead',
  '/pages/my/personal',
  '/pages/my/account',
  '/pages/my/address',
  '/pages/my/addressedit',
  '/pages/my/team_record',
  '/pages/my/security',
  '/pages/my/security/passkeys',
  '/pages/my/security/devices',
  '/pages/my/security/whitelist',
  '/pages/my/security/antiphishing',
  '/pages/my/security/freeze',
  '/pages/my/security/two-step',
  '/pages/my/security/recovery',
  '/pages/my/contact?kind=email',
  '/pages/my/limits',
  '/pages/my/verification',
  '/pages/my/bill_record?type=recharge',
  '/pages/market/contract_record',
  '/pages/market/mining_record',
  '/pages/market/purchase_record',
  '/pages/market/mining',
  '/pages/market/kline?symbol=BTC%2FUSDT',
  '/pages/active/index',
  '/pages/task/index',
];

test.describe('accessibility (axe-core, WCAG 2.1 A and AA)', () => {
  test('finds no serious or critical violation on any page a visitor can open', async ({ page, harness }) => {
    test.setTimeout((PUBLIC_ROUTES.length + 1) * 15_000);
    const found: Record<string, Violation[]> = {};
    for (const route of PUBLIC_ROUTES) found[route] = await auditRoute(page, harness, route);
    // The maintenance page as a member sees it while maintenance is on (when off it sends them on).
    await harness.operator('maintenance', 'on', 'Upgrading the ledger');
    try {
      found['/pages/home/maintain'] = await auditRoute(page, harness, '/pages/home/maintain');
    } finally {
      await harness.operator('maintenance', 'off');
    }
    // The app leaves the maintenance page by itself at the "off" push: let it, before the next
    // journey types into a page that move would replace.
    await page.waitForURL((url) => !url.hash.includes('/pages/home/maintain'));
    expect(report(found)).toBe('');
  });

  test('finds none on any page a logged-in member can open', async ({ page, harness }) => {
    // A walk of every page: its own time per page, not one journey's.
    test.setTimeout(MEMBER_ROUTES.length * 15_000);
    await logInAsDemoMember(page, harness.server);
    const found: Record<string, Violation[]> = {};
    for (const route of MEMBER_ROUTES) found[route] = await auditRoute(page, harness, route);
    expect(report(found)).toBe('');
  });
});

/**
 * The same pages in the dark theme (issue 40), of a phone set to dark: every text keeps its
 * contrast on the dark surfaces. The member is still logged in from the walk above.
 */
test.describe('accessibility in the dark theme', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
  });
  test.afterEach(async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
  });

  /** Audits each route, having checked that it is drawn dark (else the walk would prove nothing). */
  async function auditDark(page: Page, harness: Harness, routes: readonly string[]): Promise<string> {
    const found: Record<string, Violation[]> = {};
    for (const route of routes) {
      found[route] = await auditRoute(page, harness, route);
      await expect(page.locator('html')).toHaveAttribute('data-prefers-color-scheme', 'dark');
    }
    return report(found);
  }

  test('finds no serious or critical violation on any page a logged-in member can open', async ({ page, harness }) => {
    test.setTimeout(MEMBER_ROUTES.length * 15_000);
    expect(await auditDark(page, harness, MEMBER_ROUTES)).toBe('');
  });

  test('finds none on any page a visitor can open', async ({ page, harness }) => {
    test.setTimeout(PUBLIC_ROUTES.length * 15_000);
    await page.evaluate(() => {
      localStorage.clear();
    });
    expect(await auditDark(page, harness, PUBLIC_ROUTES)).toBe('');
  });
});
