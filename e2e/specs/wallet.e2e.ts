import { extractionPreview, roundMoney } from '@meridian/protocol';
import { DEMO_MEMBER } from '@meridian/server/demo';
import { DEFAULT_INTEREST_SETTINGS } from '@meridian/server/demo';
import { screenshot } from '../support/harness.js';
import { expect, test } from '../support/journey.js';
import { definition as field, logInAsDemoMember, openRoute, shownAmount } from '../support/member-view.js';

test.describe.configure({ mode: 'serial' });

const CURRENCY = 'USDT';
const DEPOSIT = '1000';
/** Extracted within the first day: no full day held, so early by the published rules. */
const PREVIEW = extractionPreview({ currency: CURRENCY, amount: DEPOSIT, ...DEFAULT_INTEREST_SETTINGS }, 0);

const shown = (amount: string) => shownAmount(amount, CURRENCY);

const balanceAfter = (...moves: string[]) => moves.reduce((sum, move) => sum.plus(move), roundMoney(DEMO_MEMBER.balance, CURRENCY)).toFixed(2);

test.describe('an interest deposit extracted early', () => {
  test('refuses a deposit below the minimum, then deposits 1,000 USDT from the balance', async ({ page, harness }) => {
    await logInAsDemoMember(page, harness.server);

    await openRoute(page, harness.server, '/pages/wallet/index');
    await page.getByText(`Holding period ${DEFAULT_INTEREST_SETTINGS.holdDays} days`).waitFor();
    await expect(page.getByText(/^Available:/)).toHaveText(`Available: ${shown(DEMO_MEMBER.balance)} ${CURRENCY}`, { useInnerText: true });
    expect(await page.getByText('No deposits yet.').count()).toBe(1);

    const amount = page.getByLabel(`Amount (${CURRENCY})`);
    await amount.fill('50');
    await page.getByRole('button', { name: 'Buy in' }).click();
    await expect(page.getByRole('alert')).toHaveText(`The minimum deposit is ${shown(DEFAULT_INTEREST_SETTINGS.minAmount)} ${CURRENCY}.`, { useInnerText: true });

    await amount.fill(DEPOSIT);
    await page.getByRole('button', { name: 'Buy in' }).click();
    await page.getByText('Deposited', { exact: true }).waitFor();
    await expect(page.getByText(/^Available:/)).toHaveText(`Available: ${shown(balanceAfter(`-${DEPOSIT}`))} ${CURRENCY}`, { useInnerText: true });
    const deposit = page.getByRole('listitem', { name: /^Deposit / });
    await expect(deposit).toHaveCount(1);
    expect(await field(deposit, 'Deposit amount').innerText()).toBe(`${CURRENCY}: ${shown(DEPOSIT)}`);
    expect(await field(deposit, 'Earned income').innerText()).toBe(`${CURRENCY}: 0.00`);
    expect(await field(deposit, 'Status').innerText()).toBe(`Holding, day 0 of ${DEFAULT_INTEREST_SETTINGS.holdDays}`);
    await screenshot(page, 'wallet-deposited');
  });

  let orderLabel = '';
  let previewedCharge = '';
  let previewedPayout = '';

  test('previews the forfeited interest, the handling charge and the payout before extracting', async ({ page }) => {
    const deposit = page.getByRole('listitem', { name: /^Deposit / });
    orderLabel = (await deposit.getAttribute('aria-label')) ?? '';
    expect(orderLabel).toMatch(/^Deposit \S+$/);
    await deposit.getByRole('button', { name: 'Extract' }).click();

    const dialog = page.getByRole('dialog');
    await dialog.getByText('Extract this deposit?').waitFor();
    expect(await dialog.getByText(`Held 0 of ${DEFAULT_INTEREST_SETTINGS.holdDays} days`, { exact: false }).count()).toBe(1);
    expect(await field(dialog, 'Deposit amount').innerText()).toBe(`${CURRENCY}: ${shown(DEPOSIT)}`);
    expect(await field(dialog, 'Interest forfeited').innerText()).toBe(`${CURRENCY}: ${shown(`-${PREVIEW.interestForfeited}`)}`);
    previewedCharge = await field(dialog, `Handling charge (${DEFAULT_INTEREST_SETTINGS.handlingPercent} %)`).innerText();
    previewedPayout = await field(dialog, 'You receive').innerText();
    // Exactly the published rule: 2 % of 1,000.00 is charged and 980.00 comes back.
    expect(previewedCharge).toBe(`${CURRENCY}: -${shown(PREVIEW.handlingCharge)}`);
    expect(previewedPayout).toBe(`${CURRENCY}: ${shown(PREVIEW.paidOut)}`);
    await screenshot(page, 'wallet-extract-preview');

    await dialog.getByRole('button', { name: 'Extract', exact: true }).click();
    await page.getByText(`${PREVIEW.paidOut} ${CURRENCY} returned to your balance`).waitFor();
  });

  test('pays exactly what it previewed: the record and the balance show it', async ({ page, harness }) => {
    const after = balanceAfter(`-${DEPOSIT}`, PREVIEW.paidOut);
    await expect(page.getByText(/^Available:/)).toHaveText(`Available: ${shown(after)} ${CURRENCY}`, { useInnerText: true });
    await page.getByText('No deposits yet.').waitFor();

    await page.getByRole('button', { name: 'Record' }).click();
    await page.waitForURL(/#\/pages\/wallet\/record/);
    const extracted = page.getByRole('listitem', { name: orderLabel });
    await extracted.waitFor();
    expect(await page.getByRole('listitem', { name: /^Deposit / }).count()).toBe(1);
    expect(await field(extracted, 'Status').innerText()).toBe('Extracted');
    expect(await field(extracted, 'Earned income').innerText()).toBe(`${CURRENCY}: 0.00`);
    // The charge paid is the charge previewed (the preview shows it as a deduction).
    const paidCharge = await field(extracted, 'Handling charge').innerText();
    expect(paidCharge).toBe(`${CURRENCY}: ${shown(PREVIEW.handlingCharge)}`);
    expect(previewedCharge).toBe(paidCharge.replace(`${CURRENCY}: `, `${CURRENCY}: -`));
    expect(await field(extracted, 'Paid out').innerText()).toBe(previewedPayout);
    await screenshot(page, 'wallet-record');

    await openRoute(page, harness.server, '/pages/my/index');
    await expect(page.getByTestId('balance-amount')).toHaveText(`${CURRENCY}: ${shown(after)}`, { useInnerText: true });
    expect(await page.getByText(/^Frozen:/).innerText()).toBe('Frozen: 0.00');
  });
});
