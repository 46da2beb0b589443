import { randomBytes } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, CODE, LIVE_EVENT } from '@meridian/protocol';
import { DEMO_MEMBER } from '../../src/db/seed/seed-demo-data.js';
import { deleteRedisKeys } from '../helpers/build-test-app.js';
import { connectLive } from '../helpers/live-client.js';
import { startOtlpCollector, type CollectedSpan, type OtlpCollector } from '../helpers/otlp-collector.js';
import { callProcess, processEnvelope } from '../helpers/process-call.js';
import { startServerProcess, stopServerProcess, type ServerProcess } from '../helpers/server-process.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';
import { until } from '../helpers/until.js';

/**
 * Issue 42: one trace from a call to the member's screen on another process. Two real processes
 * on one PostgreSQL and one Redis, tracing to a collector on loopback: an operator's adjustment
 * answered by process A moves the member's money in a ledger transaction; process B hears it on the
 * bus and pushes it to the member's socket. The collector gets one trace whose spans cover A's
 * HTTP call, A's queries of the transaction, and B's push to the socket.
 */
const redisUrl = process.env.REDIS_URL;
const keyPrefix = `meridian_t_${randomBytes(6).toString('hex')}:`;
const operatorToken = randomBytes(16).toString('hex');

describe.runIf(redisUrl)('tracing across processes (PostgreSQL + Redis)', () => {
  let testDb: TestDatabase;
  let collector: OtlpCollector;
  let a: ServerProcess | undefined;
  let b: ServerProcess | undefined;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    testDb = await createTestDatabase();
    collector = await startOtlpCollector();
    if (!testDb.url || !redisUrl) throw new Error('needs DATABASE_URL and REDIS_URL');
    const env = { DATABASE_URL: testDb.url, REDIS_URL: redisUrl, REDIS_KEY_PREFIX: keyPrefix, CAPTCHA: 'off', OPERATOR_TOKEN: operatorToken, OTEL_EXPORTER_OTLP_ENDPOINT: collector.endpoint };
    a = await startServerProcess({ ...env, OTEL_SERVICE_NAME: 'meridian-a' });
    b = await startServerProcess({ ...env, OTEL_SERVICE_NAME: 'meridian-b', ROLES: 'live' });
  }, 150_000);

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await Promise.all([stopServerProcess(a), stopServerProcess(b)]);
    await collector.close();
    await testDb.dispose();
    if (redisUrl) await deleteRedisKeys(redisUrl, keyPrefix);
  }, 30_000);

  it('sends one trace from the call on one process, through its ledger transaction, to the push on the other', async () => {
    if (!a || !b) throw new Error('servers not started');
    const login = await callProcess(a.url, API.login.login, { username: DEMO_MEMBER.username, password: DEMO_MEMBER.password, captchaId: 'x', captchaX: 1 });
    expect(login.code).toBe(CODE.OK);
    const token = (login.data as { accessToken: string }).accessToken;
    const member = await connectLive({ url: b.url, envelope: processEnvelope, sockets, token });

    const reason = `traced ${randomBytes(4).toString('hex')}`;
    const adjusted = await fetch(`${a.url}/admin/adjustments`, {
      method: 'POST',
      headers: { authorization: `Bearer ${operatorToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ username: DEMO_MEMBER.username, amount: '12.34', reason, requestId: `trace-${randomBytes(6).toString('hex')}` }),
    });
    expect(adjusted.status).toBe(200);
    let message = await member.next(10_000);
    while (message.event !== LIVE_EVENT.moneyChange) message = await member.next(10_000);

    // The adjustment's call on A: its trace must reach B's push to the socket.
    const traceOf = (span: CollectedSpan | undefined) => span?.traceId;
    const adjustment = () => collector.spans.find((span) => span.service === 'meridian-a' && span.name === 'request' && Object.values(span.attributes).some((value) => value.includes('/admin/adjustments')));
    const inTrace = () => collector.spans.filter((span) => span.traceId === traceOf(adjustment()));
    // Spans come in batches (every 5 s): waited for, not slept on.
    await until(() => inTrace().some((span) => span.service === 'meridian-b' && span.scope.includes('socket.io')), { timeoutMs: 20_000, what: 'B’s push in the trace of A’s call' });
    const spans = inTrace();
    // The ledger transaction on A: its statements between BEGIN and COMMIT.
    const queriesOnA = spans.filter((span) => span.service === 'meridian-a' && span.scope.includes('pg')).map((span) => span.name);
    expect(queriesOnA).toEqual(expect.arrayContaining([expect.stringMatching(/^pg\.query:BEGIN/), expect.stringMatching(/^pg\.query:INSERT/), expect.stringMatching(/^pg\.query:COMMIT/)]));
    expect(spans.some((span) => span.service === 'meridian-b' && span.name === 'invalidation')).toBe(true);
    // One tree: every span but the call's own has its parent in the trace.
    const ids = new Set(spans.map((span) => span.spanId));
    expect(spans.filter((span) => span.parentSpanId !== undefined && !ids.has(span.parentSpanId)).map((span) => `${span.service} ${span.name}`)).toEqual([]);
  }, 60_000);

  it('carries the trace through the Redis adapter: a logout on one process kicks the socket on the other within its trace', async () => {
    if (!a || !b) throw new Error('servers not started');
    const login = await callProcess(a.url, API.login.login, { username: DEMO_MEMBER.username, password: DEMO_MEMBER.password, captchaId: 'x', captchaX: 1 });
    const token = (login.data as { accessToken: string }).accessToken;
    const member = await connectLive({ url: b.url, envelope: processEnvelope, sockets, token });
    // A's kick goes to the member's room through the adapter (the Redis stream), not the bus.
    expect((await callProcess(a.url, API.member.logout, {}, token)).code).toBe(CODE.OK);
    let message = await member.next(10_000);
    while (message.event !== LIVE_EVENT.kickOutMember) message = await member.next(10_000);

    const logout = () => collector.spans.find((span) => span.service === 'meridian-a' && span.name === 'request' && Object.values(span.attributes).some((value) => value.includes(API.member.logout)));
    await until(() => collector.spans.some((span) => span.service === 'meridian-b' && span.name === 'live delivery' && span.traceId === logout()?.traceId), { timeoutMs: 20_000, what: 'B’s delivery in the trace of A’s logout' });
    const delivery = collector.spans.find((span) => span.service === 'meridian-b' && span.name === 'live delivery' && span.traceId === logout()?.traceId);
    const inTrace = new Set(collector.spans.filter((span) => span.traceId === logout()?.traceId).map((span) => span.spanId));
    expect(delivery?.parentSpanId !== undefined && inTrace.has(delivery.parentSpanId)).toBe(true);
  }, 60_000);
});
