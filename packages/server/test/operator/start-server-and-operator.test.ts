import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { API, CODE, createEnvelope } from '@meridian/protocol';
import { parseCommandLine } from '../../src/operator/parse-command.js';
import { runOperator } from '../../src/operator/run-operator.js';
import { TINY_PNG } from './operator-cli.js';
import { startServer, type RunningServer } from '../../src/start-server.js';
import { deleteRedisKeys, testConfig } from '../helpers/build-test-app.js';
import { createTestDatabase, testDbKind } from '../helpers/test-database.js';
import type { Config } from '../../src/env.js';

/**
 * The real server on a random port with its own DATA_DIR, as `npm start` and the Playwright
 * harness run it, and the operator commands against it. On the postgres project it uses a
 * database of its own on the same server (startServer migrates and seeds it).
 */
let config: Config;
let server: RunningServer;
let dropDatabase: (() => Promise<void>) | undefined;
const envelope = createEnvelope('MeridianDemoKey1');
const CHECKER_TOKEN = 'checker-token-0123456789abcdefgh';

/** Approves a held command through the running server's admin API, as a second operator's script. */
async function approveAsChecker(approvalId: number): Promise<number> {
  const response = await fetch(`${server.url}/admin/approvals/${approvalId}/approve`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${CHECKER_TOKEN}` },
    body: '{}',
  });
  return response.status;
}

async function call(pathName: string, payload: unknown, token?: string) {
  const response = await fetch(`${server.url}${pathName}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { accesstoken: token } : {}) },
    body: envelope.encode(payload),
  });
  return envelope.decode(await response.text()) as { code: number; msg: string; data: Record<string, unknown> };
}

beforeAll(async () => {
  // A script's token: the second pair of eyes that approves the CLI's change of terms (issue 35).
  // No development chain: nothing here reads one (the chain's own tests start theirs).
  config = testConfig({ port: 0, host: '127.0.0.1', captchaEnabled: false, operatorTokens: [{ name: 'checker', token: CHECKER_TOKEN }], chain: { mode: 'off' } });
  if (testDbKind() === 'postgres') {
    // A database of its own on the test server; startServer migrates it (again, a no-op) and seeds it.
    const testDatabase = await createTestDatabase();
    config = { ...config, databaseUrl: testDatabase.url };
    dropDatabase = () => testDatabase.dispose();
  }
  server = await startServer(config);
});
afterAll(async () => {
  await server.close();
  await dropDatabase?.();
  if (config.redisUrl) await deleteRedisKeys(config.redisUrl, config.redisKeyPrefix);
  rmSync(config.dataDir, { recursive: true, force: true });
});

describe('startServer', () => {
  it('listens on a random port, migrated and seeded with the demo member', async () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const login = await call(API.login.login, { username: 'demo0001', password: 'demo1234', captchaId: 'x', captchaX: 0 });
    expect(login.code).toBe(CODE.OK);
    const balance = await call(API.member.getBalance, {}, String(login.data.accessToken));
    expect(balance.data).toEqual({ balance: '10000.00', frozen: '0.00', currency: 'USDT' });
  });

  it('keeps PGlite in DATA_DIR and leaves the operator channel file while it runs', () => {
    if (testDbKind() === 'pglite') {
      expect(existsSync(path.join(config.dataDir, 'pglite'))).toBe(true);
      expect(existsSync(path.join(config.dataDir, 'operator.json'))).toBe(true);
    }
  });
});

