/**
 * `npm run bench:api`: how much the full call path costs. autocannon drives, in the same process
 * and run, (1) a bare Fastify JSON route — the baseline — and (2) the real `getBalance` call:
 * envelope-encrypted, token-checked, read from the real database. Prints req/s and p99 of each
 * and their ratio, on PGlite and, when DATABASE_URL is set, on PostgreSQL.
 * Goal (issue 2): ratio >= 0.5 at 100 connections.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { API, createEnvelope, DEMO_ENVELOPE_KEY } from '@meridian/protocol';
import { startBenchServer } from './support/start-bench-server.js';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const envelope = createEnvelope(DEMO_ENVELOPE_KEY);

interface Figures {
  name: string;
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

async function measure(name: string, options: autocannon.Options): Promise<Figures> {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...options });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

async function baseline(): Promise<Figures> {
  const bare = Fastify({ logger: false });
  bare.post('/bare', () => ({ code: 200, msg: 'ok', data: { balance: '10000.00' } }));
  const url = await bare.listen({ port: 0, host: '127.0.0.1' });
  try {
    return await measure('bare Fastify JSON route', {
      url: `${url}/bare`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
  } finally {
    await bare.close();
  }
}

async function getBalance(database: 'pglite' | 'postgres'): Promise<Figures> {
  const dataDir = await mkdtemp(join(tmpdir(), 'meridian-bench-'));
  const server = await startBenchServer({ dataDir, database });
  try {
    const token = await server.loginDemo();
    // Check once that the call really answers with the balance before measuring it.
    const probe = await fetch(`${server.url}${API.member.getBalance}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accessToken: token },
      body: envelope.encode({}),
    });
    const answer = envelope.decode(await probe.text()) as { code: number };
    if (answer.code !== 200) throw new Error(`getBalance answered code ${answer.code}`);
    return await measure(`getBalance on ${database}`, {
      url: `${server.url}${API.member.getBalance}`,
      method: 'POST',
      headers: { 'content-type': 'application/json', accessToken: token },
      body: envelope.encode({}),
    });
  } finally {
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

function print(base: Figures, subject: Figures): void {
  const ratio = subject.requestsPerSecond / base.requestsPerSecond;
  console.log(
    [
      `${subject.name}: ${subject.requestsPerSecond} req/s, p99 ${subject.p99Ms} ms, non-2xx ${subject.non2xx}, errors ${subject.errors}`,
      `${base.name}: ${base.requestsPerSecond} req/s, p99 ${base.p99Ms} ms`,
      `ratio (getBalance / bare): ${ratio.toFixed(2)} — goal >= 0.50 — ${ratio >= 0.5 ? 'MET' : 'NOT MET'}`,
    ].join('\n'),
  );
}

console.log(`bench:api — ${CONNECTIONS} connections, ${DURATION_S} s each`);
const databases: ('pglite' | 'postgres')[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
for (const database of databases) {
  // The baseline runs right before each subject so both see the same machine load.
  const base = await baseline();
  const subject = await getBalance(database);
  print(base, subject);
}
