import { DEMO_OPERATOR } from '@meridian/server/demo';
import type { Page } from '@playwright/test';
import { screenshot } from '../support/harness.js';
import { firstSignIn, newDeskPage } from '../support/console-view.js';
import { expect, test } from '../support/journey.js';
import { logInAsDemoMember, openRoute } from '../support/member-view.js';

/**
 * The operators' Chain screen (issue 38) against the embedded demo's development chain: a deposit
 * nobody's address can match (sent to the channel's shared address) is listed as unmatched, an
 * operator credits it to the member it came from with a reason, and the member's balance and bills
 * show it; the screen then lists it as credited with its order.
 */
test.describe.configure({ mode: 'serial' });
test.use({ chainDemo: true });

const OWNER_PASSWORD = 'owner password for the chain screen';
/** The demo's ERC20 channel's shared address (the seed's recharge settings): no member owns it. */
const SHARED_ERC20_ADDRESS = '0x742d35Cc6634C0532925a3b844Bc454e4438f44e';
/**
 * Twelve confirmations at the journeys' block a second, with room for a busy machine, where the
 * console's reload alone can take seconds.
 */
const CONFIRMING_MS = 90_000;

let owner: Page | undefined;

test.afterAll(async () => {
  await owner?.context().close();
});

test.describe("the console's Chain screen", () => {
  test('an unmatched deposit to the shared address is credited by an operator to the member, once, and the member sees it', async ({ page, browser, harness }) => {
    test.setTimeout(CONFIRMING_MS + 90_000);
    const desk = await newDeskPage(browser);
    owner = desk;
    await firstSignIn(desk, `${harness.server.url}/console/`, DEMO_OPERATOR.username, DEMO_OPERATOR.password, OWNER_PASSWORD);

    await test.step('a wallet outside Meridian sends 70 USDT to the shared address', async () => {
      const { send } = harness.server.app.deps.demoFaucet;
      if (send === undefined) throw new Error('the journey runs the chain demo: its faucet sends');
      await send(SHARED_ERC20_ADDRESS, '70');
    });

    const unmatched = desk.getByRole('row').filter({ hasText: 'No member owns the address' });
    await test.step('the Chain screen shows the network crediting and the deposit unmatched, with why', async () => {
      await desk.getByRole('menuitem', { name: 'Chain' }).click();
      await desk.getByRole('heading', { name: 'Chain deposits' }).waitFor();
      const network = desk.locator('.ant-card').filter({ has: desk.getByRole('heading', { name: 'ERC20' }) });
      await expect(network.getByText('Crediting')).toBeVisible();
      await expect(network.getByText('Healthy')).toBeVisible();
      // An operator waiting for blocks reloads; the credit by hand waits for the 12 confirmations the watcher credits at.
      const confirmations = unmatched.getByRole('cell').nth(6);
      await expect(async () => {
        await desk.reload();
        // The row is listed from the deposit's first block on: what waits here is the reloaded page.
        await expect(unmatched).toHaveCount(1);
        expect(Number(await confirmations.textContent())).toBeGreaterThanOrEqual(12);
      }).toPass({ timeout: CONFIRMING_MS });
      await expect(unmatched).toContainText('70');
      await expect(unmatched).toContainText('Unmatched');
      await screenshot(desk, 'console-chain-unmatched');
    });

    await test.step('the operator credits it to demo0001 with the reason; the deposit is credited once, with its order', async () => {
      await unmatched.getByRole('button', { name: 'Credit to member' }).click();
      const dialog = desk.getByRole('dialog', { name: /^Credit deposit #\d+ to a member$/ });
      await expect(dialog).toContainText('70 on ERC20');
      await dialog.getByLabel('Username').fill('demo0001');
      await dialog.getByLabel('Reason').fill('Support ticket 4411: the member sent it from their exchange account to the shared address');
      await dialog.getByRole('button', { name: 'Credit' }).click();
      await expect(desk.getByText(/^Credited chain deposit #\d+ to demo0001: 70\.00 USDT \(recharge RCCH[0-9A-F]{20}\)\.$/)).toBeVisible();
      await expect(unmatched).toHaveCount(0);
      await desk.getByRole('tab', { name: 'Credited' }).click();
      const credited = desk.getByRole('row').filter({ hasText: 'demo0001' });
      await expect(credited).toHaveCount(1);
      await expect(credited).toContainText(/RCCH[0-9A-F]{20}/);
      await screenshot(desk, 'console-chain-credited');
    });

    await test.step('the member sees the credit: balance and bill', async () => {
      await logInAsDemoMember(page, harness.server);
      await openRoute(page, harness.server, '/pages/recharge/index');
      await expect(page.getByTestId('recharge-balance')).toHaveText('10,070.00 USDT');
      await openRoute(page, harness.server, '/pages/my/bill_record');
      await expect(page.getByTestId('bill-row').first().getByTestId('bill-amount')).toHaveText('+70.00');
    });
  });
});
