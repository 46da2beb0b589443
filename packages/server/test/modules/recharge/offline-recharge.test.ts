import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PNG } from 'pngjs';
import { API, CODE } from '@meridian/protocol';
import { journalEntries } from '../../../src/db/schema/index.js';
import { checkLedger } from '../../../src/ledger/check-ledger.js';
import { approveRecharge, listPendingRecharges, rejectRecharge } from '../../../src/modules/recharge/recharge-review.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { newMember, type TestMember } from '../../helpers/members.js';
import { available, openOfflineOrder, orderRow, requestId } from './recharge-test-kit.js';

let t: TestApp;
let other: TestMember;
beforeAll(async () => {
  t = await buildTestApp();
  other = await newMember(t);
});
afterAll(async () => {
  await t.close();
});

const operator = () => ({ actor: 'cli:tester', caches: t.deps.caches });

async function uploadProof(member: TestMember): Promise<string> {
  const png = new PNG({ width: 4, height: 4 });
  png.data.fill(120);
  const image = `data:image/png;base64,${PNG.sync.write(png).toString('base64')}`;
  const answer = await t.api.call(API.common.uploadImg, { image }, { token: member.token });
  if (answer.code !== CODE.OK) throw new Error(`uploadImg: ${answer.code}`);
  return String(answer.data.url);
}

const offlinePayload = (change: Record<string, unknown> = {}) => ({
  requestId: requestId(),
  methodCode: 'bank_transfer',
  bankCode: 'HSBC',
  amount: '500.00',
  realName: 'Chan Tai Man',
  ...change,
});

describe('offline methods, banks and payee details', () => {
  it('lists the offline methods with their limits', async () => {
    const member = await newMember(t);
    const answer = await t.api.call(API.recharge.getOfflineRechargeMethod, {}, { token: member.token });
    expect(answer).toMatchObject({ code: CODE.OK, data: { list: [{ code: 'bank_transfer', min: '50.00', max: '100000.00', currency: 'USDT' }] } });
  });

  it('answers one method with the banks it has payee accounts at, and not found for an unknown one', async () => {
    const member = await newMember(t);
    const answer = await t.api.call<{ banks: { code: string }[] }>(API.recharge.getOfflineChannelByCode, { code: 'bank_transfer' }, { token: member.token });
    expect(answer.code).toBe(CODE.OK);
    expect(answer.data.banks.map((bank) => bank.code)).toEqual(['HSBC', 'BOC', 'BCA']);
    expect((await t.api.call(API.recharge.getOfflineChannelByCode, { code: 'nope' }, { token: member.token })).code).toBe(CODE.NOT_FOUND);
    expect((await t.api.call(API.recharge.getOfflineChannelByCode, {}, { token: member.token })).code).toBe(CODE.INVALID_PARAMS);
  });

  it('lists every enabled bank, or those of one method', async () => {
    const member = await newMember(t);
    const all = await t.api.call(API.recharge.getEnableBanks, {}, { token: member.token });
    expect(all.data.list).toHaveLength(6);
    expect(all.data.list[0]).toEqual({ code: 'HSBC', name: 'HSBC' });
    const ofMethod = await t.api.call(API.recharge.getEnableBanks, { methodCode: 'bank_transfer' }, { token: member.token });
    expect(ofMethod.data.list).toHaveLength(3);
    expect((await t.api.call(API.recharge.getEnableBanks, { methodCode: 'nope' }, { token: member.token })).code).toBe(CODE.NOT_FOUND);
  });

  it('answers the payee account to copy, at the chosen bank or the first', async () => {
    const member = await newMember(t);
    const boc = await t.api.call(API.recharge.offlineRechargePamentDetail, { methodCode: 'bank_transfer', bankCode: 'BOC' }, { token: member.token });
    expect(boc).toMatchObject({
      code: CODE.OK,
      data: { methodCode: 'bank_transfer', bankCode: 'BOC', bankName: 'Bank of China (Hong Kong)', holder: 'Meridian Payments Ltd', account: '012875400123456' },
    });
    const first = await t.api.call(API.recharge.offlineRechargePamentDetail, { methodCode: 'bank_transfer' }, { token: member.token });
    expect(first.data.bankCode).toBe('HSBC');
    const noPayee = await t.api.call(API.recharge.offlineRechargePamentDetail, { methodCode: 'bank_transfer', bankCode: 'ZIRAAT' }, { token: member.token });
    expect(noPayee.code).toBe(CODE.NOT_FOUND);
    expect((await t.api.call(API.recharge.offlineRechargePamentDetail, { methodCode: 'nope' }, { token: member.token })).code).toBe(CODE.NOT_FOUND);
  });
});

