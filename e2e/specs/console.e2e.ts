import { DEMO_OPERATOR } from '@meridian/server/demo';
import type { Page } from '@playwright/test';
import { allViolations, report, type Violation } from '../support/axe.js';
import { consoleRequest, firstSignIn, newBannerDialog, newDeskPage } from '../support/console-view.js';
import { watchCspViolations } from '../support/csp-violations.js';
import { screenshot } from '../support/harness.js';
import { expect, test } from '../support/journey.js';
import { bindBankCard, logInAsDemoMember, RECEIPT_PNG, sendBankTransfer, setFirstPayPassword, tapPayPassword } from '../support/member-view.js';

test.describe.configure({ mode: 'serial' });

const OWNER_PASSWORD = 'owner password for the journey';
const PAY_PASSWORD = '2468';
const REJECT_REASON = 'The card holder does not match the account name';

let owner: Page;
/** What the server's Content-Security-Policy refused on the owner's console: nothing, ever. */
let ownerCspViolations: string[] = [];

/** Every page of the console's menu, and one member's page (the demo member is #1). */
const CONSOLE_PAGES = [
  '/',
  '/members',
  '/members/show/1',
  '/pending',
  '/recharges',
  '/withdrawals',
  '/approvals',
  '/kyc',
  '/bills',
  '/orders/contracts',
  '/orders/mining',
  '/orders/interest',
  '/orders/tasks',
  '/conversations',
  '/audit',
  '/operators',
  '/products/terms',
  '/products/mining',
  '/products/goods',
  '/products/settings',
  '/content/notices',
  '/content/letters',
  '/content/banners',
  '/content/help',
  '/content/activities',
  '/content/support',
  '/system/outbox',
  '/system/push-deliveries',
  '/system/popups',
];

test.afterAll(async () => {
  await owner.context().close();
});

/** The pending queue's row of an order, on the console's page. */
const pendingRow = (page: Page, orderNo: string) => page.getByRole('row').filter({ hasText: orderNo });

