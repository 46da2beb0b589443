import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { API, CODE, type TKycSettings } from '@meridian/protocol';
import { kycSubmissions, members, withdrawals } from '../../../src/db/schema/index.js';
import { checkLedger } from '../../../src/ledger/check-ledger.js';
import { payWithdrawal, rejectWithdrawal } from '../../../src/modules/withdraw/withdrawal-review.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { newMember, type TestMember } from '../../helpers/members.js';
import { PAY_PASSWORD, addCard, as, balances, grant, requestId, setKycLimits, setPayPassword, setWithdrawSettings } from './withdraw-fixtures.js';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  // Published rules that stop nothing here (no fee, no tax, many a day), so only the levels' limits can.
  await setWithdrawSettings(t, { minAmount: '1', maxAmount: '1000000', dailyCount: 1000, freeCount: 1000, taxPercent: '0', feeAmount: '0' });
});
beforeEach(async () => {
  // The defaults: level 0 withdraws 1,000 in 24 hours and 5,000 in 30 days.
  await setKycLimits(t);
});
afterAll(async () => {
  await t.close();
});

const context = () => ({ actor: 'cli:test', caches: t.deps.caches });

/** A member with a pay password, a card and `funds` available, who has verified nothing (level 0). */
async function readyMember(funds: string): Promise<{ member: TestMember; cardId: number }> {
  const member = await newMember(t);
  await setPayPassword(t, member);
  const cardId = await addCard(t, member);
  await grant(t, member, funds);
  return { member, cardId };
}

function withdraw(member: TestMember, cardId: number, amount: string, language?: string) {
  return t.api.call(
    API.withdraw.withdraw,
    { method: 'bank', bankCardId: cardId, amount, payPassword: PAY_PASSWORD, requestId: requestId() },
    { ...as(member), ...(language === undefined ? {} : { language }) },
  );
}

async function withdrawOk(member: TestMember, cardId: number, amount: string): Promise<string> {
  const answer = await withdraw(member, cardId, amount);
  if (answer.code !== CODE.OK) throw new Error(`withdraw ${amount}: ${answer.code} ${answer.msg}`);
  return String(answer.data.orderNo);
}

/** Makes a withdrawal look asked `days` ago, as if the member had withdrawn then. */
async function askedDaysAgo(orderNo: string, days: number): Promise<void> {
  await t.db
    .update(withdrawals)
    .set({ createdAt: sql`now() - make_interval(secs => ${days * 24 * 60 * 60})` })
    .where(eq(withdrawals.orderNo, orderNo));
}

async function approveSubmission(memberId: number, level: 2 | 3): Promise<void> {
  await t.db.insert(kycSubmissions).values({ memberId, level, status: 'approved', decidedAt: new Date(), decidedBy: 'console:compliance' });
}

/** Limits small enough to reach in a test, each level's above the one before. */
const STEPPED: TKycSettings['limits'] = [
  { withdraw24h: '1000', withdraw30d: '5000' },
  { withdraw24h: '2000', withdraw30d: '8000' },
  { withdraw24h: '3000', withdraw30d: '12000' },
  { withdraw24h: '4000', withdraw30d: '20000' },
];