describe('offlineRecharge', () => {
  it('records the transfer with the payee shown and the member’s own proof, waiting for the operator', async () => {
    const member = await newMember(t);
    const proofUrl = await uploadProof(member);
    const answer = await t.api.call(API.recharge.offlineRecharge, offlinePayload({ proofUrl, bankCode: 'BOC' }), { token: member.token });
    expect(answer.code).toBe(CODE.OK);
    const orderNo = String(answer.data.orderNo);
    const row = await orderRow(t, orderNo);
    expect(row).toMatchObject({ mode: 'offline', status: 'pending_review', payerName: 'Chan Tai Man', bankName: 'Bank of China (Hong Kong)', cardNumber: '012875400123456' });
    expect(row.proofUploadId).not.toBeNull();
    expect(await available(t, member)).toBe('0.00');
    const info = await t.api.call(API.recharge.getOrderInfo, { orderNo }, { token: member.token });
    expect(info.data).toMatchObject({ bankType: 'Bank of China (Hong Kong)', cardNumber: '012875400123456', holder: 'Meridian Payments Ltd', status: 'pending_review' });
  });

  it('refuses another member’s upload as proof', async () => {
    const member = await newMember(t);
    const theirs = await uploadProof(other);
    const answer = await t.api.call(API.recharge.offlineRecharge, offlinePayload({ proofUrl: theirs }), { token: member.token });
    expect(answer.code).toBe(CODE.INVALID_PARAMS);
    expect(answer.data.fields).toEqual(['proofUrl']);
    expect((await t.api.call(API.recharge.record, {}, { token: member.token })).data.total).toBe(0);
  });

  it.each([
    ['an empty real name', { realName: '  ' }, 'realName'],
    ['no amount', { amount: undefined }, 'amount'],
    ['an amount below the method minimum', { amount: '49.99' }, 'amount'],
    ['an unknown method', { methodCode: 'nope' }, 'methodCode'],
    ['a bank the method has no payee at', { bankCode: 'ZIRAAT' }, 'bankCode'],
    ['a proof that is not an upload', { proofUrl: 'https://evil.example/x.png' }, 'proofUrl'],
    ['an unexpected field', { extra: 1 }, 'extra'],
  ])('refuses %s', async (_name, change, field) => {
    const member = await newMember(t);
    const answer = await t.api.call(API.recharge.offlineRecharge, offlinePayload(change), { token: member.token });
    expect(answer.code).toBe(CODE.INVALID_PARAMS);
    expect(answer.data.fields).toContain(field);
  });

  it('answers 3008 while an offline order waits for the operator', async () => {
    const member = await newMember(t);
    await openOfflineOrder(t, member);
    const answer = await t.api.call(API.recharge.offlineRecharge, offlinePayload(), { token: member.token });
    expect(answer.code).toBe(CODE.RECHARGE_UNFINISHED);
    const online = await t.api.call(API.recharge.onlineRecharge, { requestId: requestId(), channelCode: 'sandbox', amount: '20.00' }, { token: member.token });
    expect(online.code).toBe(CODE.RECHARGE_UNFINISHED);
  });
});

