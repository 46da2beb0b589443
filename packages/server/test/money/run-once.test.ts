import { Decimal } from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CODE } from '@meridian/protocol';
import { AppError } from '../../src/http/app-error.js';
import { PLATFORM_ACCOUNT, memberAccountIds, platformAccountId } from '../../src/ledger/accounts.js';
import { readMemberBalance } from '../../src/ledger/read-member-balance.js';
import { ledgerAmount } from '../../src/ledger/amount.js';
import { postEntry } from '../../src/ledger/post-entry.js';
import { runOnce } from '../../src/money/run-once.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { newMember, type TestMember } from '../helpers/members.js';

let t: TestApp;
let member: TestMember;
beforeAll(async () => {
  t = await buildTestApp();
  member = await newMember(t);
});
afterAll(async () => {
  await t.close();
});

const ZAnswer = z.object({ entryId: z.number(), amount: z.string() });

/** A grant of `amount` to the member as one money request. */
function grant(requestId: string, amount: string, operation = 'test/grant') {
  return runOnce(t.db, { memberId: member.id, requestId, operation, params: { amount } }, ZAnswer, async (tx) => {
    const accounts = await memberAccountIds(tx, member.id);
    if (!accounts) throw new Error('no accounts');
    const posted = await postEntry(tx, {
      kind: 'adjustment',
      requestId: `grant:${requestId}`,
      postings: [
        { accountId: accounts.available, amount: ledgerAmount(amount) },
        { accountId: await platformAccountId(tx, PLATFORM_ACCOUNT.adjustments, 'USDT'), amount: ledgerAmount(new Decimal(amount).negated()) },
      ],
    });
    return { entryId: posted.entryId, amount };
  });
}

const available = async () => (await readMemberBalance(t.db, member.id)).available.toFixed(2);

describe('runOnce', () => {
  it('50 simultaneous repeats of one requestId move the money once and all get the first answer', async () => {
    const before = new Decimal(await available());
    const answers = await Promise.all(Array.from({ length: 50 }, () => grant('req-concurrent-1', '5.00')));
    expect(new Set(answers.map((answer) => answer.entryId)).size).toBe(1);
    expect(await available()).toBe(before.plus(5).toFixed(2));
  });

  it('refuses the same requestId with other parameters, or on another call, and changes nothing', async () => {
    await grant('req-params-1', '1.00');
    const before = await available();
    await expect(grant('req-params-1', '2.00')).rejects.toMatchObject({ code: CODE.REQUEST_ID_REUSED });
    await expect(grant('req-params-1', '1.00', 'test/other')).rejects.toBeInstanceOf(AppError);
    expect(await available()).toBe(before);
  });

  it('forgets a request that failed, so a retry runs afresh', async () => {
    const failing = runOnce(t.db, { memberId: member.id, requestId: 'req-fail-1', operation: 'test/grant', params: { amount: '3.00' } }, ZAnswer, () =>
      Promise.reject(new AppError(CODE.INSUFFICIENT_FUNDS, 'error.requestIdReused')),
    );
    await expect(failing).rejects.toMatchObject({ code: CODE.INSUFFICIENT_FUNDS });
    const before = new Decimal(await available());
    await grant('req-fail-1', '3.00');
    expect(await available()).toBe(before.plus(3).toFixed(2));
  });
});
