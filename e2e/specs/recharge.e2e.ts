import { screenshot } from '../support/harness.js';
import { expect, test } from '../support/journey.js';
import { logInAsDemoMember } from '../support/member-view.js';

test.describe.configure({ mode: 'serial' });
test.use({ chainDemo: true });

/** A 2×2 PNG standing for the photo of a bank receipt. */
const RECEIPT_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAEUlEQVR4nGP4z8DwH4QZYAwAR8oH+WdZbrcAAAAASUVORK5CYII=', 'base64');

test.describe('recharge', () => {
  test('a bank transfer waits for the operator; once approved the app shows the new balance and the bill', async ({ page, harness }) => {
    await test.step('the member logs in and chooses a bank transfer of 500', async () => {
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: harness.server.url });
      await logInAsDemoMember(page, harness.server);

      await page.goto(harness.appUrl('/pages/recharge/index'));
      await expect(page.getByTestId('recharge-balance')).toHaveText('10,000.00 USDT');
      await page.getByRole('radio', { name: 'Bank transfer' }).click();
      await page.getByRole('button', { name: '500', exact: true }).click();
      await expect(page.getByRole('textbox', { name: 'Amount' })).toHaveValue('500.00');
      await screenshot(page, 'recharge-index-bank');
      await page.getByRole('button', { name: 'Next' }).click();
    });

    await test.step("offpay: the method's first bank, then another one chosen on offselectbank", async () => {
      await page.waitForURL(/#\/pages\/recharge\/offpay\?/);
      await expect(page.getByTestId('offpay-bank')).toHaveText('HSBC');
      await page.getByTestId('offpay-bank').click();
      await page.waitForURL(/#\/pages\/recharge\/offselectbank\?/);
      await screenshot(page, 'recharge-offselectbank');
      await page.getByRole('button', { name: /Bank of China/ }).click();
      await page.waitForURL(/#\/pages\/recharge\/offpay\?/);
      await expect(page.getByTestId('offpay-bank')).toHaveText('Bank of China (Hong Kong)');
      await page.getByRole('button', { name: 'Next' }).click();
    });

    await test.step("offpaybank: the payee account with copy buttons, then the member's name and receipt", async () => {
      await page.waitForURL(/#\/pages\/recharge\/offpaybank\?/);
      await expect(page.getByTestId('payee-account')).toHaveText('012875400123456');
      await expect(page.getByTestId('transfer-amount')).toHaveText('500.00 USDT');
      await page.getByRole('button', { name: 'Copy Account number' }).click();
      await page.getByText('Copied', { exact: true }).waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('012875400123456');

      await page.getByRole('button', { name: 'I have made the transfer' }).click();
      await page.getByText('Please enter your real name').waitFor();
      await page.getByLabel('Real name').fill('Chan Tai Man');
      await page.getByTestId('proof-input').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: RECEIPT_PNG });
      await page.getByTestId('proof-preview').waitFor();
      await screenshot(page, 'recharge-offpaybank');
      await page.getByRole('button', { name: 'I have made the transfer' }).click();
    });

    const orderNo = await test.step('detail: waiting for the operator, polled every 5 s', async () => {
      await page.waitForURL(/#\/pages\/recharge\/detail\?orderNo=/);
      await expect(page.getByTestId('order-status')).toHaveText('Being confirmed');
      const orderNo = (await page.getByTestId('order-no').textContent()) ?? '';
      expect(orderNo).toMatch(/^RC/);
      expect(await page.getByTestId('order-card').textContent()).toBe('012875400123456');
      expect(await page.getByTestId('order-holder').textContent()).toBe('Meridian Payments Ltd');
      await screenshot(page, 'recharge-detail-pending');
      return orderNo;
    });

    await test.step('the operator approves: credited, with the new balance and the bill', async () => {
      expect(await harness.operator('recharge', 'approve', orderNo)).toContain(orderNo);
      await expect(page.getByTestId('order-status')).toHaveText('Credited', { timeout: 15_000 });
      await expect(page.getByTestId('recharge-balance')).toHaveText('10,500.00 USDT');
      await screenshot(page, 'recharge-detail-credited');

      await page.getByRole('button', { name: 'Deposit records' }).click();
      await page.waitForURL(/#\/pages\/my\/bill_record\?type=recharge/);
      const credited = page.getByTestId('deposit-order').first();
      expect(await credited.getAttribute('data-order-no')).toBe(orderNo);
      await expect(credited.getByTestId('deposit-amount')).toHaveText('500.00 USDT');
      await expect(credited.getByTestId('order-status')).toHaveText('Credited');
      await screenshot(page, 'recharge-records');

      await page.goto(harness.appUrl('/pages/my/index'));
      await expect(page.getByTestId('balance-amount')).toContainText('10,500.00');
    });
  });

  test('an online recharge paid on the sandbox gateway page is credited', async ({ page, harness }) => {
    await page.goto(harness.appUrl('/pages/recharge/index'));
    await page.getByRole('radio', { name: /^Sandbox Pay/ }).click();
    await page.getByRole('textbox', { name: 'Amount' }).fill('100');
    await page.getByRole('button', { name: 'Pay now' }).click();

    // The provider's page, outside the app.
    await page.waitForURL(/\/sandbox-pay\//);
    const orderNo = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
    expect(orderNo).toMatch(/^RC/);
    await page.getByText('100.00 USDT').waitFor();
    await screenshot(page, 'recharge-sandbox-gateway');
    await page.getByRole('button', { name: 'Approve payment' }).click();
    await page.getByText('The payment was approved.', { exact: false }).waitFor();
    // The decision lands on the pay URL itself: a reload shows the same, never a 404.
    expect(new URL(page.url()).searchParams.get('token')).toMatch(/^[0-9a-f]{32}$/);
    expect((await page.reload())?.status()).toBe(200);
    await page.getByText('The payment was approved.', { exact: false }).waitFor();

    // Back in the app on the order itself, credited, with the new balance; the bill is there too.
    await page.getByRole('link', { name: 'Back to the app' }).click();
    await page.waitForURL(new RegExp(`#/pages/recharge/detail\\?orderNo=${orderNo}`));
    await expect(page.getByTestId('order-status')).toHaveText('Credited');
    await expect(page.getByTestId('order-mode')).toHaveText('Online payment');
    await expect(page.getByTestId('recharge-balance')).toHaveText('10,600.00 USDT');
    await screenshot(page, 'recharge-online-credited');
    await page.goto(harness.appUrl('/pages/my/bill_record?type=recharge'));
    await expect(page.getByTestId('deposit-amount').first()).toHaveText('100.00 USDT');
    await page.getByRole('button', { name: `Open deposit ${orderNo}` }).click();
    await page.waitForURL(new RegExp(`#/pages/recharge/detail\\?orderNo=${orderNo}`));
  });

  test('an abandoned online deposit blocks the next one (3008) until the member cancels it from where the modal lands', async ({ page, harness }) => {
    const payOnline = async (amount: string) => {
      await page.goto(harness.appUrl('/pages/recharge/index'));
      await page.getByRole('radio', { name: /^Sandbox Pay/ }).click();
      await page.getByRole('textbox', { name: 'Amount' }).fill(amount);
      await page.getByRole('button', { name: 'Pay now' }).click();
    };

    // Opened, then left on the provider's page without paying.
    await payOnline('150');
    await page.waitForURL(/\/sandbox-pay\//);
    const abandoned = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
    // The same page without its token is refused plainly, and says nothing about approval.
    const bare = await page.goto(`${harness.server.url}/sandbox-pay/${abandoned}`);
    expect(bare?.status()).toBe(403);
    await page.getByText('This payment link is not valid.', { exact: false }).waitFor();
    expect(await page.getByText('approved', { exact: false }).count()).toBe(0);
    await screenshot(page, 'recharge-sandbox-invalid-link');

    // Trying again: the modal of spec section 8, one confirm, landing on the deposit records.
    await payOnline('200');
    const modal = page.getByRole('dialog');
    await modal.getByText(`(${abandoned})`, { exact: false }).waitFor();
    await screenshot(page, 'recharge-3008-modal');
    await modal.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL(/#\/pages\/my\/bill_record\?type=recharge/);
    const blocking = page.getByTestId('deposit-order').first();
    expect(await blocking.getAttribute('data-order-no')).toBe(abandoned);
    await expect(blocking.getByTestId('order-status')).toHaveText('Waiting for payment');
    await screenshot(page, 'recharge-3008-blocking-order');

    await blocking.getByRole('button', { name: 'Cancel deposit' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel deposit' }).click();
    await expect(blocking.getByTestId('order-status')).toHaveText('Cancelled');

    // Free again: the new deposit opens and is paid.
    await payOnline('200');
    await page.waitForURL(/\/sandbox-pay\//);
    expect(decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '')).not.toBe(abandoned);
    await page.getByRole('button', { name: 'Approve payment' }).click();
    await page.getByText('The payment was approved.', { exact: false }).waitFor();
  });

  test('a crypto deposit the operator rejects: the waiting card goes by itself and the records show the reason', async ({ page, harness }) => {
    await page.goto(harness.appUrl('/pages/recharge/index'));
    await page.getByRole('radio', { name: /^USDT/ }).click();
    await expect(page.getByTestId('crypto-network')).toHaveText('TRC20');
    await page.getByRole('textbox', { name: 'USDT sent' }).fill('80');
    await page.getByRole('textbox', { name: 'Transaction ID (TXID)' }).fill('f00dfeed1234');
    await page.getByRole('button', { name: 'I have sent the coins' }).click();
    await page.waitForURL(/#\/pages\/recharge\/detail\?orderNo=/);
    const orderNo = (await page.getByTestId('order-no').textContent()) ?? '';

    await page.goto(harness.appUrl('/pages/recharge/index'));
    const waiting = page.getByText('Your crypto deposit is waiting for confirmation');
    await waiting.waitFor();
    expect(await harness.operator('recharge', 'reject', orderNo, 'No such transaction on TRC20')).toContain(orderNo);
    await waiting.waitFor({ state: 'detached', timeout: 15_000 });
    await screenshot(page, 'recharge-after-rejection');

    await page.getByRole('button', { name: 'Records' }).click();
    await page.waitForURL(/#\/pages\/my\/bill_record\?type=recharge/);
    const rejected = page.getByTestId('deposit-order').first();
    expect(await rejected.getAttribute('data-order-no')).toBe(orderNo);
    await expect(rejected.getByTestId('order-status')).toHaveText('Rejected');
    expect(await rejected.getByTestId('deposit-reason').textContent()).toBe('Reason: No such transaction on TRC20');
    await screenshot(page, 'recharge-records-rejected');
  });

  test('a crypto deposit shows the address and its QR code, previews the credit, and can be cancelled', async ({ page, harness }) => {
    await page.goto(harness.appUrl('/pages/recharge/index'));
    await page.getByRole('radio', { name: /^USDT/ }).click();
    await page.getByText('ERC20', { exact: true }).click();
    // The member's own address, derived from the demo's xpub (issue 38), not the channel's shared one.
    await expect(page.getByTestId('crypto-address')).toHaveText(/^0x[0-9a-fA-F]{40}$/);
    await expect(page.getByTestId('crypto-address')).not.toHaveText('0x742d35Cc6634C0532925a3b844Bc454e4438f44e');
    await expect(page.getByTestId('crypto-confirmations')).toHaveText('12');
    await page.getByTestId('crypto-auto-credit-warning').waitFor();
    await page.getByTestId('address-qr').waitFor();
    // Sent there, a deposit credits itself: the transaction ID form waits behind its link.
    await expect(page.getByRole('textbox', { name: 'Transaction ID (TXID)' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Deposit not showing? Enter its transaction ID' }).click();
    await page.getByRole('textbox', { name: 'USDT sent' }).fill('20');
    await page.getByRole('textbox', { name: 'Transaction ID (TXID)' }).fill('0x-abc');
    await page.getByRole('button', { name: 'I have sent the coins' }).click();
    // The ERC20 channel takes 50 at least, and a txid has only letters and digits.
    await page.getByText('The smallest deposit is 50.00 USDT').waitFor();
    await page.getByText('A transaction ID has only letters and digits').waitFor();
    await page.getByRole('textbox', { name: 'USDT sent' }).fill('75.5');
    await expect(page.getByTestId('crypto-credited')).toContainText('75.50 USDT');
    // The server looks the transaction up on the chain it reads: this one is not there.
    await page.getByRole('textbox', { name: 'Transaction ID (TXID)' }).fill('a1b2c3d4e5f6');
    await page.getByRole('button', { name: 'I have sent the coins' }).click();
    await page.getByText('This transaction is not on the ERC20 chain', { exact: false }).waitFor();

    // TRC20 keeps its shared address and the operator's review: the order is made and can be cancelled.
    await page.getByText('TRC20', { exact: true }).click();
    await page.getByRole('textbox', { name: 'USDT sent' }).fill('75.5');
    await page.getByRole('textbox', { name: 'Transaction ID (TXID)' }).fill('a1b2c3d4e5f6');
    await screenshot(page, 'recharge-crypto');
    await page.getByRole('button', { name: 'I have sent the coins' }).click();

    await page.waitForURL(/#\/pages\/recharge\/detail\?orderNo=/);
    await expect(page.getByTestId('order-status')).toHaveText('Being confirmed');
    expect(await page.getByTestId('order-txid').textContent()).toBe('a1b2c3d4e5f6');
    expect(await page.getByTestId('order-coins').textContent()).toBe('75.50');
    await page.getByRole('button', { name: 'Cancel deposit' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel deposit' }).click();
    await expect(page.getByTestId('order-status')).toHaveText('Cancelled');
    await screenshot(page, 'recharge-crypto-cancelled');
    await expect(page.getByTestId('recharge-balance')).toHaveCount(0);
  });
});
