import { miningSchedule, roundMoney, type MiningTerms } from '@meridian/protocol';
import { DEMO_MEMBER } from '@meridian/server/demo';
import type { Page } from '@playwright/test';
import { screenshot } from '../support/harness.js';
import { expect, test } from '../support/journey.js';
import { definition as field, logInAsDemoMember, openRoute, setFirstPayPassword, shownAmount, tapPayPassword } from '../support/member-view.js';

test.describe.configure({ mode: 'serial' });

const CURRENCY = 'USDT';
const PAY_PASSWORD = '1357';

interface Machine extends MiningTerms {
  name: string;
}

/** Two of the machines a fresh server is seeded with (db/seed/seed-mining-products.ts). */
const STARTER: Machine = { name: 'Starter S1', price: '100', currency: CURRENCY, dailyRate: '1.2', lockDays: 3 };
const STANDARD: Machine = { name: 'Standard M7', price: '500', currency: CURRENCY, dailyRate: '1.5', lockDays: 7 };

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
  await expect(rows).toHaveCount(machine.lockDays);
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

test.describe('buying mining machines', () => {
  const orderNos: string[] = [];

  test('buys Starter S1 after seeing its schedule; the machine shows in the mining record', async ({ page, harness }) => {
    await logInAsDemoMember(page, harness.server);
    await setFirstPayPassword(page, harness.server, DEMO_MEMBER.password, PAY_PASSWORD);

    await openRoute(page, harness.server, '/pages/market/mining');
    await buy(page, STARTER);
    const machines = page.getByTestId('mining-order');
    await expect(machines).toHaveCount(1);
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

  test('buys Standard M7 too: the record lists it first, and the purchase record both, newest first', async ({ page, harness }) => {
    await openRoute(page, harness.server, '/pages/market/mining');
    await buy(page, STANDARD);
    const machines = page.getByTestId('mining-order');
    await expect(machines).toHaveCount(2);
    expect(await machines.nth(0).innerText()).toContain(STANDARD.name);
    expect(await machines.nth(1).getAttribute('data-order-no')).toBe(orderNos[0]);
    orderNos.unshift((await machines.nth(0).getAttribute('data-order-no')) ?? '');
    expect(new Set(orderNos).size).toBe(2);

    await openRoute(page, harness.server, '/pages/market/mining');
    await page.getByRole('button', { name: 'Purchases' }).click();
    await page.waitForURL(/#\/pages\/market\/purchase_record/);
    const purchases = page.getByTestId('mining-order');
    await expect(purchases).toHaveCount(2);
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

  test('took exactly the two prices from the available balance, held until the machines finish', async ({ page, harness }) => {
    const paid = roundMoney(STARTER.price, CURRENCY).plus(STANDARD.price);
    await openRoute(page, harness.server, '/pages/my/index');
    await expect(page.getByTestId('balance-amount')).toHaveText(`${CURRENCY}: ${shown(roundMoney(DEMO_MEMBER.balance, CURRENCY).minus(paid).toFixed(2))}`, { useInnerText: true });
    expect(await page.getByText(/^Frozen:/).innerText()).toBe(`Frozen: ${shown(paid.toFixed(2))}`);
  });
});
