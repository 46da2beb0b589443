import { randomUUID } from 'node:crypto';
import { DEMO_OPERATOR } from '@meridian/server/demo';
import type { Page } from '@playwright/test';
import { consoleRequest, firstSignIn, newDeskPage } from '../support/console-view.js';
import type { Harness } from '../support/harness.js';
import { expect, test } from '../support/journey.js';
import { bindBankCard, logInAsDemoMember, openRoute, sendBankTransfer, setFirstPayPassword, tapPayPassword } from '../support/member-view.js';

/**
 * Issue 36, operators at 1440 px: four eyes on a withdrawal's payment (one approval per order, the
 * checker's reasons to decide, the count in the menu, cancellation), the receipt beside Approve,
 * and a pager that reaches past what the server counted.
 */
test.describe.configure({ mode: 'serial' });

const PAY_PASSWORD = '2468';
/** Why the owner asks for a payment above the four-eyes limit: what the checker reads. */
const PAY_REASON = 'The member confirmed the card by phone';
let owner: Page;
let checker: Page;

/** The pending queue's row of an order, and the approvals page's row of an approval. */
const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
/** The sider's Approvals entry: its name says how many wait for a second operator. */
const approvalsEntry = (page: Page) => page.getByRole('menuitem', { name: /Approvals/ });

/** The member's last withdrawal: the record list may show it first only once it has been read again. */
let lastWithdrawal = '';

/** A bank withdrawal the demo member asks for in the app; answers its order number. */
async function withdraw(page: Page, harness: Harness, amount: string): Promise<string> {
  await openRoute(page, harness.server, '/pages/withdrawl/index');
  await page.getByLabel('Amount (USDT)').fill(amount);
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await tapPayPassword(page, PAY_PASSWORD);
  await page.waitForURL(/tab=record/);
  const newest = page.getByTestId('withdrawal').first();
  await expect(newest).not.toHaveAttribute('data-order-no', lastWithdrawal);
  lastWithdrawal = (await newest.getAttribute('data-order-no')) ?? '';
  return lastWithdrawal;
}

test.afterAll(async () => {
  await owner.context().close();
  await checker.context().close();
});

