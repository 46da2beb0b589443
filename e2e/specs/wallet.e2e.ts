import { extractionPreview, roundMoney } from '@meridian/protocol';
import { DEMO_MEMBER } from '@meridian/server/demo';
import { DEFAULT_INTEREST_SETTINGS } from '@meridian/server/demo';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, useJourney } from '../support/harness.js';
import { definition as field, logInAsDemoMember, openRoute, shownAmount } from '../support/member-view.js';

const journey = useJourney('wallet');
const CURRENCY = 'USDT';
const DEPOSIT = '1000';
/** Extracted within the first day: no full day held, so early by the published rules. */
const PREVIEW = extractionPreview({ currency: CURRENCY, amount: DEPOSIT, ...DEFAULT_INTEREST_SETTINGS }, 0);

const open = (page: Page, route: string) => openRoute(page, journey.harness.server, route);

const shown = (amount: string) => shownAmount(amount, CURRENCY);

const balanceAfter = (...moves: string[]) => moves.reduce((sum, move) => sum.plus(move), roundMoney(DEMO_MEMBER.balance, CURRENCY)).toFixed(2);

describe('an interest deposit extracted early', () => {
  it('refuses a deposit below the minimum, then deposits 1,000 USDT from the balance', async () => {
    const { page, harness } = journey;
    await logInAsDemoMember(page, harness.server);

    await open(page, '/pages/wallet/index');
    await page.getByText(`Holding period ${DEFAULT_INTEREST_SETTINGS.holdDays} days`).waitFor();
    await expect.poll(() => page.getByText(/^Available:/).innerText()).toBe(`Available: ${shown(DEMO_MEMBER.balance)} ${CURRENCY}`);
    expect(await page.getByText('No deposits yet.').count()).toBe(1);

    const amount = page.getByLabel(`Amount (${CURRENCY})`);
    await amount.fill('50');
    await page.getByRole('button', { name: 'Buy in' }).click();
    await expect.poll(() => page.getByRole('alert').innerText()).toBe(`The minimum deposit is ${shown(DEFAULT_INTEREST_SETTINGS.minAmount)} ${CURRENCY}.`);

    await amount.fill(DEPOSIT);
    await page.getByRole('button', { name: 'Buy in' }).click();
    await page.getByText('Deposited', { exact: true }).waitFor();
    await expect.poll(() => page.getByText(/^Available:/).innerText()).toBe(`Available: ${shown(balanceAfter(`-${DEPOSIT}`))} ${CURRENCY}`);
    const deposit = page.getByRole('listitem', { name: /^Deposit / });
    await expect.poll(() => deposit.count()).toBe(1);
    expect(await field(deposit, 'Deposit amount').innerText()).toBe(`${CURRENCY}: ${shown(DEPOSIT)}`);
    expect(await field(deposit, 'Earned income').innerText()).toBe(`${CURRENCY}: 0.00`);
    expect(await field(deposit, 'Status').innerText()).toBe(`Holding, day 0 of ${DEFAULT_INTEREST_SETTINGS.holdDays}`);
    await screenshot(page, 'wallet-deposited');
  });

  let orderLabel = '';
  let previewedCharge = '';
  let previewedPayout = '';

  it('previews the forfeited interest, the handling charge and the payout before extracting', async () => {
    const { page } = journey;
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

  it('pays exactly what it previewed: the record and the balance show it', async () => {
    const { page } = journey;
    const after = balanceAfter(`-${DEPOSIT}`, PREVIEW.paidOut);
    await expect.poll(() => page.getByText(/^Available:/).innerText()).toBe(`Available: ${shown(after)} ${CURRENCY}`);
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

    await open(page, '/pages/my/index');
    await expect.poll(() => page.getByTestId('balance-amount').innerText()).toBe(`${CURRENCY}: ${shown(after)}`);
    expect(await page.getByText(/^Frozen:/).innerText()).toBe('Frozen: 0.00');
  });
});
