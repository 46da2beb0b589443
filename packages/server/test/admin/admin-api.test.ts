import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorAudit } from '../../src/db/schema/index.js';
import { checkLedger } from '../../src/ledger/check-ledger.js';
import { randomIp } from '../helpers/api-client.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { newMember } from '../helpers/members.js';
import { available, pendingRecharge, pendingWithdrawal, readyToWithdraw } from '../operator/money-orders.js';

const TOKEN = 'alice-token-0123456789abcdefghij';
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ operatorTokens: [{ name: 'alice', token: TOKEN }, { name: 'bob', token: 'bob-token-0123456789abcdefghijkl' }] });
});
afterAll(async () => {
  await t.close();
});

interface AdminAnswer {
  status: number;
  body: { ok: boolean; message: string; data?: Record<string, unknown> };
}

async function admin(method: 'GET' | 'POST', url: string, options: { body?: unknown; token?: string | null; raw?: string; ip?: string } = {}): Promise<AdminAnswer> {
  const token = options.token === undefined ? TOKEN : options.token;
  const response = await t.app.inject({
    method,
    url,
    remoteAddress: options.ip ?? randomIp(),
    headers: { 'content-type': 'application/json', ...(token === null ? {} : { authorization: `Bearer ${token}` }) },
    ...(options.raw !== undefined ? { payload: options.raw } : options.body !== undefined ? { payload: JSON.stringify(options.body) } : {}),
  });
  return { status: response.statusCode, body: response.json() };
}

async function lastAudit() {
  const [row] = await t.db.select().from(operatorAudit).orderBy(desc(operatorAudit.id)).limit(1);
  if (!row) throw new Error('no audit row');
  return row;
}

