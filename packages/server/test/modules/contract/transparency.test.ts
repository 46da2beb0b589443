import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Decimal } from 'decimal.js';
import { API, CODE, ZGetTransparencyResponse, type TContractOrder, type TGetTransparencyResponse } from '@meridian/protocol';
import { marketTicks } from '../../../src/db/schema/index.js';
import { settleDueContracts } from '../../../src/modules/contract/settle-due-contracts.js';
import { DEFAULT_CONTRACT_SETTINGS } from '../../../src/settings/contract-settings.js';
import type { TestApp } from '../../helpers/build-test-app.js';
import { newMember, type TestMember } from '../../helpers/members.js';
import type { ManualClock } from '../../market/manual-clock.js';
import { jumpAhead, startMarketApp } from '../limit/limit-fixtures.js';
import { advance, grant, signed } from './contract-fixtures.js';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

let t: TestApp;
let clock: ManualClock;

beforeAll(async () => {
  ({ t, clock } = await startMarketApp());
});
afterAll(async () => {
  await t.close();
});

async function funded(): Promise<TestMember> {
  const member = await newMember(t);
  await grant(t, member, '10000');
  return member;
}

/** Records the tick of the contract's expiry second first, at `factor` × its purchase price: the outcome the test wants. */
async function settleAt(order: TContractOrder, factor: string): Promise<void> {
  await t.db
    .insert(marketTicks)
    .values({ allname: order.allname, at: order.expiresAt, price: new Decimal(order.purchasePrice).times(factor).toFixed(), volume: '1' })
    .onConflictDoNothing();
}

async function transparency(): Promise<TGetTransparencyResponse> {
  // Public: no token.
  const answer = await t.api.call(API.contractShort.getTransparency, {});
  expect(answer.code).toBe(CODE.OK);
  return z.strictObject(ZGetTransparencyResponse.shape).parse(answer.data);
}

/** Past the end of the minute the last contract settled in: the window ends at the last whole minute. */
async function toNextMinute(): Promise<void> {
  await advance(t, clock, MINUTE_MS - (clock.now() % MINUTE_MS) + 1000);
}

describe('the transparency figures', () => {
  it('show each duration’s yield and break-even rate, with nothing staked yet', async () => {
    const figures = await transparency();
    expect(figures.currency).toBe('USDT');
    expect(figures.to % MINUTE_MS).toBe(0);
    expect(figures.to - figures.from).toBe(DAY_MS);
    expect(figures.list).toEqual(
      DEFAULT_CONTRACT_SETTINGS.options.map((option) => ({
        seconds: option.seconds,
        yieldPercent: option.yieldPercent,
        breakEvenWinRate: expect.any(String),
        won: 0,
        lost: 0,
        draw: 0,
        staked: '0.00',
        paidOut: '0.00',
        returnPercent: null,
      })),
    );
    // 1 / 1.8 = 55.555…, rounded up so it never flatters.
    expect(figures.list.find((row) => row.seconds === 30)?.breakEvenWinRate).toBe('55.56');
  });

  it('add up what settled contracts staked and were paid, by duration, from the ledger', async () => {
    const alice = await funded();
    const bob = await funded();
    const up = await signed(t, alice, { direction: 'up', amount: '100' });
    const down = await signed(t, bob, { direction: 'down', amount: '100' });
    const level = await signed(t, bob, { allname: 'ETH/USDT', direction: 'up', amount: '40' });
    const minute = await signed(t, alice, { seconds: 60, direction: 'up', amount: '50' });
    const running = await signed(t, bob, { seconds: 300, amount: '100' });
    await settleAt(up, '0.99');
    await settleAt(level, '1');
    await settleAt(minute, '0.99');
    await advance(t, clock, 61_000);
    await settleDueContracts(t.deps);
    await toNextMinute();

    const { list } = await transparency();
    // 30 s: up lost 100, down won 100 + 80 %, ETH level returned 40.
    expect(list.find((row) => row.seconds === 30)).toEqual({ seconds: 30, yieldPercent: '80', breakEvenWinRate: '55.56', won: 1, lost: 1, draw: 1, staked: '240.00', paidOut: '220.00', returnPercent: '91.66' });
    expect(list.find((row) => row.seconds === 60)).toMatchObject({ won: 0, lost: 1, draw: 0, staked: '50.00', paidOut: '0.00', returnPercent: '0.00' });
    // Still running: not in the figures until it settles.
    expect(list.find((row) => row.seconds === 300)).toMatchObject({ won: 0, lost: 0, draw: 0, staked: '0.00' });
    expect([down.status, running.status]).toEqual(['running', 'running']);
  });

  it('keep a duration no longer offered while its contracts are in the window, then drop them after 24 hours', async () => {
    await t.deps.settings.set('contract', { ...DEFAULT_CONTRACT_SETTINGS, options: DEFAULT_CONTRACT_SETTINGS.options.filter((option) => option.seconds !== 60) });
    try {
      const row = (await transparency()).list.find((item) => item.seconds === 60);
      expect(row).toMatchObject({ yieldPercent: null, breakEvenWinRate: null, lost: 1, staked: '50.00' });
      await jumpAhead(t, clock, DAY_MS);
      const later = await transparency();
      expect(later.list.map((item) => item.seconds)).toEqual([30, 120, 300]);
      expect(later.list.map((item) => item.staked)).toEqual(['0.00', '0.00', '0.00']);
    } finally {
      await t.deps.settings.set('contract', DEFAULT_CONTRACT_SETTINGS);
    }
  });
});