describe('verification levels’ withdrawal limits', () => {
  it('refuses a level-0 member above the 24-hour limit, saying what is left and how to raise it, and passes one that fits', async () => {
    const { member, cardId } = await readyMember('3000');
    await withdrawOk(member, cardId, '600');
    expect(await withdraw(member, cardId, '400.01')).toEqual({
      code: CODE.WITHDRAW_LIMIT,
      msg: 'This withdrawal would go past your verification level’s limit of 1000.00 USDT in 24 hours. You can still withdraw up to 400.00 USDT now. To raise the limit, verify your email or mobile number in the security centre (level 1).',
      data: { limit: 'level24h', amount: '400.00', level: 0, nextLevel: 1 },
    });
    const chinese = await withdraw(member, cardId, '500', 'zh-HK');
    expect(chinese.msg).toBe('此筆提現會超過您認證等級的 24 小時提現上限（1000.00 USDT）。目前您最多還可提現 400.00 USDT。如要提高上限，請在安全中心驗證電郵或手機號碼（等級 1）。');
    expect(await balances(t, member)).toEqual({ available: '2400.00', held: '600.00' });

    // Up to the limit exactly is within it.
    await withdrawOk(member, cardId, '400');
    expect(await withdraw(member, cardId, '1')).toMatchObject({ code: CODE.WITHDRAW_LIMIT, data: { limit: 'level24h', amount: '0.00' } });
    expect(await balances(t, member)).toEqual({ available: '2000.00', held: '1000.00' });
  });

  it('counts every withdrawal of the last 30 days against the 30-day limit, and none older', async () => {
    const { member, cardId } = await readyMember('10000');
    for (const [amount, days] of [
      ['1000', 31],
      ['1000', 29.9],
      ['1000', 25],
      ['1000', 20],
      ['1000', 10],
      ['500', 2],
    ] as const) {
      await askedDaysAgo(await withdrawOk(member, cardId, amount), days);
    }
    // 4,500 in 30 days (the one of 31 days ago no longer counts) and nothing in the last 24 hours.
    expect(await withdraw(member, cardId, '600')).toEqual({
      code: CODE.WITHDRAW_LIMIT,
      msg: 'This withdrawal would go past your verification level’s limit of 5000.00 USDT in 30 days. You can still withdraw up to 500.00 USDT now. To raise the limit, verify your email or mobile number in the security centre (level 1).',
      data: { limit: 'level30d', amount: '500.00', level: 0, nextLevel: 1 },
    });
    await withdrawOk(member, cardId, '500');
    expect(await withdraw(member, cardId, '1')).toMatchObject({ code: CODE.WITHDRAW_LIMIT, data: { limit: 'level30d', amount: '0.00' } });
  });

  it('no longer counts a rejected withdrawal, whose amount came back', async () => {
    const { member, cardId } = await readyMember('2000');
    const orderNo = await withdrawOk(member, cardId, '1000');
    expect((await withdraw(member, cardId, '1')).code).toBe(CODE.WITHDRAW_LIMIT);
    await rejectWithdrawal(t.db, orderNo, 'The name does not match the card', context());
    await withdrawOk(member, cardId, '1000');
    expect(await balances(t, member)).toEqual({ available: '1000.00', held: '1000.00' });
  });

  it.each([
    { level: 1, reached: 'a verified email', max: '2000', raise: 'To raise the limit, verify your identity in Verification (level 2).', nextLevel: 2 },
    { level: 2, reached: 'an approved level-2 submission', max: '3000', raise: 'To raise the limit, verify your address in Verification (level 3).', nextLevel: 3 },
    { level: 3, reached: 'an approved level-3 submission', max: '4000', raise: 'This is the highest level’s limit: a withdrawal stops counting 24 hours after it was asked.', nextLevel: null },
  ] as const)('gives a member with $reached level $level’s higher limit, and says how to raise it from there', async ({ level, max, raise, nextLevel }) => {
    await setKycLimits(t, STEPPED);
    const { member, cardId } = await readyMember('10000');
    const upToLast500 = String(Number(max) - 500);
    expect(await withdraw(member, cardId, upToLast500)).toMatchObject({ code: CODE.WITHDRAW_LIMIT, data: { limit: 'level24h', amount: '1000.00', level: 0, nextLevel: 1 } });
    if (level === 1) await t.db.update(members).set({ email: `${member.username}@example.com` }).where(eq(members.id, member.id));
    else await approveSubmission(member.id, level);
    await withdrawOk(member, cardId, upToLast500);
    expect(await withdraw(member, cardId, '600')).toEqual({
      code: CODE.WITHDRAW_LIMIT,
      msg: `This withdrawal would go past your verification level’s limit of ${max}.00 USDT in 24 hours. You can still withdraw up to 500.00 USDT now. ${raise}`,
      data: { limit: 'level24h', amount: '500.00', level, nextLevel },
    });
  });

  it('has no limit in a window the setting leaves empty', async () => {
    await setKycLimits(t, [STEPPED[0], STEPPED[1], STEPPED[2], { withdraw24h: '', withdraw30d: '20000' }]);
    const { member, cardId } = await readyMember('30000');
    await approveSubmission(member.id, 3);
    await withdrawOk(member, cardId, '15000');
    expect(await withdraw(member, cardId, '5001')).toMatchObject({ code: CODE.WITHDRAW_LIMIT, data: { limit: 'level30d', amount: '5000.00', level: 3, nextLevel: null } });
  });

  it('lets exactly as many of 10 simultaneous withdrawals pass as fit under the limit', async () => {
    const { member, cardId } = await readyMember('5000');
    const answers = await Promise.all(Array.from({ length: 10 }, () => withdraw(member, cardId, '150')));
    expect(answers.filter((answer) => answer.code === CODE.OK)).toHaveLength(6);
    const refused = answers.filter((answer) => answer.code !== CODE.OK);
    expect(refused).toHaveLength(4);
    for (const answer of refused) expect(answer).toMatchObject({ code: CODE.WITHDRAW_LIMIT, data: { limit: 'level24h', amount: '100.00', level: 0 } });
    expect(await balances(t, member)).toEqual({ available: '4100.00', held: '900.00' });
    expect(await t.db.select().from(withdrawals).where(eq(withdrawals.memberId, member.id))).toHaveLength(6);
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('never touches withdrawals already placed when the limits are lowered: they are paid as asked', async () => {
    const { member, cardId } = await readyMember('2000');
    const first = await withdrawOk(member, cardId, '600');
    const second = await withdrawOk(member, cardId, '400');
    await setKycLimits(t, [{ withdraw24h: '100', withdraw30d: '100' }, STEPPED[1], STEPPED[2], STEPPED[3]]);

    const rows = await t.db.select({ orderNo: withdrawals.orderNo, status: withdrawals.status, amount: withdrawals.amount }).from(withdrawals).where(eq(withdrawals.memberId, member.id));
    expect(rows.map((row) => row.status)).toEqual(['pending', 'pending']);
    expect((await payWithdrawal(t.db, first, context())).status).toBe('paid');
    expect((await payWithdrawal(t.db, second, context())).status).toBe('paid');
    const [paid] = await t.db.select({ count: sql<number>`count(*)::int` }).from(withdrawals).where(and(eq(withdrawals.memberId, member.id), eq(withdrawals.status, 'paid')));
    expect(paid?.count).toBe(2);
    // Only a new request meets the lower limit.
    expect(await withdraw(member, cardId, '1')).toMatchObject({ code: CODE.WITHDRAW_LIMIT, data: { limit: 'level24h', amount: '0.00', level: 0 } });
    expect(await balances(t, member)).toEqual({ available: '1000.00', held: '0.00' });
    expect(await checkLedger(t.db)).toEqual([]);
  });
});