describe('operator commands on the running server', () => {
  it('maintenance on/off takes effect in the running server', async () => {
    const login = await call(API.login.login, { username: 'demo0001', password: 'demo1234', captchaId: 'x', captchaX: 0 });
    const token = String(login.data.accessToken);
    const on = await runOperator(config, { name: 'maintenance', on: true, message: 'Upgrading the ledger' });
    expect(on).toMatchObject({ ok: true, text: 'Maintenance is on: Upgrading the ledger.' });
    // With PostgreSQL the server notices within its settings cache time (2 s).
    await expect.poll(async () => (await call(API.member.getBalance, {}, token)).code, { timeout: 5000 }).toBe(CODE.MAINTENANCE);
    expect((await call(API.common.getMaintainConfig, {})).data).toMatchObject({ maintainStatus: true, message: 'Upgrading the ledger' });
    expect(await runOperator(config, { name: 'maintenance', on: false, message: '' })).toMatchObject({ ok: true, text: 'Maintenance is off.' });
    await expect.poll(async () => (await call(API.member.getBalance, {}, token)).code, { timeout: 5000 }).toBe(CODE.OK);
  });

  it('outbox says whether each message went, never its code; the message waits in the mailbox folder', async () => {
    expect((await call(API.login.sendCaptchaEmail, { email: 'ops@example.com', captchaId: 'x', captchaX: 0 })).code).toBe(CODE.OK);
    const outcome = await runOperator(config, { name: 'outbox', to: 'ops@example.com', limit: 5 });
    expect(outcome.ok).toBe(true);
    expect(outcome.text).toMatch(/email ops@example\.com {2}\(register_email, not sent \(no mail or SMS service is set up\)\)/);
    const mailbox = path.join(config.dataDir, 'mailbox');
    const file = readdirSync(mailbox).find((name) => name.includes('ops@example.com'));
    const code = /\b(\d{6})\b/.exec(readFileSync(path.join(mailbox, file ?? ''), 'utf8'))?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    expect(outcome.text).not.toContain(code);
    expect((await runOperator(config, { name: 'outbox', to: 'nobody@example.com', limit: 5 })).text).toBe('No messages to nobody@example.com.');
  });

  it('ledger-check proves the seeded books', async () => {
    expect(await runOperator(config, { name: 'ledger-check' })).toMatchObject({
      ok: true,
      text: "Ledger OK: every entry balances in one currency, every balance equals the sum of its postings, no member balance is negative, and every held balance equals what the member's open withdrawals, contracts, mining machines and interest deposits hold.",
      data: { discrepancies: [] },
    });
  });

  it('adjusts, approves a recharge and reads the audit log, the running server seeing each change at once', async () => {
    const username = `ops${Date.now().toString(36)}`;
    expect((await call(API.login.register, { username, password: 'secret123', confirmPassword: 'secret123', agree: true, captchaId: 'x', captchaX: 0 })).code).toBe(CODE.OK);
    const token = String((await call(API.login.login, { username, password: 'secret123', captchaId: 'x', captchaX: 0 })).data.accessToken);
    // Read once so the server caches the balance it must then forget.
    expect((await call(API.member.getBalance, {}, token)).data.balance).toBe('0.00');

    const adjusted = await runOperator(config, { name: 'adjust', username, amount: '30', reason: 'Welcome credit' });
    expect(adjusted.ok).toBe(true);
    await expect.poll(async () => (await call(API.member.getBalance, {}, token)).data.balance, { timeout: 5000 }).toBe('30.00');
    const refused = await runOperator(config, { name: 'adjust', username, amount: '-30.01', reason: 'Too much' });
    expect(refused.ok).toBe(false);

    const order = await call(
      API.recharge.offlineRecharge,
      { requestId: `req-${Date.now()}`, methodCode: 'bank_transfer', bankCode: 'HSBC', amount: '50.00', realName: 'Chan Tai Man' },
      token,
    );
    expect(order.code).toBe(CODE.OK);
    const orderNo = String(order.data.orderNo);
    expect((await runOperator(config, { name: 'pending', limit: 500 })).text).toContain(orderNo);
    expect((await runOperator(config, { name: 'recharge-approve', orderNo })).ok).toBe(true);
    await expect.poll(async () => (await call(API.member.getBalance, {}, token)).data.balance, { timeout: 5000 }).toBe('80.00');
    const bills = await call(API.balanceBill.record, { type: 'recharge' }, token);
    expect(bills.data).toMatchObject({ total: 1, list: [{ amount: '50.00', cause: { type: 'recharge', id: orderNo } }] });

    // Reading the queue is not an action: the log keeps what changed.
    const audit = await runOperator(config, { name: 'audit', page: 1, pageSize: 3, sort: 'id', order: 'desc' });
    const actions = audit.text.split('\n').slice(0, 3).map((line) => line.split('  ')[3]);
    expect(actions).toEqual([`recharge-approve recharge:${orderNo}`, `adjust member:${username}`, `adjust member:${username}`]);
    // The CLI names its OS user, through the channel as well as on the database.
    expect(audit.text).toMatch(/ {2}cli:(?!unknown)\S+ {2}recharge-approve/);
    expect((await runOperator(config, { name: 'ledger-check' })).ok).toBe(true);
  });

  it('publishes a banner from an image file and changes a contract option, the running server showing both', async () => {
    const line = parseCommandLine(['banner-add', '--title', 'From the CLI', '--image', 'cli.png', '--link', '/pages/market/market'], () => TINY_PNG);
    if (!line.ok) throw new Error(line.error);
    const added = await runOperator(config, line.command);
    expect(added.ok).toBe(true);
    const image = (added.data as { banner: { image: string } }).banner.image;
    const picture = await fetch(`${server.url}${image}`);
    expect(picture.status).toBe(200);
    expect(Buffer.from(await picture.arrayBuffer()).equals(TINY_PNG)).toBe(true);
    expect((await call(API.common.getSlide, {})).data.list).toContainEqual(expect.objectContaining({ title: 'From the CLI', image }));

    // A change of terms waits for a second operator: not shown until a script's token approves it.
    const held = await runOperator(config, { name: 'contract-option-set', seconds: 15, yieldPercent: '60', minAmount: '1', maxAmount: '100' });
    expect(held).toMatchObject({ ok: true, status: 202 });
    expect((await call(API.common.getSecondsOption, {})).data.list).not.toContainEqual(expect.objectContaining({ seconds: 15 }));
    expect(await approveAsChecker((held.data as { approvalId: number }).approvalId)).toBe(200);
    // Through the channel the server forgets the setting at once; on PostgreSQL within its cache time (2 s).
    await expect
      .poll(async () => (await call(API.common.getSecondsOption, {})).data.list, { timeout: 5000 })
      .toContainEqual(expect.objectContaining({ seconds: 15, yieldPercent: '60' }));
  });

  it('refuses the operator channel without its token', async () => {
    const response = await fetch(`${server.url}/_operator`, { method: 'POST', body: JSON.stringify({ name: 'ledger-check' }) });
    expect(response.status).toBe(testDbKind() === 'pglite' ? 403 : 404);
  });
});
