import { sql } from 'drizzle-orm';
import { contractWinPayout, formatBreakEvenWinRate, roundMoney, settleContract, type ContractOutcome } from '@meridian/protocol';
import { DEMO_MEMBER } from '@meridian/server/demo';
import { DEFAULT_CONTRACT_SETTINGS } from '@meridian/server/demo';
import { report, seriousViolations } from '../support/axe.js';
import { closeLetterPopups, screenshot } from '../support/harness.js';
import { expect, test } from '../support/journey.js';
import { definition as field, logInAsDemoMember, openRoute, shownAmount } from '../support/member-view.js';

test.describe.configure({ mode: 'serial' });

const PAIR = 'BTC/USDT';
const STAKE = '100';
const CURRENCY = 'USDT';
/** The 30 s option the fresh server publishes: the quote and the payout must follow it exactly. */
const OPTION = DEFAULT_CONTRACT_SETTINGS.options.find((option) => option.seconds === 30);
const OUTCOME_TITLE: Record<ContractOutcome, string> = { won: 'You won', lost: 'You lost', draw: 'Draw: amount returned' };
const STATUS_TEXT: Record<ContractOutcome, string> = { won: 'Won', lost: 'Lost', draw: 'Draw' };

const shown = (amount: string) => shownAmount(amount, CURRENCY);

/** `YYYY-MM-DD HH:mm:ss` as an instant; both ticks are shown in the member's zone, so the difference is exact. */
function tickInstant(text: string): number {
  return Date.parse(`${text.trim().replace(' ', 'T')}Z`);
}

interface Placed {
  purchasePrice: string;
}

interface Settled {
  outcome: ContractOutcome;
  profit: string;
  payout: string;
  settlePrice: string;
}

