import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { API, CODE, ZGetAgentReportResponse, ZGetInviteInfoResponse, ZGetLowerListResponse } from '@meridian/protocol';
import { members, rechargeOrders, referralCommissions, withdrawals } from '../../../src/db/schema/index.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { newMember, type TestMember } from '../../helpers/members.js';
import { createManualClock } from '../../market/manual-clock.js';
import { as } from '../withdraw/withdraw-fixtures.js';

// Wednesday 18 November 2026, 20:00 in the agent's time zone (+08:00).
const NOW = Date.UTC(2026, 10, 18, 12, 0, 0);
const at = (iso: string) => new Date(iso);
const clock = createManualClock(NOW);
let t: TestApp;

/** agent ← level1 ← level2 ← level3 ← level4 (registered with each other's invite codes); outsider alone. */
let agent: TestMember;
let level1: TestMember;
let level2: TestMember;
let level3: TestMember;
let level4: TestMember;
let outsider: TestMember;

async function inviteCodeOf(member: TestMember): Promise<string> {
  const [row] = await t.db.select({ code: members.inviteCode }).from(members).where(eq(members.id, member.id));
  if (!row) throw new Error('no member');
  return row.code;
}

const orderNo = (prefix: string) => `${prefix}${randomBytes(8).toString('hex')}`;

function recharge(member: TestMember, amount: string, status: string, completedAt: Date | null) {
  return { orderNo: orderNo('RC'), memberId: member.id, mode: 'online', channelCode: 'test', status, amount, currency: 'USDT', completedAt };
}

function withdrawal(member: TestMember, amount: string, status: string, reviewedAt: Date | null) {
  return {
    orderNo: orderNo('WD'),
    memberId: member.id,
    method: 'coin',
    destination: 'test',
    status,
    amount,
    fee: '0',
    tax: '0',
    actualAmount: amount,
    currency: 'USDT',
    reviewedAt,
  };
}

function commission(beneficiary: TestMember, source: TestMember, level: number, amount: string, createdAt: Date) {
  return {
    beneficiaryId: beneficiary.id,
    sourceMemberId: source.id,
    level,
    causeType: 'test',
    causeId: orderNo('C'),
    baseAmount: '100',
    percent: '1',
    amount,
    currency: 'USDT',
    createdAt,
  };
}

beforeAll(async () => {
  t = await buildTestApp({}, { marketClock: clock });
  agent = await newMember(t);
  level1 = await newMember(t, { inviteCode: await inviteCodeOf(agent) });
  // Codes are accepted in any letter case.
  level2 = await newMember(t, { inviteCode: (await inviteCodeOf(level1)).toLowerCase() });
  level3 = await newMember(t, { inviteCode: await inviteCodeOf(level2) });
  level4 = await newMember(t, { inviteCode: await inviteCodeOf(level3) });
  outsider = await newMember(t);

  await t.db.update(members).set({ timeZone: '+08:00' }).where(eq(members.id, agent.id));
  await t.db.update(members).set({ createdAt: at('2026-10-01T00:00:00Z'), email: 'bobby@example.com' }).where(eq(members.id, level1.id));
  await t.db.update(members).set({ createdAt: at('2026-11-16T10:00:00Z'), phone: '+85291234567' }).where(eq(members.id, level2.id));
  await t.db.update(members).set({ createdAt: at('2026-11-18T05:00:00Z') }).where(eq(members.id, level3.id));

  await t.db.insert(rechargeOrders).values([
    recharge(level1, '100', 'completed', at('2026-11-18T10:00:00Z')), // today (local 18:00)
    recharge(level2, '200', 'completed', at('2026-11-16T10:00:00Z')), // this week
    recharge(level3, '400', 'completed', at('2026-11-05T00:00:00Z')), // this month
    recharge(level1, '1000', 'completed', at('2026-10-01T00:00:00Z')), // before
    recharge(level1, '5000', 'pending_review', null), // not credited
    recharge(level4, '7000', 'completed', at('2026-11-18T10:00:00Z')), // four levels down
    recharge(outsider, '9000', 'completed', at('2026-11-18T10:00:00Z')),
  ]);
  await t.db.insert(withdrawals).values([
    withdrawal(level1, '50', 'paid', at('2026-11-18T11:00:00Z')),
    withdrawal(level2, '70', 'rejected', at('2026-11-18T11:00:00Z')),
    withdrawal(level3, '30', 'paid', at('2026-11-03T00:00:00Z')),
    withdrawal(level3, '15', 'pending', null),
  ]);
  await t.db.insert(referralCommissions).values([
    commission(agent, level1, 1, '1.5', at('2026-11-18T10:00:00Z')),
    commission(agent, level2, 2, '2.25', at('2026-11-02T00:00:00Z')),
    commission(level1, level2, 1, '8', at('2026-11-18T10:00:00Z')),
  ]);
});
afterAll(async () => {
  await t.close();
});

