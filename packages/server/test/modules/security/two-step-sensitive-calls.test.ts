import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, CODE } from '@meridian/protocol';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { newMember, type TestMember } from '../../helpers/members.js';
import { createManualClock } from '../../market/manual-clock.js';
import { PAY_PASSWORD, TRC20_ADDRESS, addCard, grant, requestId, setPayPassword, setWithdrawSettings } from '../withdraw/withdraw-fixtures.js';
import { as, nextCode, turnOnTwoStep } from './two-step-fixtures.js';

const clock = createManualClock(Date.parse('2026-11-24T08:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { marketClock: clock });
  await setWithdrawSettings(t, { minAmount: '10', maxAmount: '1000', dailyCount: 5, freeCount: 5, taxPercent: '0', feeAmount: '0' });
});
afterAll(async () => {
  await t.close();
});

/** A member ready to withdraw (pay password, card, funds) with 2-step on. */
async function guardedMember(): Promise<{ member: TestMember; secret: string; cardId: number }> {
  const member = await newMember(t);
  await setPayPassword(t, member);
  const cardId = await addCard(t, member);
  await grant(t, member, '500');
  const { secret } = await turnOnTwoStep(t, clock, member);
  return { member, secret, cardId };
}

/**
 * Each sensitive call, as the app sends it: refused without a code (TWO_STEP_CODE_REQUIRED, the
 * form then shows the field) and with a wrong one, accepted with the current code.
 */
const SENSITIVE: { name: string; send: (member: TestMember, cardId: number, extra: object) => Promise<{ code: number }> }[] = [
  {
    name: 'a withdrawal',
    send: (member, cardId, extra) =>
      t.api.call(API.withdraw.withdraw, { method: 'bank', bankCardId: cardId, amount: '20', payPassword: PAY_PASSWORD, requestId: requestId(), ...extra }, as(member)),
  },
  {
    name: 'a login password change',
    send: (member, _cardId, extra) =>
      t.api.call(API.member.updateLoginPassword, { oldPassword: member.password, password: member.password, confirmPassword: member.password, ...extra }, as(member)),
  },
  {
    name: 'a pay password change',
    send: (member, _cardId, extra) =>
      t.api.call(API.member.updatePayPasswordByOld, { oldPayPassword: PAY_PASSWORD, payPassword: PAY_PASSWORD, confirmPayPassword: PAY_PASSWORD, ...extra }, as(member)),
  },
  {
    name: 'a new bank card',
    send: (member, _cardId, extra) =>
      t.api.call(API.withdraw.addBankCard, { bankCode: 'HSBC', holder: 'Alice Example', account: String(Date.now()).slice(-12), ...extra }, as(member)),
  },
  {
    name: 'a new coin address',
    send: (member, _cardId, extra) => t.api.call(API.member.updateInfo, { usdtAddress: TRC20_ADDRESS, network: 'TRC20', ...extra }, as(member)),
  },
];

describe('sensitive calls with 2-step on', () => {
  it.each(SENSITIVE)('asks for a code for $name, refuses a wrong one, accepts the current one', async ({ send }) => {
    const { member, secret, cardId } = await guardedMember();
    expect((await send(member, cardId, {})).code).toBe(CODE.TWO_STEP_CODE_REQUIRED);
    expect((await send(member, cardId, { twoStepCode: '000000' })).code).toBe(CODE.TWO_STEP_CODE_WRONG);
    const code = await nextCode(secret, clock);
    expect((await send(member, cardId, { twoStepCode: code })).code).toBe(CODE.OK);
    // The same code again within its window: refused.
    expect((await send(member, cardId, { twoStepCode: code })).code).toBe(CODE.TWO_STEP_CODE_WRONG);
  });

  it('changes nothing in the profile when the code is missing', async () => {
    const { member } = await guardedMember();
    expect((await SENSITIVE[4]?.send(member, 0, {}))?.code).toBe(CODE.TWO_STEP_CODE_REQUIRED);
    const info = await t.api.call(API.member.getMemberInfo, {}, as(member));
    expect(info.data.usdtAddress).not.toBe(TRC20_ADDRESS);
  });
});

describe('sensitive calls with 2-step off', () => {
  it.each(SENSITIVE)('takes $name without a code, as the spec has it', async ({ send }) => {
    const member = await newMember(t);
    await setPayPassword(t, member);
    const cardId = await addCard(t, member);
    await grant(t, member, '500');
    expect((await send(member, cardId, {})).code).toBe(CODE.OK);
  });
});
