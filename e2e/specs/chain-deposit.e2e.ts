import { screenshot } from '../support/harness.js';
import { expect, test } from '../support/journey.js';
import { logInAsDemoMember, openRoute } from '../support/member-view.js';

test.describe.configure({ mode: 'serial' });
test.use({ chainDemo: true });

/**
 * The journeys' dev chain makes a block a second (JOURNEY_BLOCK_SECONDS) and a deposit waits for
 * 12 confirmations: some twelve seconds from the faucet's send to the credit, with room for a slow machine.
 */
const CONFIRMING_MS = 45_000;

/** The count in "n of 12 confirmations". */
function confirmationsIn(text: string | null): number {
  const count = /^(\d+) of 12 confirmations$/.exec(text ?? '')?.[1];
  return count === undefined ? -1 : Number(count);
}

test.describe('a chain deposit (issue 38)', () => {
  test('the demo faucet sends USDT to the member’s own address; the page counts its confirmations up live, then it is credited', async ({ page, harness }) => {
    await test.step('the member opens the crypto deposit page on ERC20: their own address and its QR code', async () => {
      await logInAsDemoMember(page, harness.server);
      await openRoute(page, harness.server, '/pages/recharge/index');
      await expect(page.getByTestId('recharge-balance')).toHaveText('10,000.00 USDT');
      await page.getByRole('radio', { name: /^USDT/ }).click();
      await page.getByText('ERC20', { exact: true }).click();
      await expect(page.getByTestId('crypto-address')).toHaveText(/^0x[0-9a-fA-F]{40}$/);
      await expect(page.getByTestId('crypto-address')).not.toHaveText('0x742d35Cc6634C0532925a3b844Bc454e4438f44e');
      await expect(page.getByTestId('address-qr')).toHaveAttribute('src', /^data:image\/svg\+xml/);
      await expect(page.getByTestId('crypto-confirmations')).toHaveText('12');
      await expect(page.getByRole('heading', { name: 'Incoming deposits' })).toBeVisible();
      await expect(page.getByText(/No deposits to this address yet/)).toBeVisible();
    });

    const deposit = page.getByTestId('chain-deposit').first();
    const status = deposit.getByTestId('chain-deposit-status');
    await test.step('the clearly marked demo faucet sends 100 demo USDT; the deposit appears and confirms without a reload', async () => {
      // A reload would lose this mark on the page's window: it proves the page was never loaded again.
      await page.evaluate(() => Object.assign(window, { journeyMark: true }));
      const faucet = page.getByTestId('demo-faucet');
      await expect(faucet.getByText('Demo faucet', { exact: true })).toBeVisible();
      await faucet.getByRole('button', { name: 'Send 100 demo USDT to this address — demo only, worth nothing' }).click();
      await expect(page.getByText('Sent. It shows under Incoming deposits with the next block.')).toBeVisible();

      await expect(deposit.getByTestId('chain-deposit-amount')).toHaveText('100 USDT', { timeout: CONFIRMING_MS });
      await expect(status).toHaveText(/^\d+ of 12 confirmations$/, { timeout: CONFIRMING_MS });
      const first = confirmationsIn(await status.textContent());
      expect(first).toBeGreaterThanOrEqual(1);
      await screenshot(page, 'chain-deposit-confirming');
      // Counting up: a later count shows on the same page (or the credit, on a very slow machine).
      await expect
        .poll(async () => {
          const text = await status.textContent();
          return text === 'Credited' ? 12 : confirmationsIn(text);
        }, { timeout: CONFIRMING_MS })
        .toBeGreaterThan(first);
    });

    await test.step('credited: the deposit says so, with its order, and the balance shows it', async () => {
      await expect(status).toHaveText('Credited', { timeout: CONFIRMING_MS });
      await expect(deposit).toContainText(/Deposit order RC/);
      await expect(page.getByTestId('recharge-balance')).toHaveText('10,100.00 USDT');
      expect(await page.evaluate(() => 'journeyMark' in window)).toBe(true);
      await screenshot(page, 'chain-deposit-credited');
    });

    await test.step('the bill list and my page show the credit', async () => {
      await openRoute(page, harness.server, '/pages/my/bill_record');
      await expect(page.getByTestId('bill-row').first().getByTestId('bill-amount')).toHaveText('+100.00');
      await openRoute(page, harness.server, '/pages/my/index');
      await expect(page.getByTestId('balance-amount')).toContainText('10,100.00');
    });
  });
});
