import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvalRequests, journalEntries } from '../../src/db/schema/index.js';
import { randomIp } from '../helpers/api-client.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { newMember } from '../helpers/members.js';
import { available, pendingWithdrawal, readyToWithdraw } from '../operator/money-orders.js';

/**
 * Issue 35 item 2: a retried operator command that moves money moves it once (Stripe's rule: the
 * same key and payload answer the first result; the same key with another payload is refused).
 */
const TOKEN = 'retry-token-0123456789abcdefghij';
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ operatorTokens: [{ name: 'script', token: TOKEN }, { name: 'other', token: 'other-token-0123456789abcdefghij' }] });
});
afterAll(async () => {
  await t.close();
});

async function admin(url: string, body: unknown, token = TOKEN) {
  const response = await t.app.inject({
    method: 'POST',
    url,
    remoteAddress: randomIp(),
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    payload: JSON.stringify(body),
  });
  return { status: response.statusCode, body: response.json<{ ok: boolean; message: string; data?: Record<string, unknown> }>() };
}

const adjustmentEntries = async (reason: string) => (await t.db.select().from(journalEntries).where(eq(journalEntries.memo, reason))).length;

describe('an adjustment sent again with its request id', () => {
  it('credits once, and the repeat answers the first result', async () => {
    const member = await newMember(t);
    const body = { username: member.username, amount: '40.00', reason: 'Retried goodwill', requestId: 'retry-adjust-0001' };
    const first = await admin('/admin/adjustments', body);
    const again = await admin('/admin/adjustments', body);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(first.body.data);
    expect(again.body.message).toMatch(/^Done before under this request id/);
    expect(await available(t, member)).toBe('40.00');
    expect(await adjustmentEntries('Retried goodwill')).toBe(1);
  });

  it('credits once when five copies arrive at once', async () => {
    const member = await newMember(t);
    const body = { username: member.username, amount: '25.00', reason: 'Five at once', requestId: 'retry-adjust-0002' };
    const answers = await Promise.all(Array.from({ length: 5 }, () => admin('/admin/adjustments', body)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    for (const answer of answers) expect(answer.body.data).toEqual(answers[0]?.body.data);
    expect(await available(t, member)).toBe('25.00');
    expect(await adjustmentEntries('Five at once')).toBe(1);
  });

  it('refuses the same id with another amount, or from another script, and changes nothing', async () => {
    const member = await newMember(t);
    await admin('/admin/adjustments', { username: member.username, amount: '10.00', reason: 'First', requestId: 'retry-adjust-0003' });
    const other = await admin('/admin/adjustments', { username: member.username, amount: '99.00', reason: 'First', requestId: 'retry-adjust-0003' });
    expect(other.status).toBe(409);
    expect(other.body.message).toContain('was used for another request');
    const stranger = await admin('/admin/adjustments', { username: member.username, amount: '10.00', reason: 'First', requestId: 'retry-adjust-0003' }, 'other-token-0123456789abcdefghij');
    expect(stranger.status).toBe(409);
    expect(await available(t, member)).toBe('10.00');
  });

  it('lets a refused adjustment be tried again with the same id once it can run', async () => {
    const member = await newMember(t);
    const body = { username: member.username, amount: '-5.00', reason: 'Debit before credit', requestId: 'retry-adjust-0004' };
    expect((await admin('/admin/adjustments', body)).status).toBe(422);
    await admin('/admin/adjustments', { username: member.username, amount: '8.00', reason: 'Credit', requestId: 'retry-adjust-0005' });
    expect((await admin('/admin/adjustments', body)).status).toBe(200);
    expect(await available(t, member)).toBe('3.00');
  });

  it('is refused without a request id over the API (400), before anything is done', async () => {
    const member = await newMember(t);
    const answer = await admin('/admin/adjustments', { username: member.username, amount: '10.00', reason: 'No id' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/requestId/);
    expect(await available(t, member)).toBe('0.00');
  });

  it('for a member who does not exist answers 404, and never holds an approval', async () => {
    const before = (await t.db.select().from(approvalRequests)).length;
    const answer = await admin('/admin/adjustments', { username: 'nobody-here-at-all', amount: '50000', reason: 'Large', requestId: 'retry-adjust-0006' });
    expect(answer.status).toBe(404);
    expect((await t.db.select().from(approvalRequests)).length).toBe(before);
  });
});

describe('a withdrawal payment sent again with its request id', () => {
  it('answers the first payment instead of "already handled"', async () => {
    const member = await newMember(t);
    const card = await readyToWithdraw(t, member, '500.00');
    const orderNo = await pendingWithdrawal(t, member, card, '100.00');
    const first = await admin(`/admin/withdrawals/${orderNo}/pay`, { requestId: 'retry-pay-00001' });
    const again = await admin(`/admin/withdrawals/${orderNo}/pay`, { requestId: 'retry-pay-00001' });
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(first.body.data);
    // Without the id, a second payment is refused by the order's state, as before.
    expect((await admin(`/admin/withdrawals/${orderNo}/pay`, {})).status).toBe(409);
  });
});