async function report(member: TestMember, period: string) {
  const answer = await t.api.call(API.agent.getAgentReport, { period }, as(member));
  expect(answer.code).toBe(CODE.OK);
  return ZGetAgentReportResponse.parse(answer.data);
}

async function lowerList(member: TestMember, fields: Record<string, unknown>) {
  const answer = await t.api.call(API.agent.getLowerList, fields, as(member));
  expect(answer.code).toBe(CODE.OK);
  return ZGetLowerListResponse.parse(answer.data);
}

describe('getInviteInfo', () => {
  it('answers the invite code, a register link carrying it, the team counts and the commission earned', async () => {
    const answer = await t.api.call(API.agent.getInviteInfo, {}, as(agent));
    expect(answer.code).toBe(CODE.OK);
    const info = ZGetInviteInfoResponse.parse(answer.data);
    const code = await inviteCodeOf(agent);
    expect(info).toEqual({
      inviteCode: code,
      inviteLink: `http://localhost:80/#/pages/login/register?code=${code}`,
      directCount: 1,
      teamCount: 3,
      commissionTotal: '3.75',
      currency: 'USDT',
    });
  });

  it('uses the address the app was loaded from', async () => {
    const answer = await t.api.call(API.agent.getInviteInfo, {}, { ...as(outsider), headers: { host: 'app.example.com' } });
    expect(answer.data).toMatchObject({ directCount: 0, teamCount: 0, commissionTotal: '0.00' });
    expect(answer.data.inviteLink).toBe(`http://app.example.com/#/pages/login/register?code=${await inviteCodeOf(outsider)}`);
  });

  it('needs a login', async () => {
    expect((await t.api.call(API.agent.getInviteInfo, {})).code).toBe(CODE.SESSION_INVALID);
  });
});

describe('getLowerList', () => {
  it('lists the members one, two and three levels below with masked names and contacts', async () => {
    const first = await lowerList(agent, { level: 1 });
    expect(first).toMatchObject({ total: 1, page: 1, pageSize: 20 });
    expect(first.list).toEqual([
      {
        memberId: level1.id,
        username: `${level1.username.slice(0, 2)}***${level1.username.slice(-2)}`,
        contact: 'bo***@example.com',
        joinedAt: Date.parse('2026-10-01T00:00:00Z'),
        level: 1,
      },
    ]);
    const second = await lowerList(agent, { level: 2 });
    expect(second.list).toEqual([expect.objectContaining({ memberId: level2.id, contact: '+85*******67', level: 2 })]);
    const third = await lowerList(agent, { level: 3 });
    expect(third.list.map((m) => m.memberId)).toEqual([level3.id]);
    // Level 1 is the default.
    expect((await lowerList(agent, {})).list.map((m) => m.memberId)).toEqual([level1.id]);
    // Nobody leaks: no username or contact in clear.
    expect(JSON.stringify([first, second, third])).not.toContain(level1.username);
  });

  it('shows each member their own team only', async () => {
    expect((await lowerList(level1, { level: 1 })).list.map((m) => m.memberId)).toEqual([level2.id]);
    expect((await lowerList(level1, { level: 3 })).list.map((m) => m.memberId)).toEqual([level4.id]);
    for (const level of [1, 2, 3]) expect(await lowerList(outsider, { level })).toMatchObject({ list: [], total: 0 });
  });

  it('pages newest first', async () => {
    const boss = await newMember(t);
    const code = await inviteCodeOf(boss);
    const a = await newMember(t, { inviteCode: code });
    const b = await newMember(t, { inviteCode: code });
    await t.db.update(members).set({ createdAt: at('2026-11-01T00:00:00Z') }).where(eq(members.id, a.id));
    const page1 = await lowerList(boss, { level: 1, page: 1, pageSize: 1 });
    const page2 = await lowerList(boss, { level: 1, page: 2, pageSize: 1 });
    expect([page1.total, page2.total]).toEqual([2, 2]);
    expect([...page1.list, ...page2.list].map((m) => m.memberId)).toEqual([b.id, a.id]);
  });

  it('refuses a level outside 1-3 and calls without a login', async () => {
    expect(await t.api.call(API.agent.getLowerList, { level: 4 }, as(agent))).toMatchObject({
      code: CODE.INVALID_PARAMS,
      data: { fields: ['level'] },
    });
    expect((await t.api.call(API.agent.getLowerList, { level: '1' }, as(agent))).code).toBe(CODE.INVALID_PARAMS);
    expect((await t.api.call(API.agent.getLowerList, { level: 1 })).code).toBe(CODE.SESSION_INVALID);
  });
});