describe('admin API guard', () => {
  it.each([
    // Without a bearer header the request is the console's: no session cookie, not signed in.
    ['no header', null, 'Not signed in.'],
    ['a wrong token', 'x'.repeat(32), 'Unauthorized'],
    ['an empty token', '', 'Unauthorized'],
  ])('answers 401 with %s', async (_label, token, message) => {
    const answer = await admin('GET', '/admin/pending', { token });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ ok: false, message });
  });

  it('answers 401 to another scheme and to unknown paths without a token; 404 with one', async () => {
    const basic = await t.app.inject({ method: 'GET', url: '/admin/pending', remoteAddress: randomIp(), headers: { authorization: `Basic ${TOKEN}` } });
    expect(basic.statusCode).toBe(401);
    expect((await admin('GET', '/admin/nothing-here', { token: null })).status).toBe(401);
    expect((await admin('GET', '/admin/nothing-here')).status).toBe(404);
  });

  it('refuses an address that keeps sending wrong tokens, but never a right token from it', async () => {
    const ip = randomIp();
    for (let i = 0; i < 10; i += 1) expect((await admin('GET', '/admin/pending', { token: `wrong-${i}`, ip })).status).toBe(401);
    const blocked = await admin('GET', '/admin/pending', { token: 'wrong-again', ip });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/try again in (\d+ min( \d+ s)?|\d+ s)\.$/);
    // The operator behind the same address (a shared proxy) is not locked out by another's guesses.
    expect((await admin('GET', '/admin/pending', { ip })).status).toBe(200);
    expect((await admin('GET', '/admin/pending', { token: 'bob-token-0123456789abcdefghijkl', ip })).status).toBe(200);
  });

  it('limits the requests of one operator per minute wherever they come from', async () => {
    const limited = await buildTestApp({ operatorTokens: [{ name: 'carol', token: 'carol-token-0123456789abcdefghi' }] });
    try {
      const ask = () =>
        limited.app.inject({ method: 'GET', url: '/admin/pending', remoteAddress: randomIp(), headers: { authorization: 'Bearer carol-token-0123456789abcdefghi' } });
      const statuses: number[] = [];
      for (let i = 0; i < 121; i += 1) statuses.push((await ask()).statusCode);
      expect(statuses.slice(0, 120).every((status) => status === 200)).toBe(true);
      expect(statuses[120]).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('accepts no bearer token at all without OPERATOR_TOKEN (the console signs in instead)', async () => {
    const off = await buildTestApp();
    try {
      const response = await off.app.inject({ method: 'GET', url: '/admin/pending', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(response.statusCode).toBe(401);
    } finally {
      await off.close();
    }
  });
});

describe('admin API commands', () => {
  it('adjusts up and down, refuses below zero and without a reason, each logged as api:<name>', async () => {
    const member = await newMember(t);
    const up = await admin('POST', '/admin/adjustments', { body: { username: member.username, amount: '40.00', reason: 'Compensation', requestId: 'admin-api-adjust-01' } });
    expect(up.status).toBe(200);
    expect(up.body).toMatchObject({ ok: true, data: { amount: '40.00', balance: '40.00', currency: 'USDT', memberId: member.id } });
    expect(await lastAudit()).toMatchObject({ actor: 'api:alice', action: 'adjust', target: `member:${member.username}`, outcome: 'ok' });

    const down = await admin('POST', '/admin/adjustments', {
      body: { username: member.username, amount: '-15', reason: 'Correction', requestId: 'admin-api-adjust-02' },
      token: 'bob-token-0123456789abcdefghijkl',
    });
    expect(down.body.ok).toBe(true);
    expect(await lastAudit()).toMatchObject({ actor: 'api:bob', action: 'adjust', outcome: 'ok' });
    expect(await available(t, member)).toBe('25.00');

    const below = await admin('POST', '/admin/adjustments', { body: { username: member.username, amount: '-25.01', reason: 'Too much', requestId: 'admin-api-adjust-03' } });
    expect(below.status).toBe(422);
    expect(below.body.message).toMatch(/below zero/);
    expect(await lastAudit()).toMatchObject({ actor: 'api:alice', outcome: `refused: ${below.body.message}` });

    const noReason = await admin('POST', '/admin/adjustments', { body: { username: member.username, amount: '5', reason: '  ', requestId: 'admin-api-adjust-04' } });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toMatch(/reason/);
    expect((await lastAudit()).outcome).toMatch(/^refused: invalid request: reason/);
    expect(await available(t, member)).toBe('25.00');
  });

  it('answers 400 to a body that is not a JSON object, and logs it', async () => {
    for (const raw of ['{not json', '[1,2]']) {
      const answer = await admin('POST', '/admin/adjustments', { raw });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('Invalid request: the body is not a JSON object');
    }
    expect(await lastAudit()).toMatchObject({ actor: 'api:alice', action: 'adjust', outcome: 'refused: invalid request: the body is not a JSON object' });
  });

  it('lists pending orders and decides them', async () => {
    const member = await newMember(t);
    const cardId = await readyToWithdraw(t, member, '200');
    const recharge = await pendingRecharge(t, member, '60.00');
    // One unfinished recharge per member (3008): the one to reject is someone else's.
    const rejectedRecharge = await pendingRecharge(t, await newMember(t), '55.00');
    const withdrawal = await pendingWithdrawal(t, member, cardId, '80.00');
    const rejectedWithdrawal = await pendingWithdrawal(t, member, cardId, '20.00');

    const pending = await admin('GET', '/admin/pending?limit=500');
    expect(pending.status).toBe(200);
    const orders = (pending.body.data?.orders ?? []) as { orderNo: string; kind: string; amount: string; memberId: number }[];
    expect(orders.filter((order) => order.memberId === member.id).map((order) => [order.kind, order.amount])).toEqual(
      expect.arrayContaining([
        ['recharge', '60.00'],
        ['withdrawal', '80.00'],
        ['withdrawal', '20.00'],
      ]),
    );
    expect((await admin('GET', '/admin/pending?limit=abc')).status).toBe(400);

    expect((await admin('POST', `/admin/recharges/${recharge}/approve`)).body).toMatchObject({ ok: true, data: { orderNo: recharge, status: 'completed' } });
    expect(await lastAudit()).toMatchObject({ actor: 'api:alice', action: 'recharge-approve', target: `recharge:${recharge}`, outcome: 'ok' });
    // Already handled: a conflict, and nothing changes.
    const twice = await admin('POST', `/admin/recharges/${recharge}/approve`);
    expect(twice.status).toBe(409);
    expect((await lastAudit()).outcome).toBe(`refused: ${twice.body.message}`);
    expect((await admin('POST', `/admin/recharges/${rejectedRecharge}/reject`, { body: { reason: 'No transfer seen' } })).body).toMatchObject({
      ok: true,
      data: { status: 'rejected' },
    });
    expect(await lastAudit()).toMatchObject({ action: 'recharge-reject', detail: { reason: 'No transfer seen' }, outcome: 'ok' });
    expect((await admin('POST', `/admin/recharges/${recharge}/reject`, { body: {} })).status).toBe(400);

    expect((await admin('POST', `/admin/withdrawals/${withdrawal}/pay`)).body).toMatchObject({ ok: true, data: { status: 'paid' } });
    expect(await lastAudit()).toMatchObject({ action: 'withdrawal-pay', target: `withdrawal:${withdrawal}`, outcome: 'ok' });
    const rejected = await admin('POST', `/admin/withdrawals/${rejectedWithdrawal}/reject`, { body: { reason: 'Account name mismatch' } });
    expect(rejected.body).toMatchObject({ ok: true, data: { status: 'rejected' } });
    expect(await lastAudit()).toMatchObject({ action: 'withdrawal-reject', detail: { reason: 'Account name mismatch' }, outcome: 'ok' });
    expect((await admin('POST', '/admin/withdrawals/WD-NOPE/pay')).status).toBe(404);
    // 200 granted + 60 recharged − 80 paid − 20 asked + 20 given back.
    expect(await available(t, member)).toBe('180.00');
  });

  it('reads the outbox, runs the ledger check and reads the audit log', async () => {
    const outbox = await admin('GET', '/admin/outbox?limit=5');
    expect(outbox.status).toBe(200);
    expect(Array.isArray(outbox.body.data?.messages)).toBe(true);
    expect(await lastAudit()).toMatchObject({ action: 'outbox', actor: 'api:alice' });

    const check = await admin('GET', '/admin/ledger-check');
    expect(check.body).toEqual({ ok: true, message: "Ledger OK: every entry balances in one currency, every balance equals the sum of its postings, no member balance is negative, and every held balance equals what the member's open withdrawals, contracts, mining machines and interest deposits hold.", data: { discrepancies: [] } });
    expect(await checkLedger(t.db)).toEqual([]);

    const audit = await admin('GET', '/admin/audit?pageSize=3');
    expect(audit.status).toBe(200);
    const entries = (audit.body.data?.items ?? []) as { action: string; actor: string }[];
    expect(audit.body.data?.total).toBeGreaterThan(3);
    expect(entries).toHaveLength(3);
    expect(entries[0]).toMatchObject({ action: 'ledger-check', actor: 'api:alice' });
    expect(entries[1]).toMatchObject({ action: 'outbox' });
  });
});
