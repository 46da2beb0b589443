import { randomBytes } from 'node:crypto';
import { withdrawalCharges, type WithdrawalRules } from '@meridian/protocol';
import { devChainClients } from '@meridian/server';
import { DEFAULT_WITHDRAW_SETTINGS, DEMO_OPERATOR } from '@meridian/server/demo';
import type { Page } from '@playwright/test';
import { firstSignIn, newDeskPage } from '../support/console-view.js';
import { screenshot } from '../support/harness.js';
import { expect, test } from '../support/journey.js';
import { logInAsDemoMember, openRoute, setFirstPayPassword, tapPayPassword } from '../support/member-view.js';

test.describe.configure({ mode: 'serial' });
test.use({ chainDemo: true });

const RULES: WithdrawalRules = { currency: 'USDT', ...DEFAULT_WITHDRAW_SETTINGS.rules };
const PAY_PASSWORD = '2468';
/** Signed and broadcast within a step of the signer, then twelve confirmations at the journeys' block a second, with room for a slow machine. */
const SENDING_MS = 20_000;
const CONFIRMING_MS = 60_000;
/** What the journey reads of the token: the recipient's balance. */
const BALANCE_OF = [{ type: 'function', name: 'balanceOf', stateMutability: 'view', inputs: [{ name: 'owner', type: 'address' }], outputs: [{ name: '', type: 'uint256' }] }] as const;

/**
 * A coin withdrawal sent on chain by the embedded demo's in-process signer (issue 39): the member
 * withdraws USDT to an address of their own on ERC20, the operator pays it, and the member watches
 * it go out (the transaction's hash, "Sending on chain") and arrive ("Paid"), while the chain itself
 * shows the address holding exactly what the record says was paid out.
 */
const OWNER_PASSWORD = 'owner password for the wallets screen';

let desk: Page | undefined;

test.afterAll(async () => {
  await desk?.context().close();
});

/** The hot wallet's token balance as the console's Wallets screen shows it on ERC20. */
async function shownHotBalance(page: Page): Promise<number> {
  const network = page.locator('.ant-card').filter({ has: page.getByRole('heading', { name: 'ERC20' }) });
  const shown = network.getByTestId('balance-hot');
  await expect(shown).toHaveText(/^\d+(\.\d+)?$/);
  return Number(await shown.textContent());
}

test.describe('a coin withdrawal the signer sends', () => {
  test('the member withdraws to an ERC20 address, the operator pays, the signer sends it, and the address holds the pay-out', async ({ page, browser, harness }) => {
    const address = `0x${randomBytes(20).toString('hex')}`;
    const payOut = withdrawalCharges('50', RULES, 0).actualAmount;

    await test.step('a pay password and an ERC20 address of their own', async () => {
      await logInAsDemoMember(page, harness.server);
      await setFirstPayPassword(page, harness.server, 'demo1234', PAY_PASSWORD);
      await openRoute(page, harness.server, '/pages/my/personal');
      await page.getByLabel('USDT address').fill(address);
      await page.getByText('ERC20', { exact: true }).click();
      await page.getByRole('button', { name: 'Save' }).click();
      await page.waitForURL((url) => !url.hash.includes('/pages/my/personal'));
    });

    let orderNo = '';
    await test.step('withdraws 50 USDT to it', async () => {
      await openRoute(page, harness.server, '/pages/withdrawl/index');
      await page.getByRole('radio', { name: /USDT \(ERC20\)/ }).click();
      await page.getByLabel('Amount (USDT)').fill('50');
      await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
      await tapPayPassword(page, PAY_PASSWORD);
      await page.waitForURL(/tab=record/);
      const item = page.getByTestId('withdrawal').first();
      await expect(item).toContainText('Processing', { useInnerText: true });
      orderNo = (await item.getAttribute('data-order-no')) ?? '';
      expect(orderNo).toMatch(/^WD/);
    });

    let hotBefore = 0;
    await test.step("an operator opens the console's Wallets screen: the signer is up and the hot wallet's balance is read from the chain", async () => {
      desk = await newDeskPage(browser);
      await firstSignIn(desk, `${harness.server.url}/console/`, DEMO_OPERATOR.username, DEMO_OPERATOR.password, OWNER_PASSWORD);
      await desk.getByRole('menuitem', { name: 'Wallets' }).click();
      await desk.getByRole('heading', { name: 'Platform wallets' }).waitFor();
      const network = desk.locator('.ant-card').filter({ has: desk.getByRole('heading', { name: 'ERC20' }) });
      await expect(network.getByText('Signer up')).toBeVisible();
      hotBefore = await shownHotBalance(desk);
      expect(hotBefore).toBeGreaterThan(Number(payOut));
      await screenshot(desk, 'console-wallets-before');
    });

    const item = page.locator(`[data-order-no="${orderNo}"]`);
    await test.step('the operator pays it: the signer sends it, and the record shows it on its way with its transaction', async () => {
      expect(await harness.operator('withdrawal', 'pay', orderNo)).toContain('the signer sends it on chain');
      await expect(async () => {
        await page.reload();
        await expect(item.getByTestId('withdrawal-tx')).toHaveText(/^Transaction 0x[0-9a-f]{64}$/, { timeout: 1_000 });
      }).toPass({ timeout: SENDING_MS });
      await screenshot(page, 'coin-withdrawal-sending');
    });

    await test.step('its confirmations count up on the record as blocks come, without a reload (the signer tells the open app)', async () => {
      const confirmations = item.getByTestId('withdrawal-confirmations');
      const counted = async () => Number(/^(\d+) of 12 confirmations$/.exec((await confirmations.textContent({ timeout: 1_000 })) ?? '')?.[1] ?? Number.NaN);
      await expect(confirmations).toHaveText(/^\d+ of 12 confirmations$/, { timeout: SENDING_MS });
      const first = await counted();
      expect(first).toBeLessThan(12);
      await expect(async () => {
        expect(await counted()).toBeGreaterThan(first);
      }).toPass({ timeout: 10_000 });
      await screenshot(page, 'coin-withdrawal-confirming');
    });

    await test.step('twelve confirmations later it is paid, and the chain shows the address holding the pay-out', async () => {
      // Live as well: the pay-out moves the member's held balance, which the open app hears.
      await expect(item).toContainText('Paid', { useInnerText: true, timeout: CONFIRMING_MS });
      await expect(item.getByTestId('withdrawal-tx')).toBeVisible();
      await screenshot(page, 'coin-withdrawal-paid');
      const network = harness.server.app.deps.chain.get('ERC20');
      if (network?.rpcUrl === undefined || network.token === undefined) throw new Error('the journey runs the chain demo: ERC20 has its node and token');
      const held = await devChainClients(network.rpcUrl).reader.readContract({ address: network.token as `0x${string}`, abi: BALANCE_OF, functionName: 'balanceOf', args: [address as `0x${string}`] });
      expect(held).toBe(BigInt(Math.round(Number(payOut) * 1_000_000)));
    });

    await test.step("the Wallets screen shows the hot wallet's balance fallen by the pay-out (it reads the chain again every few seconds)", async () => {
      const wallets = desk;
      if (wallets === undefined) throw new Error('the desk opened the Wallets screen');
      await expect(async () => {
        expect(hotBefore - (await shownHotBalance(wallets))).toBeCloseTo(Number(payOut), 6);
      }).toPass({ timeout: 15_000 });
      await screenshot(wallets, 'console-wallets-after');
    });
  });
});
