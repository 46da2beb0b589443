import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API, CODE } from '@meridian/protocol';
import { journalEntries } from '../../../src/db/schema/index.js';
import { checkLedger } from '../../../src/ledger/check-ledger.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { newMember, type TestMember } from '../../helpers/members.js';
import { approvedNotice, available, gateway, openOnlineOrder, orderRow, postCallback, requestId } from './recharge-test-kit.js';

let t: TestApp;
let other: TestMember;
beforeAll(async () => {
  t = await buildTestApp();
  other = await newMember(t);
});
afterAll(async () => {
  await t.close();
});

const creditEntries = async (orderNo: string) =>
  t.db.select().from(journalEntries).where(eq(journalEntries.requestId, `recharge:${orderNo}`));

describe('getOnlineChannelByCode', () => {
  it('lists the online channels with their limits, or only the one asked for', async () => {
    const member = await newMember(t);
    const all = await t.api.call(API.recharge.getOnlineChannelByCode, {}, { token: member.token });
    expect(all).toMatchObject({ code: CODE.OK, data: { list: [{ code: 'sandbox', name: 'Sandbox Pay', min: '10.00', max: '50000.00', currency: 'USDT' }] } });
    const one = await t.api.call(API.recharge.getOnlineChannelByCode, { code: 'sandbox' }, { token: member.token });
    expect(one.data.list).toHaveLength(1);
    const none = await t.api.call(API.recharge.getOnlineChannelByCode, { code: 'nope' }, { token: member.token });
    expect(none.data.list).toEqual([]);
  });

  it('needs a login', async () => {
    expect((await t.api.call(API.recharge.getOnlineChannelByCode, {})).code).toBe(CODE.SESSION_INVALID);
  });
});

describe('onlineRecharge', () => {
  it('opens an order waiting for payment and answers a pay URL of the sandbox gateway', async () => {
    const member = await newMember(t);
    const { orderNo, payUrl } = await openOnlineOrder(t, member, '123.45');
    expect(orderNo).toMatch(/^RC\d{24}$/);
    expect(payUrl).toMatch(new RegExp(`^/sandbox-pay/${orderNo}\\?token=[0-9a-f]{32}$`));
    expect(await orderRow(t, orderNo)).toMatchObject({ memberId: member.id, mode: 'online', status: 'waiting_payment', amount: '123.45000000', currency: 'USDT' });
    expect(await available(t, member)).toBe('0.00');
  });

  it('answers a repeat of the same requestId with the first order and opens no second one', async () => {
    const member = await newMember(t);
    const payload = { requestId: requestId(), channelCode: 'sandbox', amount: '50.00' };
    const answers = await Promise.all(Array.from({ length: 5 }, () => t.api.call(API.recharge.onlineRecharge, payload, { token: member.token })));
    expect(answers.map((a) => a.code)).toEqual(Array(5).fill(CODE.OK));
    expect(new Set(answers.map((a) => String(a.data.orderNo))).size).toBe(1);
    const records = await t.api.call(API.recharge.record, {}, { token: member.token });
    expect(records.data.total).toBe(1);
  });

  it('refuses the same requestId with another amount', async () => {
    const member = await newMember(t);
    const id = requestId();
    expect((await t.api.call(API.recharge.onlineRecharge, { requestId: id, channelCode: 'sandbox', amount: '50.00' }, { token: member.token })).code).toBe(CODE.OK);
    const again = await t.api.call(API.recharge.onlineRecharge, { requestId: id, channelCode: 'sandbox', amount: '60.00' }, { token: member.token });
    expect(again.code).toBe(CODE.REQUEST_ID_REUSED);
  });

  it('answers 3008 while the member has an unfinished order, also when two arrive at once', async () => {
    const member = await newMember(t);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => t.api.call(API.recharge.onlineRecharge, { requestId: requestId(), channelCode: 'sandbox', amount: '20.00' }, { token: member.token })),
    );
    expect(answers.filter((a) => a.code === CODE.OK)).toHaveLength(1);
    const refused = answers.filter((a) => a.code === CODE.RECHARGE_UNFINISHED);
    expect(refused).toHaveLength(3);
    expect(refused[0]?.msg).toContain('not finished');
  });

  it.each([
    ['an amount below the channel minimum', { amount: '9.99' }, 'amount'],
    ['an amount above the channel maximum', { amount: '50000.01' }, 'amount'],
    ['more decimals than the currency has', { amount: '10.001' }, 'amount'],
    ['a zero amount', { amount: '0' }, 'amount'],
    ['a negative amount', { amount: '-10' }, 'amount'],
    ['an amount that is not a number', { amount: 'ten' }, 'amount'],
    ['an unknown channel', { channelCode: 'nope' }, 'channelCode'],
    ['a missing requestId', { requestId: undefined }, 'requestId'],
    ['a too short requestId', { requestId: 'x' }, 'requestId'],
  ])('refuses %s and opens nothing', async (_name, change, field) => {
    const member = await newMember(t);
    const answer = await t.api.call(API.recharge.onlineRecharge, { requestId: requestId(), channelCode: 'sandbox', amount: '100.00', ...change }, { token: member.token });
    expect(answer.code).toBe(CODE.INVALID_PARAMS);
    expect(answer.data.fields).toContain(field);
    expect((await t.api.call(API.recharge.record, {}, { token: member.token })).data.total).toBe(0);
  });
});

