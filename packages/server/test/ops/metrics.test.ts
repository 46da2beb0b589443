import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, CODE } from '@meridian/protocol';
import { chainCursors, chainDeposits, chainSends } from '../../src/db/schema/index.js';
import type { Db } from '../../src/db/types.js';
import { startJobs } from '../../src/jobs.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { testDbKind } from '../helpers/test-database.js';
import { until } from '../helpers/until.js';

const TOKEN = 'metrics-token-0123456789abcdefgh';
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ operatorTokens: [{ name: 'ops', token: TOKEN }] });
});
afterAll(async () => {
  await t.close();
});

const scrape = (authorization?: string) =>
  t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

describe('/metrics', () => {
  it('is refused without the operator token, and not served at all without OPERATOR_TOKEN', async () => {
    expect((await scrape()).statusCode).toBe(401);
    expect((await scrape('Bearer wrong-token-0123456789abcdefgh')).statusCode).toBe(401);
    const off = await buildTestApp();
    try {
      expect((await off.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });

  it('counts calls by path and result code, and reports what operators watch', async () => {
    expect((await t.api.call(API.common.getTimestamp)).code).toBe(CODE.OK);
    expect((await t.api.call(API.member.getBalance)).code).toBe(CODE.SESSION_INVALID);
    const response = await scrape(`Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    expect(text).toMatch(/meridian_call_duration_seconds_count\{path="\/api\/common\/getTimestamp",code="200"\} 1\b/);
    expect(text).toMatch(/meridian_call_duration_seconds_count\{path="\/api\/member\/getBalance",code="1001"\} 1\b/);
    for (const name of [
      'meridian_sockets_online 0',
      'meridian_settlement_lateness_seconds 0',
      'meridian_pending_orders{kind="recharge"} 0',
      'meridian_pending_orders{kind="withdrawal"} 0',
      'meridian_pending_oldest_seconds{kind="withdrawal"} 0',
      'meridian_price_feed_lag_seconds',
      'meridian_last_ledger_check_timestamp_seconds',
    ]) {
      expect(text).toContain(name);
    }
  });

  it('reports which process runs the feed, the Web Push queue and, on PostgreSQL, the pool', async () => {
    const text = async () => (await scrape(`Bearer ${TOKEN}`)).body;
    expect(await text()).toContain('meridian_price_feed_owner 0');
    expect(await text()).toContain('meridian_push_deliveries_pending 0');
    await t.deps.market.start();
    try {
      expect(await text()).toContain('meridian_price_feed_owner 1');
    } finally {
      await t.deps.market.stop();
    }
    if (testDbKind() === 'postgres') {
      expect(await text()).toMatch(/meridian_db_pool_connections\{state="max"\} [1-9]/);
      expect(await text()).toContain('meridian_db_pool_connections{state="waiting"} 0');
    } else {
      // PGlite is one connection inside the process: there is no pool to watch.
      expect(await text()).not.toContain('meridian_db_pool_connections');
    }
  });

  it('counts each background job\'s failed runs under its name', async () => {
    // A database that cannot be reached: every job's first run (at start, catching up) fails.
    const unreachable = new Proxy({} as Db, {
      get() {
        throw new Error('the database cannot be reached');
      },
    });
    const logged: string[] = [];
    const stop = startJobs({ ...t.deps, db: unreachable }, { error: (_err, msg) => logged.push(msg) });
    try {
      await until(() => logged.length >= 6, { timeoutMs: 10_000, what: 'every job to fail once' });
    } finally {
      await stop();
    }
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    for (const job of ['settlement', 'mining-income', 'interest-accrual', 'liability-snapshot', 'push-delivery', 'kyc-retention']) {
      expect(text).toMatch(new RegExp(`meridian_job_failures_total\\{job="${job}"\\} [1-9]`));
    }
  });

  it("exports each chain network's lag, deposits confirming and unmatched, re-orgs and halt", async () => {
    await t.db.insert(chainCursors).values([
      { network: 'ERC20', lastBlock: 88, headBlock: 100, reorgs: 3 },
      { network: 'TRC20', lastBlock: 40, headBlock: 40, haltedAt: new Date(), haltReason: 're-org removed a credited deposit' },
    ]);
    const deposit = (network: string, logIndex: number, status: string) => ({
      network,
      txHash: `0x${'1'.repeat(64)}`,
      logIndex,
      blockNumber: 80,
      blockHash: `0x${'2'.repeat(64)}`,
      fromAddress: '0xa',
      toAddress: '0xb',
      amount: '5',
      status,
    });
    await t.db.insert(chainDeposits).values([deposit('ERC20', 0, 'seen'), deposit('ERC20', 1, 'seen'), deposit('ERC20', 2, 'unmatched'), deposit('TRC20', 0, 'credited')]);
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    for (const line of [
      'meridian_chain_lag_blocks{network="ERC20"} 12',
      'meridian_chain_lag_blocks{network="TRC20"} 0',
      'meridian_chain_deposits_confirming{network="ERC20"} 2',
      'meridian_chain_deposits_confirming{network="TRC20"} 0',
      'meridian_chain_deposits_unmatched{network="ERC20"} 1',
      'meridian_chain_reorgs{network="ERC20"} 3',
      'meridian_chain_halted{network="ERC20"} 0',
      'meridian_chain_halted{network="TRC20"} 1',
    ]) {
      expect(text).toContain(line);
    }
  });

  it('exports what waits for the signer per network, and raises the alarm while the hot wallet cannot cover a queued transfer', async () => {
    const send = (reference: string, status: string, lastError = '') => ({
      network: 'ERC20',
      purpose: 'withdrawal',
      reference,
      token: '0xtoken',
      toAddress: '0xrecipient',
      units: '1000000',
      status,
      lastError,
      createdAt: new Date(Date.now() - 90_000),
    });
    await t.db.insert(chainSends).values([
      send('WD-M1', 'queued', 'hot wallet short: 5 units spendable, 1000000 needed'),
      send('WD-M2', 'queued'),
      send('WD-M3', 'signed'),
      send('WD-M4', 'broadcast'),
      send('WD-M5', 'confirmed'),
    ]);
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    for (const line of [
      'meridian_chain_sends{network="ERC20",status="queued"} 2',
      'meridian_chain_sends{network="ERC20",status="signed"} 1',
      'meridian_chain_sends{network="ERC20",status="broadcast"} 1',
      'meridian_signer_hot_wallet_short{network="ERC20"} 1',
    ]) {
      expect(text).toContain(line);
    }
    const oldest = /meridian_chain_sends_oldest_queued_seconds\{network="ERC20"\} (\d+)/.exec(text)?.[1];
    expect(Number(oldest)).toBeGreaterThanOrEqual(89);
  });
});
