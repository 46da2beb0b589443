import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API, CODE } from '@meridian/protocol';
import { withdrawals } from '../../../src/db/schema/index.js';
import { checkLedger } from '../../../src/ledger/check-ledger.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { newMember } from '../../helpers/members.js';
import { PAY_PASSWORD, addCard, as, balances, grant, requestId, setPayPassword, setWithdrawSettings } from './withdraw-fixtures.js';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  // A daily count high enough that only the balance can stop these withdrawals.
  await setWithdrawSettings(t, { minAmount: '1', maxAmount: '100000', dailyCount: 1000, freeCount: 1000, taxPercent: '0', feeAmount: '0' });
});
afterAll(async () => {
  await t.close();
});

async function readyMember(funds: string) {
  const member = await newMember(t);
  await setPayPassword(t, member);
  const cardId = await addCard(t, member);
  await grant(t, member, funds);
  return { member, cardId };
}

describe('withdrawals at once', () => {
  it('100 simultaneous withdrawals of the whole balance: exactly one succeeds, the balance never goes negative', async () => {
    const { member, cardId } = await readyMember('250.75');
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        t.api.call(API.withdraw.withdraw, { method: 'bank', bankCardId: cardId, amount: '250.75', payPassword: PAY_PASSWORD, requestId: requestId() }, as(member)),
      ),
    );
    expect(answers.filter((answer) => answer.code === CODE.OK)).toHaveLength(1);
    for (const answer of answers.filter((a) => a.code !== CODE.OK)) {
      expect(answer).toMatchObject({ code: CODE.INSUFFICIENT_FUNDS, msg: 'Sorry, your credit is running low' });
    }
    expect(await balances(t, member)).toEqual({ available: '0.00', held: '250.75' });
    expect(await t.db.select().from(withdrawals).where(eq(withdrawals.memberId, member.id))).toHaveLength(1);
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('100 simultaneous withdrawals of a part: as many succeed as the balance covers, never more', async () => {
    const { member, cardId } = await readyMember('100');
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        t.api.call(API.withdraw.withdraw, { method: 'bank', bankCardId: cardId, amount: '30', payPassword: PAY_PASSWORD, requestId: requestId() }, as(member)),
      ),
    );
    expect(answers.filter((answer) => answer.code === CODE.OK)).toHaveLength(3);
    expect(answers.filter((answer) => answer.code === CODE.INSUFFICIENT_FUNDS)).toHaveLength(97);
    expect(await balances(t, member)).toEqual({ available: '10.00', held: '90.00' });
  });

  it('50 repeats of one requestId make one withdrawal and all get its answer', async () => {
    const { member, cardId } = await readyMember('500');
    const id = requestId();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.api.call(API.withdraw.withdraw, { method: 'bank', bankCardId: cardId, amount: '123.45', payPassword: PAY_PASSWORD, requestId: id }, as(member)),
      ),
    );
    expect(answers.every((answer) => answer.code === CODE.OK)).toBe(true);
    expect(new Set(answers.map((answer) => String(answer.data.orderNo))).size).toBe(1);
    expect(await t.db.select().from(withdrawals).where(eq(withdrawals.memberId, member.id))).toHaveLength(1);
    expect(await balances(t, member)).toEqual({ available: '376.55', held: '123.45' });
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('the daily count holds when many are asked at once', async () => {
    await setWithdrawSettings(t, { minAmount: '1', maxAmount: '100000', dailyCount: 3, freeCount: 1, taxPercent: '0', feeAmount: '0' });
    try {
      const { member, cardId } = await readyMember('1000');
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          t.api.call(API.withdraw.withdraw, { method: 'bank', bankCardId: cardId, amount: '10', payPassword: PAY_PASSWORD, requestId: requestId() }, as(member)),
        ),
      );
      expect(answers.filter((answer) => answer.code === CODE.OK)).toHaveLength(3);
      expect(answers.filter((answer) => answer.code === CODE.WITHDRAW_LIMIT)).toHaveLength(17);
    } finally {
      await setWithdrawSettings(t, { minAmount: '1', maxAmount: '100000', dailyCount: 1000, freeCount: 1000, taxPercent: '0', feeAmount: '0' });
    }
  });
});