test.describe('the operator console with the member app alongside', () => {
  test("the demo owner's first sign-in sets a new password and an authenticator, then shows the dashboard", async ({ browser, harness }) => {
    owner = await newDeskPage(browser);
    ownerCspViolations = await watchCspViolations(owner);
    await firstSignIn(owner, `${harness.server.url}/console/`, DEMO_OPERATOR.username, DEMO_OPERATOR.password, OWNER_PASSWORD);
    await expect(owner.getByText('Signed in as admin (Owner)')).toBeVisible();
    await screenshot(owner, 'console-dashboard');
    expect(await allViolations(owner)).toEqual([]);
    expect(ownerCspViolations).toEqual([]);
  });

  test('a member sends a bank transfer with a receipt; the owner approves it in the console; the app shows the new balance', async ({ page, harness }) => {
    // The app from its prerendered first paint to its live channel's push, under the server's policy.
    const memberCspViolations = await watchCspViolations(page);
    const orderNo = await test.step('the member submits an offline recharge of 500', async () => {
      await logInAsDemoMember(page, harness.server);
      return sendBankTransfer(page, harness.server);
    });

    await test.step('the owner finds it in the pending queue and approves it', async () => {
      await owner.getByRole('menuitem', { name: /Pending orders/ }).click();
      const row = pendingRow(owner, orderNo);
      await expect(row).toContainText('500.00');
      await screenshot(owner, 'console-pending');
      expect(await allViolations(owner)).toEqual([]);
      await row.getByRole('button', { name: 'Approve' }).click();
      await owner.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
      await expect(pendingRow(owner, orderNo)).toHaveCount(0);
    });

    await test.step("the member's open order is credited and the balance shows it", async () => {
      await expect(page.getByTestId('order-status')).toHaveText('Credited', { timeout: 15_000 });
      await expect(page.getByTestId('recharge-balance')).toHaveText('10,500.00 USDT');
    });
    expect(memberCspViolations).toEqual([]);
  });

  test('a withdrawal is rejected in the console with a reason the member then reads', async ({ page, harness }) => {
    await setFirstPayPassword(page, harness.server, 'demo1234', PAY_PASSWORD);
    await bindBankCard(page, harness.server);
    await page.getByRole('button', { name: 'Save card' }).click();
    await page.getByTestId('bank-card').waitFor();
    await page.goto(harness.appUrl('/pages/withdrawl/index'));
    await page.getByLabel('Amount (USDT)').fill('100');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await tapPayPassword(page, PAY_PASSWORD);
    await page.waitForURL(/tab=record/);
    const orderNo = (await page.getByTestId('withdrawal').first().getAttribute('data-order-no')) ?? '';
    expect(orderNo).toMatch(/^WD/);

    await owner.getByRole('button', { name: 'Refresh' }).click();
    await pendingRow(owner, orderNo).getByRole('button', { name: 'Reject' }).click();
    const dialog = owner.getByRole('dialog');
    await dialog.getByLabel('Reason (the member reads it)').fill(REJECT_REASON);
    await dialog.getByRole('button', { name: 'Reject the order' }).click();
    await expect(pendingRow(owner, orderNo)).toHaveCount(0);

    await page.goto(harness.appUrl(`/pages/withdrawl/index?tab=record&orderNo=${orderNo}`));
    await page.reload();
    const item = page.locator(`[data-order-no="${orderNo}"]`);
    await expect(item).toContainText('Rejected', { useInnerText: true });
    await expect(item).toContainText(REJECT_REASON);
  });

  test('a support operator added by the owner sees no balance adjustment, and the server refuses it (403)', async ({ browser, harness }) => {
    await owner.getByRole('menuitem', { name: 'Operators' }).click();
    await owner.getByRole('button', { name: 'Add operator' }).click();
    const add = owner.getByRole('dialog', { name: 'Add operator' });
    await add.getByLabel('Username').fill('sally');
    // A new operator is support unless the owner chooses more.
    await expect(add.getByTitle('Support')).toBeVisible();
    await add.getByRole('button', { name: 'Add' }).click();
    const shown = owner.getByRole('dialog', { name: 'One-time password of sally' });
    const oneTimePassword = ((await shown.locator('code').textContent()) ?? '').trim();
    expect(oneTimePassword).toMatch(/^[\w-]{16}$/);
    await shown.getByRole('button', { name: 'Close', exact: true }).last().click();

    const support = await newDeskPage(browser);
    try {
      await firstSignIn(support, `${harness.server.url}/console/`, 'sally', oneTimePassword, 'support password for the journey');
      await support.getByRole('menuitem', { name: 'Members' }).click();
      await support.getByRole('link', { name: 'demo0001' }).click();
      await support.getByRole('heading', { name: /demo0001/ }).waitFor();
      // The member signed in from this browser earlier in the journey: their history says so.
      await expect(support.getByRole('cell', { name: 'Signed in', exact: true }).first()).toBeVisible();
      await expect(support.getByRole('cell', { name: /^Chrome \d+ · Linux/ }).first()).toBeVisible();
      await expect(support.getByRole('button', { name: 'End all sessions' })).toBeVisible();
      await expect(support.getByRole('button', { name: 'Adjust balance' })).toHaveCount(0);
      const refused = await consoleRequest(support, harness.server.url, 'POST', '/admin/adjustments', { username: 'demo0001', amount: '1000', reason: 'Not allowed' });
      expect(refused.status()).toBe(403);
      expect(await allViolations(support)).toEqual([]);
    } finally {
      await support.context().close();
    }
  });

  test("a banner added in the console shows on the member's home", async ({ page, harness }) => {
    const dialog = await newBannerDialog(owner, harness.server.url, 'Console journey banner', RECEIPT_PNG);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await page.goto(harness.appUrl('/pages/home/index'));
    await expect(page.locator('img[src^="/uploads/"]').first()).toBeAttached();
  });

  test("a member writes to support with a picture; support's answer appears on the member's open page without a reload", async ({ page, harness }) => {
    await page.goto(harness.appUrl('/pages/home/online'));
    await page.getByLabel('Message to support').fill('My deposit receipt is attached');
    await page.locator('input[type=file]').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: RECEIPT_PNG });
    await page.getByRole('img', { name: 'Picture to send' }).waitFor();
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const log = page.getByRole('log', { name: 'Conversation with support' });
    await expect(log.getByRole('img', { name: 'Your picture' })).toBeVisible();

    // The owner answers members too: the conversation is in the console's support list.
    await owner.goto(`${harness.server.url}/console/conversations`);
    await owner.getByRole('button', { name: 'demo0001' }).click();
    const thread = owner.getByRole('log', { name: 'Messages' });
    await expect(thread).toContainText('My deposit receipt is attached');
    await owner.getByLabel('Answer').fill('Thank you, we credited it just now');
    await owner.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(thread).toContainText('Thank you, we credited it just now');
    expect(await allViolations(owner)).toEqual([]);

    // No reload on the member's side: the push brings it.
    await expect(log).toContainText('Thank you, we credited it just now');
    await screenshot(page, 'support-conversation-member');
  });

  test('the audit log lists all of it, with who and from where', async () => {
    await owner.getByRole('menuitem', { name: 'Audit log' }).click();
    // Each action in the operator's words (issue 36), not its code.
    for (const action of ['Approve a recharge', 'Reject a withdrawal', 'Add an operator', 'Adjust a balance', 'Sign in', 'Add a banner', 'Answer a member']) {
      await expect(owner.getByRole('cell', { name: action, exact: true }).first()).toBeVisible();
    }
    await expect(owner.getByRole('row').filter({ hasText: 'Adjust a balance' }).filter({ hasText: 'sally (console)' }).first()).toContainText('refused');
    await screenshot(owner, 'console-audit');
    expect(await allViolations(owner)).toEqual([]);
  });

  test('axe finds no violation on any console page', async ({ harness }) => {
    // A walk of every page: its own time per page, not one journey's.
    test.setTimeout(CONSOLE_PAGES.length * 15_000);
    const found: Record<string, Violation[]> = {};
    for (const [index, path] of CONSOLE_PAGES.entries()) {
      // The first page is opened; the others within the console, as an operator moves between
      // pages (a full reload costs two seconds a page): the router follows the history. The heading
      // left behind is marked first, so that the new page's own heading is what is waited for and
      // axe never looks at the page left.
      if (index === 0) await owner.goto(`${harness.server.url}/console${path}`);
      else {
        await owner.evaluate((to) => {
          document.querySelectorAll('h1').forEach((heading) => {
            heading.setAttribute('data-left', '');
          });
          window.history.pushState(null, '', to);
          window.dispatchEvent(new PopStateEvent('popstate'));
        }, `/console${path}`);
      }
      // A page still loading would be audited half-drawn: its heading and its table or form first.
      await owner.locator('h1:not([data-left])').first().waitFor();
      await owner.locator('.ant-spin-spinning, .ant-skeleton').first().waitFor({ state: 'detached', timeout: 5000 }).catch(() => undefined);
      found[path] = await allViolations(owner);
    }
    expect(report(found)).toBe('');
    // Every page of the console, the member app in its previews (banners, notices) among them.
    expect(ownerCspViolations).toEqual([]);
  });
});
