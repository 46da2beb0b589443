import { miningSchedule, roundMoney, type MiningTerms } from '@meridian/protocol';
import { DEMO_MEMBER } from '@meridian/server/demo';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, useJourney } from '../support/harness.js';
import { definition as field, logInAsDemoMember, openRoute, setFirstPayPassword, shownAmount, tapPayPassword } from '../support/member-view.js';

const journey = useJourney('mining');
const CURRENCY = 'USDT';
const PAY_PASSWORD = '1357';

interface Machine extends MiningTerms {
  name: string;
}

/** Two of the machines a fresh server is seeded with (db/seed/seed-mining-products.ts). */
const STARTER: Machine = { name: 'Starter S1', price: '100', currency: CURRENCY, dailyRate: '1.2', lockDays: 3 };
const STANDARD: Machine = { name: 'Standard M7', price: '500', currency: CURRENCY, dailyRate: '1.5', lockDays: 7 };

const open = (page: Page, route: string) => openRoute(page, journey.harness.server, route);

const shown = (amount: string) => shownAmount(amount, CURRENCY);
const money = (amount: string) => `${shown(amount)} ${CURRENCY}`;

/** Opens the machine's card, checks its published terms and its whole schedule, and buys it. */
async function buy(page: Page, machine: Machine): Promise<void> {
  const schedule = miningSchedule(machine, Date.now());
  const card = page.locator('section').filter({ has: page.getByRole('heading', { name: machine.name, exact: true }) });
  await card.waitFor();
  expect(await field(card, 'Price').innerText()).toBe(money(machine.price));
  expect(await field(card, 'Daily rate').innerText()).toBe(`${machine.dailyRate} %`);
  expect(await field(card, 'Daily income').innerText()).toBe(money(schedule.dailyIncome));
  expect(await field(card, 'Lock').innerText()).toBe(`${machine.lockDays} days`);
  expect(await field(card, 'Total income').innerText()).toBe(money(schedule.totalIncome));
  await card.getByRole('button', { name: 'Buy', exact: true }).click();

  // The exact schedule before committing: one payout a day, the price back with the last.
  const sheet = page.getByRole('dialog', { name: `Buy ${machine.name}` });
  await sheet.waitFor();
  const rows = sheet.getByRole('table', { name: 'Income schedule' }).locator('tbody tr');
  await expect.poll(() => rows.count()).toBe(machine.lockDays);
  for (const [index, payout] of schedule.payouts.entries()) {
    const amountCell = await rows.nth(index).locator('td').nth(2).innerText();
    expect(amountCell).toContain(money(payout.income));
    expect(amountCell.includes(`+ price back ${money(machine.price)}`)).toBe(payout.day === machine.lockDays);
  }
  expect(await field(sheet, 'Total income').innerText()).toBe(money(schedule.totalIncome));
  expect(await field(sheet, 'Back in total').innerText()).toBe(money(schedule.totalReturn));
  await screenshot(page, `mining-schedule-${machine.lockDays}`);
  await sheet.getByRole('button', { name: 'Confirm purchase' }).click();
  // The price leaves reach for the lock: the pay password proves it, as for a withdrawal.
  await page.getByText(`${money(machine.price)} for ${machine.name} will be held from your balance until its last payout.`).waitFor();
  await tapPayPassword(page, PAY_PASSWORD);
  await page.waitForURL(/#\/pages\/market\/mining_record/);
}

describe('buying mining machines', () => {
  const orderNos: string[] = [];

  it('buys Starter S1 after seeing its schedule; the machine shows in the mining record', async () => {
    const { page, harness } = journey;
    await logInAsDemoMember(page, harness.server);
    await setFirstPayPassword(page, harness.server, DEMO_MEMBER.password, PAY_PASSWORD);

    await open(page, '/pages/market/mining');
    await buy(page, STARTER);
    const machines = page.getByTestId('mining-order');
    await expect.poll(() => machines.count()).toBe(1);
    const machine = machines.first();
    expect(await machine.innerText()).toContain(STARTER.name);
    expect(await machine.innerText()).toContain('Running');
    expect(await field(machine, 'Days paid').innerText()).toBe(`0 / ${STARTER.lockDays}`);
    expect(await field(machine, 'Days left').innerText()).toBe(`${STARTER.lockDays} days`);
    expect(await field(machine, 'Income so far').innerText()).toBe(money('0'));
    expect(await field(machine, 'Price').innerText()).toBe(`${money(STARTER.price)} held`);
    orderNos.push((await machine.getAttribute('data-order-no')) ?? '');
    await screenshot(page, 'mining-record-one');
  });

  it('buys Standard M7 too: the record lists it first, and the purchase record both, newest first', async () => {
    const { page } = journey;
    await open(page, '/pages/market/mining');
    await buy(page, STANDARD);
    const machines = page.getByTestId('mining-order');
    await expect.poll(() => machines.count()).toBe(2);
    expect(await machines.nth(0).innerText()).toContain(STANDARD.name);
    expect(await machines.nth(1).getAttribute('data-order-no')).toBe(orderNos[0]);
    orderNos.unshift((await machines.nth(0).getAttribute('data-order-no')) ?? '');
    expect(new Set(orderNos).size).toBe(2);

    await open(page, '/pages/market/mining');
    await page.getByRole('button', { name: 'Purchases' }).click();
    await page.waitForURL(/#\/pages\/market\/purchase_record/);
    const purchases = page.getByTestId('mining-order');
    await expect.poll(() => purchases.count()).toBe(2);
    for (const [index, machine] of [STANDARD, STARTER].entries()) {
      const purchase = purchases.nth(index);
      expect(await purchase.getAttribute('data-order-no')).toBe(orderNos[index]);
      expect(await purchase.innerText()).toContain(machine.name);
      expect(await field(purchase, 'Price').innerText()).toBe(money(machine.price));
      expect(await field(purchase, 'Daily rate').innerText()).toBe(`${machine.dailyRate} %`);
      expect(await field(purchase, 'Lock').innerText()).toBe(`${machine.lockDays} days`);
    }
    await screenshot(page, 'mining-purchase-record');
  });

  it('took exactly the two prices from the available balance, held until the machines finish', async () => {
    const { page } = journey;
    const paid = roundMoney(STARTER.price, CURRENCY).plus(STANDARD.price);
    await open(page, '/pages/my/index');
    await expect.poll(() => page.getByTestId('balance-amount').innerText()).toBe(`${CURRENCY}: ${shown(roundMoney(DEMO_MEMBER.balance, CURRENCY).minus(paid).toFixed(2))}`);
    expect(await page.getByText(/^Frozen:/).innerText()).toBe(`Frozen: ${shown(paid.toFixed(2))}`);
  });
});
