import { DEMO_MEMBER } from '@meridian/server/demo';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFleet, type Fleet } from '../support/fleet.js';
import { launchChromium, newPhonePage, screenshot } from '../support/harness.js';
import { bindBankCard, logInAsDemoMember, openRoute, setFirstPayPassword, tapPayPassword } from '../support/member-view.js';

/**
 * Three server processes on PostgreSQL and Redis behind a round-robin balancer, the member's app
 * in Chromium through it (docs/operations.md "Several processes"). Only on a machine with both servers
 * (`DATABASE_URL`, `REDIS_URL`; CI has them): see vitest.e2e.config.ts.
 */
const PAIR = 'BTC/USDT';
const PAY_PASSWORD = '1357';
let fleet: Fleet;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  fleet = await startFleet(3);
  browser = await launchChromium();
  page = await newPhonePage(browser);
}, 180_000);
afterAll(async () => {
  await browser.close();
  await fleet.close();
});
afterEach(async (test) => {
  if (test.task.result?.state === 'fail') await screenshot(page, `failed-fleet-${test.task.name.replace(/\W+/g, '-')}`);
});

const app = () => ({ url: fleet.url, db: fleet.database.db });
const priceText = () => page.getByTestId('kline-price').innerText();

/** Waits until the K-line page shows a price other than `than`: the 1 Hz push is arriving. */
async function priceMovesFrom(than: string): Promise<void> {
  await expect.poll(priceText, { timeout: 20_000, interval: 500 }).not.toBe(than);
}

describe('three processes behind a balancer', () => {
  it('a member logs in through the balancer and sees prices stream', async () => {
    await logInAsDemoMember(page, app());
    await openRoute(page, app(), `/pages/market/kline?symbol=${encodeURIComponent(PAIR)}`);
    await expect.poll(priceText, { timeout: 15_000 }).toMatch(/^\d{1,3}(,\d{3})*\.\d{2}$/);
    await priceMovesFrom(await priceText());
    await screenshot(page, 'fleet-kline');
  });

  it('a contract placed before a process is killed with -9 still settles, and its push arrives', async () => {
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
    await priceMovesFrom(await priceText());
    const result = page.getByRole('status', { name: 'Contract result' });
    await result.waitFor({ timeout: 60_000 });
    expect(await result.getByText(/^Purchase [\d,.]+ → settlement [\d,.]+$/).count()).toBe(1);
    await screenshot(page, 'fleet-contract-result');
  });

  it('a withdrawal is paid by an operator through another process, and the member sees it paid', async () => {
    await setFirstPayPassword(page, app(), DEMO_MEMBER.password, PAY_PASSWORD);
    await bindBankCard(page, app());
    await page.getByRole('button', { name: 'Save card' }).click();
    await page.getByTestId('bank-card').waitFor();

    await openRoute(page, app(), '/pages/withdrawl/index');
    await page.getByLabel('Amount (USDT)').fill('100');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await tapPayPassword(page, PAY_PASSWORD);
    await page.waitForURL(/tab=record/);
    const item = page.getByTestId('withdrawal').first();
    await expect.poll(() => item.innerText()).toContain('Processing');
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

    await openRoute(page, app(), `/pages/withdrawl/index?tab=record&orderNo=${orderNo}`);
    await page.reload();
    await expect.poll(() => page.locator(`[data-order-no="${orderNo}"]`).innerText()).toContain('Paid');
    await screenshot(page, 'fleet-withdrawal-paid');
  });
});