describe('onlineOrderPay', () => {
  it('answers the pay URL of the member’s own waiting order', async () => {
    const member = await newMember(t);
    const { orderNo, payUrl } = await openOnlineOrder(t, member);
    const answer = await t.api.call(API.recharge.onlineOrderPay, { orderNo }, { token: member.token });
    expect(answer).toMatchObject({ code: CODE.OK, data: { orderNo, payUrl } });
  });

  it('answers another member’s order as not found', async () => {
    const member = await newMember(t);
    const { orderNo } = await openOnlineOrder(t, member);
    const answer = await t.api.call(API.recharge.onlineOrderPay, { orderNo }, { token: other.token });
    expect(answer.code).toBe(CODE.NOT_FOUND);
    expect(JSON.stringify(answer.data)).not.toContain('sandbox-pay');
  });

  it('refuses an order that no longer waits for payment, and an empty order number', async () => {
    const member = await newMember(t);
    const { orderNo } = await openOnlineOrder(t, member);
    await t.api.call(API.recharge.cancelRecharge, { orderNo }, { token: member.token });
    expect((await t.api.call(API.recharge.onlineOrderPay, { orderNo }, { token: member.token })).code).toBe(CODE.ORDER_STATE);
    expect((await t.api.call(API.recharge.onlineOrderPay, { orderNo: '' }, { token: member.token })).code).toBe(CODE.INVALID_PARAMS);
  });
});