test.describe('a 30 s contract from the K-line page', () => {
  if (OPTION === undefined) throw new Error('the default settings offer no 30 s contract');
  const placed: Placed = { purchasePrice: '' };
  const settled: Settled = { outcome: 'draw', profit: '', payout: '', settlePrice: '' };

  test('shows the payout and break-even rate before confirming, then holds the stake while it runs', async ({ page, harness }) => {
    await logInAsDemoMember(page, harness.server);

    await openRoute(page, harness.server, `/pages/market/kline?symbol=${encodeURIComponent(PAIR)}`);
    const panel = page.getByRole('region', { name: 'Contract panel' });
    await expect(panel.getByText(/^Available:/)).toHaveText(`Available: ${shown(DEMO_MEMBER.balance)} ${CURRENCY}`, { useInnerText: true, timeout: 15_000 });

    const chip = panel.getByRole('button', { name: /^30s/ });
    await chip.click();
    expect(await chip.getAttribute('aria-pressed')).toBe('true');
    expect(await chip.innerText()).toContain(`Yield ${OPTION.yieldPercent}%`);
    const up = panel.getByRole('button', { name: 'Up', exact: true });
    await up.click();
    expect(await up.getAttribute('aria-pressed')).toBe('true');
    await panel.getByLabel(`Amount (${CURRENCY})`).fill(STAKE);

    // The terms before committing: what a win pays back and the win rate needed to break even.
    const payout = contractWinPayout(STAKE, OPTION.yieldPercent, CURRENCY);
    await expect(panel.getByTestId('contract-payout')).toHaveText(`${shown(payout)} ${CURRENCY}`, { useInnerText: true });
    expect(await panel.getByTestId('contract-break-even').innerText()).toBe(`${formatBreakEvenWinRate(OPTION.yieldPercent)}%`);
    await screenshot(page, 'contract-quote');

    await panel.getByRole('button', { name: 'Buy up' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`${PAIR} · Up · 30s`).waitFor();
    expect(await dialog.innerText()).toContain(`Amount: ${shown(STAKE)} ${CURRENCY}`);
    expect(await dialog.getByTestId('contract-payout').innerText()).toBe(`${shown(payout)} ${CURRENCY}`);
    await dialog.getByRole('button', { name: 'Confirm contract' }).click();

    const running = page.getByRole('region', { name: 'Contract running' });
    await running.waitFor();
    expect(await running.getByRole('timer').count()).toBe(1);
    const line = await running.getByText(/^Up · /).innerText();
    const match = /^Up · ([\d,.]+) USDT from ([\d,.]+)$/.exec(line.trim());
    expect(match?.[1]).toBe(shown(STAKE));
    // Shown grouped like every price on the page; the rule below reads the plain number.
    placed.purchasePrice = (match?.[2] ?? '').replaceAll(',', '');
    expect(placed.purchasePrice).toMatch(/^\d+(\.\d+)?$/);
    await screenshot(page, 'contract-running');

    await test.step('meanwhile, on a second tab of the same device: the stake is held, and the record lists it as running', async () => {
      const other = await page.context().newPage();
      await closeLetterPopups(other);
      try {
        await openRoute(other, harness.server, '/pages/my/index');
        const afterStake = roundMoney(DEMO_MEMBER.balance, CURRENCY).minus(STAKE).toFixed(2);
        await expect(other.getByTestId('balance-amount')).toHaveText(`${CURRENCY}: ${shown(afterStake)}`, { useInnerText: true });
        expect(await other.getByText(/^Frozen:/).innerText()).toBe(`Frozen: ${shown(STAKE)}`);
        await openRoute(other, harness.server, '/pages/my/bet_record?tab=running');
        const row = other.getByTestId('contract-row');
        await expect(row).toHaveCount(1);
        expect(await row.innerText()).toContain('Running');
      } finally {
        await other.close();
      }
    });
  });

  test('settles by the push: the result follows from the two ticks, and the balance moves by exactly its profit', async ({ page, harness }) => {
    const result = page.getByRole('status', { name: 'Contract result' });
    await result.waitFor({ timeout: 45_000 });
    expect(await page.getByRole('region', { name: 'Contract running' }).count()).toBe(0);
    await screenshot(page, 'contract-result');

    const prices = /^Purchase ([\d,.]+) → settlement ([\d,.]+)$/.exec((await result.getByText(/^Purchase /).innerText()).trim());
    expect(prices?.[1]?.replaceAll(',', '')).toBe(placed.purchasePrice);
    settled.settlePrice = (prices?.[2] ?? '').replaceAll(',', '');
    // An independent reading of the rule: the two ticks alone decide, whatever the market did.
    const expected = settleContract({ direction: 'up', purchasePrice: placed.purchasePrice, settlePrice: settled.settlePrice, amount: STAKE, yieldPercent: OPTION.yieldPercent, currency: CURRENCY });
    settled.outcome = expected.outcome;
    settled.profit = expected.profit;
    settled.payout = expected.payout;
    expect(await result.getByText(OUTCOME_TITLE[expected.outcome], { exact: true }).count()).toBe(1);
    const profitText = expected.outcome === 'won' ? `+${shown(expected.profit)}` : shown(expected.profit);
    expect(await result.getByTestId('contract-result-profit').innerText()).toBe(profitText);

    // Before: the whole demo balance; after: that plus the profit (the stake came back on a win or a draw).
    const after = roundMoney(DEMO_MEMBER.balance, CURRENCY).plus(expected.profit).toFixed(2);
    expect(roundMoney(DEMO_MEMBER.balance, CURRENCY).minus(STAKE).plus(expected.payout).toFixed(2)).toBe(after);
    await result.getByRole('button', { name: 'New contract' }).click();
    const panel = page.getByRole('region', { name: 'Contract panel' });
    await expect(panel.getByText(/^Available:/)).toHaveText(`Available: ${shown(after)} ${CURRENCY}`, { useInnerText: true });

    await openRoute(page, harness.server, '/pages/my/index');
    await expect(page.getByTestId('balance-amount')).toHaveText(`${CURRENCY}: ${shown(after)}`, { useInnerText: true });
    expect(await page.getByText(/^Frozen:/).innerText()).toBe('Frozen: 0.00');
  });

  test('lists it as settled in the bet record, with both ticks and their times in its detail', async ({ page, harness }) => {
    await openRoute(page, harness.server, '/pages/my/bet_record?tab=running');
    await page.getByText('No running contracts').waitFor();

    await page.getByRole('tab', { name: 'Finished' }).click();
    const rows = page.getByTestId('contract-row');
    await expect(rows).toHaveCount(1);
    const row = await rows.innerText();
    const signedProfit = settled.outcome === 'won' ? `+${shown(settled.profit)}` : shown(settled.profit);
    for (const part of [PAIR, 'Up', '30s', `${shown(STAKE)} ${CURRENCY}`, `${STATUS_TEXT[settled.outcome]} ${signedProfit}`]) expect(row).toContain(part);
    await screenshot(page, 'contract-bet-record');

    await rows.getByRole('button').click();
    await page.waitForURL(/#\/pages\/my\/bet_detail\?orderNo=CT/);
    await expect(field(page, 'Status')).toHaveText(STATUS_TEXT[settled.outcome], { useInnerText: true });
    expect(await field(page, 'Order number').innerText()).toMatch(/^CT/);
    expect(await field(page, 'Pair').innerText()).toBe(PAIR);
    expect(await field(page, 'Amount').innerText()).toBe(`${shown(STAKE)} ${CURRENCY}`);
    expect(await field(page, 'Yield').innerText()).toBe(`${OPTION.yieldPercent}%`);
    expect((await field(page, 'Purchase price').innerText()).replaceAll(',', '')).toBe(placed.purchasePrice);
    expect((await field(page, 'Settlement price').innerText()).replaceAll(',', '')).toBe(settled.settlePrice);
    expect(await field(page, 'Profit').innerText()).toBe(signedProfit);
    // The settlement tick is the last one recorded by the expiry second, 30 s after the purchase second.
    const purchaseTick = tickInstant(await field(page, 'Purchase tick time').innerText());
    const settleTick = tickInstant(await field(page, 'Settlement tick time').innerText());
    expect(settleTick - purchaseTick).toBeGreaterThan(0);
    expect(settleTick - purchaseTick).toBeLessThanOrEqual(30_000);
    await screenshot(page, 'contract-bet-detail');
  });

  test('is verified in the browser against the committed roots, and a tick changed in the database is named as failing', async ({ page, harness, newDevice }) => {
    // The bet detail checks the contract's two ticks itself, under its details.
    const verdict = page.getByTestId('proof-verdict');
    await expect(verdict).toHaveText('Verified', { timeout: 15_000 });
    const orderNo = (await field(page, 'Order number').innerText()).trim();

    await page.getByRole('button', { name: 'Open the verification page' }).click();
    await page.waitForURL(new RegExp(`#/pages/verify/contract\\?orderNo=${orderNo}$`));
    await expect(verdict).toHaveText('Verified');
    const checks = page.getByRole('list', { name: 'Checks' }).getByRole('listitem');
    await expect(checks).toHaveCount(11);
    await screenshot(page, 'contract-verified');
    // The result with its checks and hashes, as axe sees it (the accessibility walk has no contract to show).
    expect(report({ verified: await seriousViolations(page) })).toBe('');

    // Anyone given the number checks it too, without an account.
    const stranger = await newDevice();
    await openRoute(stranger, harness.server, `/pages/verify/contract?orderNo=${orderNo}`);
    await expect(stranger.getByTestId('proof-verdict')).toHaveText('Verified');

    // The settlement tick the contract kept, changed behind the platform's back by a cent.
    await harness.server.db.execute(sql`
      update market_tick_proofs p set price = p.price + 0.01
      from contract_orders c
      where c.order_no = ${orderNo} and p.allname = c.allname and p.at = c.settle_tick_at`);
    await page.reload();
    await expect(verdict).toHaveText('Not verified: 2 checks fail');
    const failing = checks.and(page.locator('[data-ok="false"]'));
    await expect(failing).toHaveText([
      "Settlement tick: the committed tick is not the contract's (pair, second or price differ)",
      "Settlement tick: it is not in its second's Merkle root (the proof does not lead to it)",
    ]);
    await screenshot(page, 'contract-verification-failed');
    expect(report({ failed: await seriousViolations(page) })).toBe('');
  });
});