describe('getAgentReport', () => {
  it('sums today in the member’s time zone', async () => {
    expect(await report(agent, 'today')).toEqual({
      period: 'today',
      from: Date.parse('2026-11-17T16:00:00Z'),
      teamSize: 3,
      newMembers: 1,
      teamRecharge: '100.00',
      teamWithdrawal: '50.00',
      commissionEarned: '1.50',
      currency: 'USDT',
      byLevel: [
        { level: 1, members: 1, newMembers: 0, recharge: '100.00', withdrawal: '50.00', commission: '1.50' },
        { level: 2, members: 1, newMembers: 0, recharge: '0.00', withdrawal: '0.00', commission: '0.00' },
        { level: 3, members: 1, newMembers: 1, recharge: '0.00', withdrawal: '0.00', commission: '0.00' },
      ],
    });
  });

  it('sums the week since Monday and the month since the 1st', async () => {
    expect(await report(agent, 'week')).toMatchObject({
      from: Date.parse('2026-11-15T16:00:00Z'),
      newMembers: 2,
      teamRecharge: '300.00',
      teamWithdrawal: '50.00',
      commissionEarned: '1.50',
    });
    const month = await report(agent, 'month');
    expect(month).toMatchObject({
      from: Date.parse('2026-10-31T16:00:00Z'),
      newMembers: 2,
      teamRecharge: '700.00',
      teamWithdrawal: '80.00',
      commissionEarned: '3.75',
    });
    expect(month.byLevel[2]).toEqual({ level: 3, members: 1, newMembers: 1, recharge: '400.00', withdrawal: '30.00', commission: '0.00' });
  });

  it('sums all time, and moves with the clock', async () => {
    expect(await report(agent, 'all')).toMatchObject({
      from: null,
      teamSize: 3,
      newMembers: 3,
      teamRecharge: '1700.00',
      teamWithdrawal: '80.00',
      commissionEarned: '3.75',
    });
    // Five hours later it is Thursday 01:00 local: today's recharge of Wednesday no longer counts.
    clock.advance(5 * 60 * 60 * 1000);
    expect(await report(agent, 'today')).toMatchObject({ teamRecharge: '0.00', teamWithdrawal: '0.00', commissionEarned: '0.00' });
    expect((await report(agent, 'week')).teamRecharge).toBe('300.00');
  });

  it('answers a member with no team with zeros, and never counts another member’s team', async () => {
    const lonely = await report(outsider, 'all');
    expect(lonely).toMatchObject({ teamSize: 0, newMembers: 0, teamRecharge: '0.00', teamWithdrawal: '0.00', commissionEarned: '0.00' });
    // level1's own team starts at level2: the agent's level-1 recharges are not level1's.
    const middle = await report(level1, 'all');
    expect(middle).toMatchObject({ teamSize: 3, teamRecharge: '7600.00', commissionEarned: '8.00' });
  });

  it('refuses an unknown period and calls without a login', async () => {
    expect(await t.api.call(API.agent.getAgentReport, { period: 'year' }, as(agent))).toMatchObject({
      code: CODE.INVALID_PARAMS,
      data: { fields: ['period'] },
    });
    expect((await t.api.call(API.agent.getAgentReport, { period: 'all' })).code).toBe(CODE.SESSION_INVALID);
  });
});
