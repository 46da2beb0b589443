import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, CODE } from '@meridian/protocol';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';

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
});
