import { DEMO_MEMBER } from '@meridian/server/demo';
import type { Page } from '@playwright/test';
import { startFleet, type Fleet } from '../support/fleet.js';
import { screenshot } from '../support/harness.js';
import { expect, test } from '../support/journey.js';
import { bindBankCard, logInAsDemoMember, openRoute, setFirstPayPassword, tapPayPassword } from '../support/member-view.js';

/**
 * Three server processes on PostgreSQL and Redis behind a round-robin balancer, the member's app
 * in Chromium through it (docs/operations.md "Several processes"). Only on a machine with both servers
 * (`DATABASE_URL`, `REDIS_URL`; CI has them): see playwright.config.ts.
 */
let started: Fleet | undefined;

/**
 * The file's fleet, started before its first journey. Not a worker fixture: a file with fixtures of
 * its own needs a worker of its own, and Playwright keeps such files for last, where this one ran
 * alone at the end of the run.
 */
function running(): Fleet {
  if (!started) throw new Error('the fleet did not start');
  return started;
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  started = await startFleet(3);
});

test.afterAll(async () => {
  await started?.close();
});

test.describe.configure({ mode: 'serial' });

const PAIR = 'BTC/USDT';
const PAY_PASSWORD = '1357';

const app = (fleet: Fleet) => ({ url: fleet.url, db: fleet.database.db });
const priceText = (page: Page) => page.getByTestId('kline-price').innerText();

/** Waits until the K-line page shows a price other than `than`: the 1 Hz push is arriving. */
async function priceMovesFrom(page: Page, than: string): Promise<void> {
  await expect.poll(() => priceText(page), { timeout: 20_000, intervals: [500] }).not.toBe(than);
}

test.describe('three processes behind a balancer', () => {
  test('a member logs in through the balancer and sees prices stream', async ({ page }) => {
    const fleet = running();
    await logInAsDemoMember(page, app(fleet));
    await openRoute(page, app(fleet), `/pages/market/kline?symbol=${encodeURIComponent(PAIR)}`);
    await expect(page.getByTestId('kline-price')).toHaveText(/^\d{1,3}(,\d{3})*\.\d{2}$/, { useInnerText: true, timeout: 15_000 });
    await priceMovesFrom(page, await priceText(page));
    await screenshot(page, 'fleet-kline');
  });

  test('a contract placed before a process is killed with -9 still settles, and its push arrives', async ({ page }) => {
    const fleet = running();
    const panel = page.getByRole('region', { name: 'Contract panel' });
    await panel.getByRole('button', { name: /^30s/ }).click();
    await panel.getByRole('button', { name: 'Up', exact: true }).click();
    await panel.getByLabel('Amount (USDT)').fill('10');
    await panel.getByRole('button', { name: 'Buy up' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm contract' }).click();
    await page.getByRole('region', { name: 'Contract running' }).waitFor();

    // The first process started first and took the price feed: the hardest one to lose.
    const [first] = fleet.processes;
    if (!first) throw new Error('no process');
    first.child.kill('SIGKILL');
    await new Promise((resolve) => first.child.once('exit', resolve));

    // Another process takes the feed over, the app's live channel reconnects through the
    // balancer, prices move again, and the settlement (by whichever process claims it) is pushed.
    await priceMovesFrom(page, await priceText(page));
    const result = page.getByRole('status', { name: 'Contract result' });
    await result.waitFor({ timeout: 60_000 });
    expect(await result.getByText(/^Purchase [\d,.]+ → settlement [\d,.]+$/).count()).toBe(1);
    await screenshot(page, 'fleet-contract-result');
  });

  test('a withdrawal is paid by an operator through another process, and the member sees it paid', async ({ page }) => {
    const fleet = running();
    await setFirstPayPassword(page, app(fleet), DEMO_MEMBER.password, PAY_PASSWORD);
    await bindBankCard(page, app(fleet));
    await page.getByRole('button', { name: 'Save card' }).click();
    await page.getByTestId('bank-card').waitFor();

    await openRoute(page, app(fleet), '/pages/withdrawl/index');
    await page.getByLabel('Amount (USDT)').fill('100');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await tapPayPassword(page, PAY_PASSWORD);
    await page.waitForURL(/tab=record/);
    const item = page.getByTestId('withdrawal').first();
    await expect(item).toContainText('Processing', { useInnerText: true });
    const orderNo = (await item.getAttribute('data-order-no')) ?? '';
    expect(orderNo).toMatch(/^WD/);

    // Straight to the last process, not through the balancer: whichever process the member's
    // calls land on must see what another one decided.
    const operatorProcess = fleet.processes.at(-1);
    if (!operatorProcess) throw new Error('no process');
    const paid = await fetch(`${operatorProcess.url}/admin/withdrawals/${orderNo}/pay`, {
      method: 'POST',
      headers: { authorization: `Bearer ${fleet.operatorToken}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(paid.status).toBe(200);

    await openRoute(page, app(fleet), `/pages/withdrawl/index?tab=record&orderNo=${orderNo}`);
    await page.reload();
    await expect(page.locator(`[data-order-no="${orderNo}"]`)).toContainText('Paid', { useInnerText: true });
    await screenshot(page, 'fleet-withdrawal-paid');
  });
});