describe('the operator review', () => {
  it('lists offline orders waiting for review with what to check', async () => {
    const member = await newMember(t);
    const orderNo = await openOfflineOrder(t, member, '321.00');
    const pending = await listPendingRecharges(t.db, 500);
    const mine = pending.find((order) => order.orderNo === orderNo);
    expect(mine).toMatchObject({ kind: 'recharge', memberId: member.id, username: member.username, mode: 'offline', amount: '321.00', currency: 'USDT' });
    // Named facts for the console to label in the operator's language; one line for the command line.
    expect(mine?.facts).toEqual([
      { name: 'payer', value: 'Chan Tai Man' },
      { name: 'payee', value: expect.stringContaining('808123456001') as string },
    ]);
    expect(mine?.detail).toMatch(/^payer Chan Tai Man; to .*808123456001.*; (proof \/uploads\/|no proof)/);
  });

  it('approving credits the member exactly once; a second decision is refused and changes nothing', async () => {
    const member = await newMember(t);
    const orderNo = await openOfflineOrder(t, member, '200.00');
    const outcome = await approveRecharge(t.db, orderNo, operator());
    expect(outcome).toEqual({ orderNo, memberId: member.id, status: 'completed' });
    expect(await available(t, member)).toBe('200.00');
    const balance = await t.api.call(API.member.getBalance, {}, { token: member.token });
    expect(balance.data.balance).toBe('200.00');

    await expect(approveRecharge(t.db, orderNo, operator())).rejects.toMatchObject({ code: CODE.ORDER_STATE });
    await expect(rejectRecharge(t.db, orderNo, 'late', operator())).rejects.toMatchObject({ code: CODE.ORDER_STATE });
    expect(await available(t, member)).toBe('200.00');
    expect((await orderRow(t, orderNo)).status).toBe('completed');
    const entries = await t.db.select().from(journalEntries).where(eq(journalEntries.requestId, `recharge:${orderNo}`));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ kind: 'recharge', causeType: 'recharge', causeId: orderNo });
    expect((await listPendingRecharges(t.db, 500)).some((order) => order.orderNo === orderNo)).toBe(false);
  });

  it('concurrent approvals of one order credit it once', async () => {
    const member = await newMember(t);
    const orderNo = await openOfflineOrder(t, member, '75.00');
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => approveRecharge(t.db, orderNo, operator())));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(await available(t, member)).toBe('75.00');
  });

  it('rejecting keeps the reason, moves nothing, and lets the member recharge again', async () => {
    const member = await newMember(t);
    const orderNo = await openOfflineOrder(t, member);
    const outcome = await rejectRecharge(t.db, orderNo, '  No transfer received  ', operator());
    expect(outcome.status).toBe('rejected');
    expect(await available(t, member)).toBe('0.00');
    const info = await t.api.call(API.recharge.getOrderInfo, { orderNo }, { token: member.token });
    expect(info.data).toMatchObject({ status: 'rejected', rejectReason: 'No transfer received' });
    await expect(approveRecharge(t.db, orderNo, operator())).rejects.toMatchObject({ code: CODE.ORDER_STATE });
    await openOfflineOrder(t, member);
  });

  it('refuses a rejection without a reason, an unknown order, and an online order waiting for payment', async () => {
    const member = await newMember(t);
    const orderNo = await openOfflineOrder(t, member);
    await expect(rejectRecharge(t.db, orderNo, ' ', operator())).rejects.toMatchObject({ code: CODE.INVALID_PARAMS });
    await expect(approveRecharge(t.db, 'RC-nope', operator())).rejects.toMatchObject({ code: CODE.NOT_FOUND });
    const online = await newMember(t);
    const answer = await t.api.call(API.recharge.onlineRecharge, { requestId: requestId(), channelCode: 'sandbox', amount: '20.00' }, { token: online.token });
    await expect(approveRecharge(t.db, String(answer.data.orderNo), operator())).rejects.toMatchObject({ code: CODE.ORDER_STATE });
    expect(await available(t, online)).toBe('0.00');
  });

  it('leaves the ledger balanced', async () => {
    expect(await checkLedger(t.db)).toEqual([]);
  });
});