/** The payer's decision, posted from the pay page's form as a browser posts it. */
function decide(orderNo: string, form: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: `/sandbox-pay/${orderNo}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
}

const tokenOf = (payUrl: string) => new URL(payUrl, 'http://x').searchParams.get('token') ?? '';

describe('the sandbox gateway', () => {
  it('shows the amount on its page and credits the order once the payer approves', async () => {
    const member = await newMember(t);
    const { orderNo, payUrl } = await openOnlineOrder(t, member, '88.80');
    const page = await t.app.inject({ method: 'GET', url: payUrl });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('88.80 USDT');
    expect(page.body).toContain(orderNo);

    // The decision sends the payer back to the pay URL itself (post/redirect/get), token and all.
    const decided = await decide(orderNo, { token: tokenOf(payUrl), decision: 'approve' });
    expect(decided.statusCode).toBe(303);
    expect(decided.headers.location).toBe(payUrl);
    expect(await available(t, member)).toBe('88.80');
    const row = await orderRow(t, orderNo);
    expect(row.status).toBe('completed');
    expect(row.creditEntryId).not.toBeNull();
    const info = await t.api.call(API.recharge.getOrderInfo, { orderNo }, { token: member.token });
    expect(info.data).toMatchObject({ status: 'completed', amount: '88.80', mode: 'online' });

    // The page of a paid order says so, and offers no second payment.
    const after = await t.app.inject({ method: 'GET', url: payUrl });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('The payment was approved.');
    expect(after.body).not.toContain('name="decision"');
  });

  it('marks the order failed when the payer declines, credits nothing, and never says approved', async () => {
    const member = await newMember(t);
    const { orderNo, payUrl } = await openOnlineOrder(t, member);
    const decided = await decide(orderNo, { token: tokenOf(payUrl), decision: 'decline' });
    expect(decided.statusCode).toBe(303);
    expect((await orderRow(t, orderNo)).status).toBe('failed');
    expect(await available(t, member)).toBe('0.00');
    // Approving the declined order afterwards (a second tab) changes nothing and is not called approved.
    expect((await decide(orderNo, { token: tokenOf(payUrl), decision: 'approve' })).statusCode).toBe(303);
    const page = await t.app.inject({ method: 'GET', url: payUrl });
    expect(page.body).toContain('The payment was declined.');
    expect(page.body).not.toContain('approved');
    expect(await available(t, member)).toBe('0.00');
    // A failed order is finished: the member may open a new one.
    await openOnlineOrder(t, member);
  });

  it('says a cancelled order no longer waits for payment, without a decision to take', async () => {
    const member = await newMember(t);
    const { orderNo, payUrl } = await openOnlineOrder(t, member);
    await t.api.call(API.recharge.cancelRecharge, { orderNo }, { token: member.token });
    expect((await decide(orderNo, { token: tokenOf(payUrl), decision: 'approve' })).statusCode).toBe(303);
    const page = await t.app.inject({ method: 'GET', url: payUrl });
    expect(page.body).toContain('This order is no longer waiting for payment.');
    expect(page.body).not.toContain('approved');
    expect((await orderRow(t, orderNo)).status).toBe('cancelled');
  });

  it.each([
    ['without a token', ''],
    ['with a wrong token', `?token=${'0'.repeat(32)}`],
  ])('answers the page %s with 403 and a page saying the link is not valid', async (_name, query) => {
    const member = await newMember(t);
    const { orderNo } = await openOnlineOrder(t, member);
    const page = await t.app.inject({ method: 'GET', url: `/sandbox-pay/${orderNo}${query}` });
    expect(page.statusCode).toBe(403);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('This payment link is not valid.');
    expect(page.body).not.toContain('approved');
    expect(page.body).not.toContain(orderNo);
  });

  it('answers the link in the member’s language', async () => {
    const member = await newMember(t);
    const { orderNo } = await openOnlineOrder(t, member);
    const page = await t.app.inject({ method: 'GET', url: `/sandbox-pay/${orderNo}`, headers: { 'accept-language': 'zh-HK' } });
    expect(page.statusCode).toBe(403);
    expect(page.body).toContain('此支付連結無效');
  });

  it('takes no decision without the pay URL’s token', async () => {
    const member = await newMember(t);
    const { orderNo } = await openOnlineOrder(t, member);
    const decided = await decide(orderNo, { decision: 'approve' });
    expect(decided.statusCode).toBe(403);
    expect(decided.body).toContain('This payment link is not valid.');
    expect((await orderRow(t, orderNo)).status).toBe('waiting_payment');
    expect(await available(t, member)).toBe('0.00');
  });

  it('answers 404 for an order that does not exist, even with its token', async () => {
    const orderNo = 'RC00000000000000000000';
    const page = await t.app.inject({ method: 'GET', url: gateway(t).payUrl(orderNo) });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('This payment does not exist');
  });
});

describe('the payment callback', () => {
  it('credits a valid callback once; a replay changes nothing and is acknowledged', async () => {
    const member = await newMember(t);
    const { orderNo } = await openOnlineOrder(t, member, '100.00');
    const first = await postCallback(t, approvedNotice(orderNo, '100.00'));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ ok: true, result: 'settled' });
    const replay = await postCallback(t, approvedNotice(orderNo, '100.00'));
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toMatchObject({ ok: true, result: 'already' });
    expect(await available(t, member)).toBe('100.00');
    expect(await creditEntries(orderNo)).toHaveLength(1);
  });

  it('credits 20 concurrent callbacks of one order exactly once', async () => {
    const member = await newMember(t);
    const { orderNo } = await openOnlineOrder(t, member, '250.00');
    const answers = await Promise.all(Array.from({ length: 20 }, () => postCallback(t, approvedNotice(orderNo, '250.00'))));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(answers.filter((a) => a.json<{ result: string }>().result === 'settled')).toHaveLength(1);
    expect(await available(t, member)).toBe('250.00');
    expect(await creditEntries(orderNo)).toHaveLength(1);
  });

  it('refuses a bad signature and changes nothing', async () => {
    const member = await newMember(t);
    const { orderNo } = await openOnlineOrder(t, member, '100.00');
    const answer = await postCallback(t, approvedNotice(orderNo, '100.00'), 'f'.repeat(64));
    expect(answer.statusCode).toBe(401);
    expect((await orderRow(t, orderNo)).status).toBe('waiting_payment');
    expect(await available(t, member)).toBe('0.00');
  });

  it('refuses a callback signed with another secret', async () => {
    const member = await newMember(t);
    const { orderNo } = await openOnlineOrder(t, member, '100.00');
    const { SandboxGateway } = await import('../../../src/payments/sandbox-gateway.js');
    const forged = new SandboxGateway('someone-elses-secret-0123456789').signNotice(approvedNotice(orderNo, '100.00'));
    const answer = await t.app.inject({
      method: 'POST',
      url: '/payments/sandbox/callback',
      headers: { 'x-sandbox-signature': forged.signature },
      payload: forged.body,
    });
    expect(answer.statusCode).toBe(401);
    expect(await available(t, member)).toBe('0.00');
  });

  it('refuses a callback whose amount is not the order’s, and changes nothing', async () => {
    const member = await newMember(t);
    const { orderNo } = await openOnlineOrder(t, member, '100.00');
    const answer = await postCallback(t, approvedNotice(orderNo, '1000.00'));
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ ok: false, result: 'amount_mismatch' });
    expect((await orderRow(t, orderNo)).status).toBe('waiting_payment');
    expect(await available(t, member)).toBe('0.00');
    // The right amount still works afterwards.
    expect((await postCallback(t, approvedNotice(orderNo, '100.00'))).statusCode).toBe(200);
    expect(await available(t, member)).toBe('100.00');
  });

  it('refuses a callback for an unknown order or an order the member cancelled', async () => {
    expect((await postCallback(t, approvedNotice('RC00000000000000000000', '10.00'))).statusCode).toBe(404);
    const member = await newMember(t);
    const { orderNo } = await openOnlineOrder(t, member, '100.00');
    await t.api.call(API.recharge.cancelRecharge, { orderNo }, { token: member.token });
    const answer = await postCallback(t, approvedNotice(orderNo, '100.00'));
    expect(answer.statusCode).toBe(409);
    expect((await orderRow(t, orderNo)).status).toBe('cancelled');
    expect(await available(t, member)).toBe('0.00');
  });

  it('leaves the ledger balanced', async () => {
    expect(await checkLedger(t.db)).toEqual([]);
  });
});