test.describe('four eyes, lists and the receipt in the console', () => {
  test('the owner signs in and adds a second finance operator, who signs in in their own browser', async ({ browser, harness }) => {
    owner = await newDeskPage(browser);
    await firstSignIn(owner, `${harness.server.url}/console/`, DEMO_OPERATOR.username, DEMO_OPERATOR.password, 'owner password for the journey');
    const added = await consoleRequest(owner, harness.server.url, 'POST', '/admin/operators', { username: 'fiona', role: 'finance' });
    expect(added.status()).toBe(200);
    const { data } = (await added.json()) as { data: { password: string } };
    checker = await newDeskPage(browser);
    await firstSignIn(checker, `${harness.server.url}/console/`, 'fiona', data.password, 'finance password for the journey');
  });

  test("the checker's menu counts a change of the four-eyes limit as it is asked for, and the checker approves it", async ({ harness }) => {
    const asked = await consoleRequest(owner, harness.server.url, 'PUT', '/admin/settings/fourEyes', { value: { adjustmentAbove: '10000', withdrawalAbove: '50' } });
    expect(asked.status()).toBe(202);
    // Pushed to the checker's open console: no reload.
    await expect(approvalsEntry(checker)).toContainText('1 approval waiting for a second operator');
    await approvalsEntry(checker).click();
    const row = rowOf(checker, 'Settings change');
    await row.getByRole('button', { name: 'Approve' }).click();
    await checker.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    await expect(row).toHaveCount(0);
    await expect(approvalsEntry(checker)).not.toContainText('waiting');
  });

  test("a held payment waits once: Pending shows it waiting, a second press makes no second approval, and the checker decides with the member's balance and the order before them", async ({ page, harness }) => {
    await logInAsDemoMember(page, harness.server);
    await setFirstPayPassword(page, harness.server, 'demo1234', PAY_PASSWORD);
    await bindBankCard(page, harness.server);
    await page.getByRole('button', { name: 'Save card' }).click();
    await page.getByTestId('bank-card').waitFor();
    const orderNo = await withdraw(page, harness, '100');
    expect(orderNo).toMatch(/^WD/);

    const approvalId = await test.step('the owner presses Mark paid and gives the checker a reason: the payment is held, and the row says so', async () => {
      await owner.getByRole('menuitem', { name: /Pending orders/ }).click();
      const row = rowOf(owner, orderNo);
      await row.getByRole('button', { name: 'Mark paid' }).click();
      const dialog = owner.getByRole('dialog');
      await expect(dialog).toContainText('is above the four-eyes limit of 50');
      await dialog.getByLabel('Reason for the second operator').fill(PAY_REASON);
      await dialog.getByRole('button', { name: 'Mark paid' }).click();
      await expect(row.getByText(/^Waiting for approval #\d+$/)).toBeVisible();
      await expect(row.getByRole('button', { name: 'Mark paid' })).toHaveCount(0);
      return Number(((await row.getByText(/^Waiting for approval #\d+$/).textContent()) ?? '').replace(/\D/g, ''));
    });

    await test.step('a second press, as a retry sends it, answers the same approval', async () => {
      const again = await consoleRequest(owner, harness.server.url, 'POST', `/admin/withdrawals/${orderNo}/pay`, { requestId: randomUUID() });
      expect(again.status()).toBe(202);
      expect(((await again.json()) as { data: { approvalId: number } }).data.approvalId).toBe(approvalId);
      await expect(approvalsEntry(checker)).toContainText('1 approval waiting for a second operator');
    });

    await test.step("the checker sees the owner's reason, the member, their balance now and the order, approves, and the queue empties on both consoles", async () => {
      await approvalsEntry(checker).click();
      const row = rowOf(checker, `#${approvalId}`);
      await expect(row).toContainText(PAY_REASON);
      await expect(row).toContainText('demo0001 (#1)');
      await expect(row).toContainText('Balance now9900.00 available, 100.00 held (USDT)');
      await expect(row).toContainText(`${orderNo} Pending`);
      await row.getByRole('button', { name: 'Approve' }).click();
      await checker.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
      await expect(row).toHaveCount(0);
      await expect(approvalsEntry(checker)).not.toContainText('waiting');
      await expect(rowOf(owner, orderNo)).toHaveCount(0);
    });
  });

  test('a held payment whose withdrawal is rejected another way is cancelled, not left waiting', async ({ page, harness }) => {
    const orderNo = await withdraw(page, harness, '60');
    await owner.getByRole('button', { name: 'Refresh' }).click();
    const row = rowOf(owner, orderNo);
    await row.getByRole('button', { name: 'Mark paid' }).click();
    await owner.getByRole('dialog').getByLabel('Reason for the second operator').fill(PAY_REASON);
    await owner.getByRole('dialog').getByRole('button', { name: 'Mark paid' }).click();
    await expect(row.getByText(/^Waiting for approval #\d+$/)).toBeVisible();
    await expect(approvalsEntry(checker)).toContainText('1 approval waiting for a second operator');
    await row.getByRole('button', { name: 'Reject' }).click();
    const dialog = owner.getByRole('dialog');
    await dialog.getByLabel('Reason (the member reads it)').fill('The card holder does not match the account name');
    await dialog.getByRole('button', { name: 'Reject the order' }).click();
    await expect(row).toHaveCount(0);
    // The approval went with the order: nothing waits, and the list keeps it as cancelled.
    await expect(approvalsEntry(checker)).not.toContainText('waiting');
    await checker.locator('.ant-select', { has: checker.getByLabel('Status') }).click();
    await checker.locator('.ant-select-item-option[title="Cancelled"]').click();
    await checker.getByRole('button', { name: 'Search' }).click();
    await expect(rowOf(checker, 'Withdrawal payment').first()).toContainText('Cancelled');
  });

  test("a clerk's take shows at once on another clerk's open Pending screen, and so does the order leaving when it is paid", async ({ page, harness }) => {
    const orderNo = await withdraw(page, harness, '20');
    await checker.getByRole('menuitem', { name: /Pending orders/ }).click();
    const seenByChecker = rowOf(checker, orderNo);
    await expect(seenByChecker.getByRole('button', { name: 'Take', exact: true })).toBeVisible();
    await owner.getByRole('button', { name: 'Refresh' }).click();
    const row = rowOf(owner, orderNo);
    await row.getByRole('button', { name: 'Take', exact: true }).click();
    await expect(row.getByText('Yours')).toBeVisible();
    // Pushed to the checker's open screen: no reload, no Refresh.
    await expect(seenByChecker.getByText(`Held by ${DEMO_OPERATOR.username}`)).toBeVisible();
    await expect(seenByChecker.getByRole('button', { name: 'Mark paid' })).toBeDisabled();
    await row.getByRole('button', { name: 'Mark paid' }).click();
    await owner.getByRole('dialog').getByRole('button', { name: 'Mark paid' }).click();
    await expect(row).toHaveCount(0);
    await expect(seenByChecker).toHaveCount(0);
  });

  test('at 1440 px the receipt of a bank transfer is on screen beside Approve, not under the Actions column', async ({ page, harness }) => {
    const orderNo = await sendBankTransfer(page, harness.server);
    await owner.getByRole('menuitem', { name: /Pending orders/ }).click();
    const row = rowOf(owner, orderNo);
    const receipt = row.getByRole('img', { name: `Payment proof of ${orderNo}` });
    await expect(receipt).toBeVisible();
    // The notices of the decisions before float over the page's corner for a few seconds: the
    // layout, not a passing notice, is what is checked here.
    await expect(owner.locator('.ant-notification-notice')).toHaveCount(0, { timeout: 20_000 });
    const box = await receipt.boundingBox();
    const approve = await row.getByRole('button', { name: 'Approve' }).boundingBox();
    if (box === null || approve === null) throw new Error('the receipt or Approve has no box');
    expect(box.x + box.width).toBeLessThanOrEqual(1440);
    expect(box.x + box.width).toBeLessThanOrEqual(approve.x);
    // Nothing covers it: what the operator sees at its middle is the receipt itself.
    const seen = await owner.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('.ant-image')?.querySelector('img')?.getAttribute('alt') ?? null, { x: box.x + box.width / 2, y: box.y + box.height / 2 });
    expect(seen).toBe(`Payment proof of ${orderNo}`);
    await row.getByRole('button', { name: 'Approve' }).click();
    await owner.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    await expect(row).toHaveCount(0);
  });

  test("the bills pager says there are more than it counted and reaches past its tenth page; a member is found by username", async ({ harness }) => {
    // 100 small adjustments, fifty by each operator (each stays under the admin API's rate).
    const adjust = (page: Page) =>
      consoleRequest(page, harness.server.url, 'POST', '/admin/adjustments', { username: 'demo0001', amount: '0.01', reason: 'Pager journey', requestId: randomUUID() });
    for (let batch = 0; batch < 10; batch += 1) {
      const answers = await Promise.all([...Array.from({ length: 5 }, () => adjust(owner)), ...Array.from({ length: 5 }, () => adjust(checker))]);
      expect(answers.map((answer) => answer.status())).toEqual(Array.from({ length: 10 }, () => 200));
    }
    await owner.getByRole('menuitem', { name: 'Bills' }).click();
    await owner.getByLabel('Member (username or ID)').fill('DEMO0001');
    await owner.getByRole('button', { name: 'Search' }).click();
    await owner.locator('.ant-pagination-options .ant-select').click();
    await owner.getByTitle('10 / page').click();
    await expect(owner.getByText(/^More than 100 items$/)).toBeVisible();
    await owner.locator('.ant-pagination-item-11').click();
    await expect(owner.getByText(/^\d{3} items$/)).toBeVisible();
    await expect(owner.locator('tbody tr.ant-table-row')).not.toHaveCount(0);
    await expect(owner.locator('tbody tr.ant-table-row').first()).toContainText('demo0001');
  });
});
