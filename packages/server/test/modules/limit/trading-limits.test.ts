import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API, CODE, ZContractOrder, ZTradingLimits, tradingDayEnd } from '@meridian/protocol';
import { memberTradingLimits } from '../../../src/db/schema/index.js';
import { checkLedger } from '../../../src/ledger/check-ledger.js';
import type { TestApp } from '../../helpers/build-test-app.js';
import { newMember, type TestMember } from '../../helpers/members.js';
import type { ManualClock } from '../../market/manual-clock.js';
import { advance, as, balances, grant, sign, signed } from '../contract/contract-fixtures.js';
import { jumpAhead, limited, limitsOf, recordLosingTick, setDailyLimit, settleRunning, startMarketApp } from './limit-fixtures.js';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

let t: TestApp;
let clock: ManualClock;

beforeAll(async () => {
  ({ t, clock } = await startMarketApp());
});
afterAll(async () => {
  await t.close();
});

async function funded(amount = '10000'): Promise<TestMember> {
  const member = await newMember(t);
  await grant(t, member, amount);
  return member;
}

const call = (member: TestMember, path: string, payload: Record<string, unknown> = {}) => t.api.call(path, payload, as(member));

describe('daily limits', () => {
  it('starts with none, and the day is the UTC day', async () => {
    const member = await funded();
    const limits = await limitsOf(t, member);
    expect(limits).toMatchObject({
      currency: 'USDT',
      now: clock.now(),
      lossLimit: { amount: null, next: null },
      stakeLimit: { amount: null, next: null },
      reminder: { minutes: null, next: null },
      coolOffUntil: null,
      exclusion: null,
      today: { staked: '0.00', atStake: '0.00', result: '0.00', lossRoom: null, stakeRoom: null },
      session: null,
    });
    expect(new Date(limits.day.startsAt).toISOString()).toMatch(/T00:00:00.000Z$/);
    expect(limits.day.endsAt - limits.day.startsAt).toBe(DAY_MS);
    expect(clock.now()).toBeGreaterThanOrEqual(limits.day.startsAt);
    expect(clock.now()).toBeLessThan(limits.day.endsAt);
  });

  it('tightens at once and loosens only 24 hours after asking, then lets the bigger contract through', async () => {
    const member = await funded();
    expect((await limited(t, member, 'loss', '100')).lossLimit).toEqual({ amount: '100.00', next: null });
    expect((await limited(t, member, 'loss', '50')).lossLimit).toEqual({ amount: '50.00', next: null });
    const askedAt = clock.now();
    const raised = await limited(t, member, 'loss', '200');
    expect(raised.lossLimit).toEqual({ amount: '50.00', next: { amount: '200.00', at: askedAt + DAY_MS } });
    expect(raised.today.lossRoom).toBe('50.00');
    expect((await sign(t, member, { amount: '60' })).code).toBe(CODE.CONTRACT_LOSS_LIMIT);

    await jumpAhead(t, clock, DAY_MS - 10_000);
    expect((await limitsOf(t, member)).lossLimit.amount).toBe('50.00');
    expect((await sign(t, member, { amount: '60' })).code).toBe(CODE.CONTRACT_LOSS_LIMIT);
    await advance(t, clock, 10_000);
    expect((await limitsOf(t, member)).lossLimit).toEqual({ amount: '200.00', next: null });
    expect((await sign(t, member, { amount: '60' })).code).toBe(CODE.OK);
  });

  it('removing a limit waits too, and a tighter one asked meanwhile cancels the wait at once', async () => {
    const member = await funded();
    await limited(t, member, 'stake', '300');
    const askedAt = clock.now();
    expect((await limited(t, member, 'stake', null)).stakeLimit).toEqual({ amount: '300.00', next: { amount: null, at: askedAt + DAY_MS } });
    // Asking again for what already waits keeps its time; asking for something else starts the wait again.
    await advance(t, clock, 5000);
    expect((await limited(t, member, 'stake', null)).stakeLimit.next?.at).toBe(askedAt + DAY_MS);
    expect((await limited(t, member, 'stake', '400')).stakeLimit.next).toEqual({ amount: '400.00', at: clock.now() + DAY_MS });
    expect((await limited(t, member, 'stake', '250')).stakeLimit).toEqual({ amount: '250.00', next: null });
    expect((await limited(t, member, 'stake', '250')).stakeLimit).toEqual({ amount: '250.00', next: null });
  });

  it('counts running contracts as lost: the limit is reached exactly, and not a cent beyond', async () => {
    const member = await funded();
    await limited(t, member, 'loss', '100');
    const up = await signed(t, member, { direction: 'up', amount: '50' });
    const down = await signed(t, member, { direction: 'down', amount: '50' });
    const refused = await sign(t, member, { amount: '10' });
    expect(refused.code).toBe(CODE.CONTRACT_LOSS_LIMIT);
    expect(refused.data).toEqual({ limit: '100.00', room: '0.00', resetsAt: tradingDayEnd(clock.now()) });
    expect(refused.msg).toContain('daily loss limit you set (100.00 USDT)');
    expect(refused.msg).toContain('up to 0.00 USDT');
    expect((await limitsOf(t, member)).today).toEqual({ staked: '100.00', atStake: '100.00', result: '0.00', lossRoom: '0.00', stakeRoom: null });

    // Up loses 50 and down, on the same pair from the same tick, wins 40 (80 %): 10 lost, 90 left.
    await recordLosingTick(t, up);
    await settleRunning(t, clock);
    const today = (await limitsOf(t, member)).today;
    expect(today).toEqual({ staked: '100.00', atStake: '0.00', result: '-10.00', lossRoom: '90.00', stakeRoom: null });
    expect((await sign(t, member, { amount: '90.01' })).code).toBe(CODE.CONTRACT_LOSS_LIMIT);
    const exact = await signed(t, member, { amount: '90' });
    expect(exact.amount).toBe('90.00');
    expect((await sign(t, member, { amount: '10' })).code).toBe(CODE.CONTRACT_LOSS_LIMIT);
    expect(down.status).toBe('running');
  });

  it('refuses every contract once the settled losses equal the limit', async () => {
    const member = await funded();
    await limited(t, member, 'loss', '100');
    const order = await signed(t, member, { direction: 'up', amount: '100' });
    await recordLosingTick(t, order);
    await settleRunning(t, clock);
    expect((await limitsOf(t, member)).today).toMatchObject({ result: '-100.00', lossRoom: '0.00' });
    const refused = await sign(t, member, { amount: '10' });
    expect(refused).toMatchObject({ code: CODE.CONTRACT_LOSS_LIMIT, data: { limit: '100.00', room: '0.00' } });
    expect(await balances(t, member)).toEqual({ available: '9900.00', held: '0.00' });
  });

  it('caps the day’s stakes whatever the results, and a new UTC day starts afresh', async () => {
    const member = await funded();
    await limited(t, member, 'stake', '100');
    await signed(t, member, { amount: '60' });
    const refused = await sign(t, member, { amount: '50' });
    expect(refused).toMatchObject({ code: CODE.CONTRACT_STAKE_LIMIT, data: { limit: '100.00', room: '40.00' } });
    expect(refused.msg).toContain('daily stake limit you set (100.00 USDT)');
    await signed(t, member, { amount: '40' });
    await settleRunning(t, clock);
    expect((await sign(t, member, { amount: '10' })).code).toBe(CODE.CONTRACT_STAKE_LIMIT);

    const { day } = await limitsOf(t, member);
    await jumpAhead(t, clock, day.endsAt - clock.now());
    const next = await limitsOf(t, member);
    expect(next.day.startsAt).toBe(day.endsAt);
    expect(next.today).toMatchObject({ staked: '0.00', stakeRoom: '100.00' });
    expect((await sign(t, member, { amount: '100' })).code).toBe(CODE.OK);
  });

  it('lets only one of two contracts placed at once through when the room is for one', async () => {
    const lossMember = await funded();
    await limited(t, lossMember, 'loss', '100');
    const stakeMember = await funded();
    await limited(t, stakeMember, 'stake', '100');
    const [losses, stakes] = await Promise.all([
      Promise.all([sign(t, lossMember, { direction: 'up', amount: '100' }), sign(t, lossMember, { direction: 'down', amount: '100' })]),
      Promise.all([sign(t, stakeMember, { amount: '70' }), sign(t, stakeMember, { amount: '70' }), sign(t, stakeMember, { amount: '30' })]),
    ]);
    expect(losses.map((answer) => answer.code).sort()).toEqual([CODE.OK, CODE.CONTRACT_LOSS_LIMIT].sort());
    // In whatever order they ran, one 70 and the 30 fill the 100 exactly and the other 70 finds no room.
    expect(stakes.map((answer) => answer.code).sort()).toEqual([CODE.OK, CODE.OK, CODE.CONTRACT_STAKE_LIMIT].sort());
    const placed = stakes.filter((answer) => answer.code === CODE.OK).map((answer) => ZContractOrder.parse(answer.data).amount);
    expect(placed.sort()).toEqual(['30.00', '70.00']);
    expect((await limitsOf(t, stakeMember)).today).toMatchObject({ staked: '100.00', stakeRoom: '0.00' });
    expect((await limitsOf(t, lossMember)).today).toMatchObject({ staked: '100.00', lossRoom: '0.00' });
    expect(await balances(t, lossMember)).toEqual({ available: '9900.00', held: '100.00' });
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('lets several concurrent contracts through only as far as the loss limit goes', async () => {
    const member = await funded();
    await limited(t, member, 'loss', '100');
    const answers = await Promise.all(Array.from({ length: 5 }, (_, index) => sign(t, member, { direction: index % 2 === 0 ? 'up' : 'down', amount: '30' })));
    expect(answers.filter((answer) => answer.code === CODE.OK)).toHaveLength(3);
    expect(answers.filter((answer) => answer.code === CODE.CONTRACT_LOSS_LIMIT)).toHaveLength(2);
    expect((await limitsOf(t, member)).today).toMatchObject({ staked: '90.00', atStake: '90.00', lossRoom: '10.00' });
  });

  it('refuses bad input and changes nothing', async () => {
    const member = await funded();
    await limited(t, member, 'loss', '100');
    const before = await limitsOf(t, member);
    const bad: [string, Record<string, unknown>][] = [
      [API.limit.setDailyLimit, { kind: 'loss', amount: '0' }],
      [API.limit.setDailyLimit, { kind: 'loss', amount: '-5' }],
      [API.limit.setDailyLimit, { kind: 'loss', amount: '1.234' }],
      [API.limit.setDailyLimit, { kind: 'loss', amount: '1e5' }],
      [API.limit.setDailyLimit, { kind: 'loss', amount: '1000000000.01' }],
      [API.limit.setDailyLimit, { kind: 'loss', amount: '9'.repeat(40) }],
      [API.limit.setDailyLimit, { kind: 'deposit', amount: '10' }],
      [API.limit.setDailyLimit, { kind: 'loss' }],
      [API.limit.setDailyLimit, { kind: 'loss', amount: 10 }],
      [API.limit.setDailyLimit, { kind: 'loss', amount: '10', memberId: 1 }],
      [API.limit.setReminder, { minutes: 7 }],
      [API.limit.setReminder, { minutes: '30' }],
      [API.limit.startCoolOff, { period: '2d' }],
      [API.limit.startCoolOff, {}],
      [API.limit.excludeSelf, { memberId: 1 }],
    ];
    for (const [path, payload] of bad) {
      const answer = await call(member, path, payload);
      expect(answer.code, `${path} ${JSON.stringify(payload)}`).toBe(CODE.INVALID_PARAMS);
    }
    const huge = await setDailyLimit(t, member, 'loss', '1000000000.01');
    expect(huge.msg).toBe('A daily limit can be at most 1000000000.00 USDT.');
    expect(await limitsOf(t, member)).toEqual(before);
  });
});

describe('cool-off and self-exclusion', () => {
  it('refuses contracts during a break, keeps the longer of two, and ends early only 24 hours after asking', async () => {
    const member = await funded();
    const started = ZTradingLimits.parse((await call(member, API.limit.startCoolOff, { period: '7d' })).data);
    expect(started.coolOffUntil).toBe(clock.now() + 7 * DAY_MS);
    const refused = await sign(t, member);
    expect(refused).toMatchObject({ code: CODE.CONTRACT_COOL_OFF, data: { until: clock.now() + 7 * DAY_MS } });
    expect(refused.msg).toMatch(/^You are taking a break from contracts until \d{4}-\d\d-\d\d \d\d:\d\d \(UTC\+00:00\)/);
    expect(ZTradingLimits.parse((await call(member, API.limit.startCoolOff, { period: '24h' })).data).coolOffUntil).toBe(started.coolOffUntil);

    const askedAt = clock.now();
    expect(ZTradingLimits.parse((await call(member, API.limit.endCoolOff)).data).coolOffUntil).toBe(askedAt + DAY_MS);
    await jumpAhead(t, clock, DAY_MS - 5000);
    expect(ZTradingLimits.parse((await call(member, API.limit.endCoolOff)).data).coolOffUntil).toBe(askedAt + DAY_MS);
    expect((await sign(t, member)).code).toBe(CODE.CONTRACT_COOL_OFF);
    await advance(t, clock, 5000);
    expect((await limitsOf(t, member)).coolOffUntil).toBeNull();
    expect((await sign(t, member)).code).toBe(CODE.OK);
  });

  it('a 24-hour break runs to its end', async () => {
    const member = await funded();
    const until = ZTradingLimits.parse((await call(member, API.limit.startCoolOff, { period: '24h' })).data).coolOffUntil;
    await advance(t, clock, 3000);
    expect(ZTradingLimits.parse((await call(member, API.limit.endCoolOff)).data).coolOffUntil).toBe(until);
    expect((await call(member, API.limit.startCoolOff, { period: '30d' })).data).toMatchObject({ coolOffUntil: clock.now() + 30 * DAY_MS });
  });

  it('self-exclusion refuses contracts until 24 hours after its end is asked for', async () => {
    const member = await funded();
    const since = clock.now();
    expect((await call(member, API.limit.excludeSelf)).data).toMatchObject({ exclusion: { since, endsAt: null } });
    const refused = await sign(t, member);
    expect(refused).toMatchObject({ code: CODE.CONTRACT_SELF_EXCLUDED, data: { endsAt: null } });
    expect(refused.msg).toContain('You have excluded yourself from contracts.');

    const endAsked = clock.now();
    expect((await call(member, API.limit.endExclusion)).data).toMatchObject({ exclusion: { since, endsAt: endAsked + DAY_MS } });
    await advance(t, clock, 5000);
    // Asking again keeps the first end; excluding again calls the end off, at once.
    expect((await call(member, API.limit.endExclusion)).data).toMatchObject({ exclusion: { since, endsAt: endAsked + DAY_MS } });
    expect(await sign(t, member)).toMatchObject({ code: CODE.CONTRACT_SELF_EXCLUDED, data: { endsAt: endAsked + DAY_MS } });
    expect((await call(member, API.limit.excludeSelf)).data).toMatchObject({ exclusion: { since, endsAt: null } });
    const secondAsk = clock.now();
    await call(member, API.limit.endExclusion);

    await jumpAhead(t, clock, DAY_MS - 5000);
    expect((await sign(t, member)).code).toBe(CODE.CONTRACT_SELF_EXCLUDED);
    await advance(t, clock, 5000);
    expect(clock.now()).toBeGreaterThanOrEqual(secondAsk + DAY_MS);
    expect((await limitsOf(t, member)).exclusion).toBeNull();
    expect((await sign(t, member)).code).toBe(CODE.OK);
  });

  it('translates the refusal into the member’s language', async () => {
    const member = await funded();
    await call(member, API.limit.excludeSelf);
    const answer = await t.api.call(API.contractShort.sign, { allname: 'BTC/USDT', direction: 'up', seconds: 30, amount: '10', requestId: `r-${Date.now()}-zh` }, { ...as(member), language: 'zh-HK' });
    expect(answer).toMatchObject({ code: CODE.CONTRACT_SELF_EXCLUDED });
    expect(answer.msg).toContain('您已自我禁止合約交易');
  });
});

describe('the session reminder', () => {
  it('comes more often at once, less often or off after 24 hours', async () => {
    const member = await funded();
    expect((await call(member, API.limit.setReminder, { minutes: 60 })).data).toMatchObject({ reminder: { minutes: 60, next: null } });
    expect((await call(member, API.limit.setReminder, { minutes: 30 })).data).toMatchObject({ reminder: { minutes: 30, next: null } });
    const askedAt = clock.now();
    expect((await call(member, API.limit.setReminder, { minutes: null })).data).toMatchObject({ reminder: { minutes: 30, next: { minutes: null, at: askedAt + DAY_MS } } });
    expect((await call(member, API.limit.setReminder, { minutes: 15 })).data).toMatchObject({ reminder: { minutes: 15, next: null } });
  });

  it('reports the session: since its first contract, what it staked and its result so far, until a 30-minute pause ends it', async () => {
    const member = await funded();
    await call(member, API.limit.setReminder, { minutes: 15 });
    const first = await signed(t, member, { direction: 'up', amount: '20' });
    await recordLosingTick(t, first);
    await settleRunning(t, clock);
    await jumpAhead(t, clock, 10 * MINUTE_MS);
    await signed(t, member, { direction: 'up', amount: '30' });
    const session = (await limitsOf(t, member)).session;
    expect(session).toEqual({ startedAt: first.createdAt, lastAt: expect.any(Number), contracts: 2, staked: '50.00', result: '-20.00' });

    await jumpAhead(t, clock, 31 * MINUTE_MS);
    await settleRunning(t, clock, 1);
    expect((await limitsOf(t, member)).session).toBeNull();
    const next = await signed(t, member, { amount: '10' });
    expect((await limitsOf(t, member)).session).toEqual({ startedAt: next.createdAt, lastAt: next.createdAt, contracts: 1, staked: '10.00', result: '0.00' });
  });
});

describe('whose settings', () => {
  it('reads and changes only the caller’s own, and one member’s limits never stop another', async () => {
    const owner = await funded();
    const other = await funded();
    await call(owner, API.limit.excludeSelf);
    await limited(t, owner, 'loss', '10');
    expect((await sign(t, owner)).code).toBe(CODE.CONTRACT_SELF_EXCLUDED);
    expect(await limitsOf(t, other)).toMatchObject({ exclusion: null, lossLimit: { amount: null } });
    expect((await sign(t, other, { amount: '100' })).code).toBe(CODE.OK);
    const rows = await t.db.select().from(memberTradingLimits).where(eq(memberTradingLimits.memberId, other.id));
    expect(rows).toEqual([]);
  });

  it('needs a session for every call but the public figures', async () => {
    for (const path of Object.values(API.limit)) {
      expect((await t.api.call(path, {})).code).toBe(CODE.SESSION_INVALID);
    }
  });
});
