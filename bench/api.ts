/**
 * `npm run bench:api`: how much the full call path costs. autocannon drives, in the same process
 * and run, (1) a bare Fastify JSON route — the baseline — and (2) the real `getBalance` call:
 * envelope-encrypted, token-checked, read from the real database. Prints req/s and p99 of each
 * and their ratio, on PGlite and, when DATABASE_URL is set, on PostgreSQL.
 * Goal (issue 2): ratio >= 0.5 at 100 connections.
 * Then sign-in (issue 19), beside the same baseline: the password alone, and the password with the
 * authenticator's second step (support/sign-in-flows.ts); the second step must stay a small
 * fraction of the password's scrypt. BENCH_API_ONLY=sign-in skips getBalance.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { API, createEnvelope, DEMO_ENVELOPE_KEY } from '@meridian/protocol';
import { DEFAULT_LIMITS, type Config } from '@meridian/server';
import { DEMO_MEMBER } from '@meridian/server/demo';
import { recordRun, type Json } from './support/bench-results.js';
import { enrolTwoStepMembers, measurePasswordSignIn, measureTwoStepSignIn, type SignInFigures } from './support/sign-in-flows.js';
import { startBenchServer } from './support/start-bench-server.js';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
/**
 * Sign-in is scrypt-bound, and the server's password gate refuses (4030) a hash that waits too
 * long for its turn: one connection measures each call's own cost, with no queue in it.
 */
const SIGN_IN_CONNECTIONS = Number(process.env.BENCH_SIGN_IN_CONNECTIONS ?? 1);
/** Members with 2-step on: enough that one who has not signed in this 30-second step is always free. */
const TWO_STEP_MEMBERS = Number(process.env.BENCH_TWO_STEP_MEMBERS ?? 20);
const ONLY = process.env.BENCH_API_ONLY;
const envelope = createEnvelope(DEMO_ENVELOPE_KEY);

interface Figures {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

async function measure(name: string, options: autocannon.Options): Promise<Figures> {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...options });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
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

/** Sign-in limits high enough that the benchmark measures sign-in, not its refusals. */
const UNLIMITED_SIGN_IN: Partial<Config> = {
  limits: {
    ...DEFAULT_LIMITS,
    loginAttemptsPerIp: { ...DEFAULT_LIMITS.loginAttemptsPerIp, limit: 1_000_000_000 },
    loginSuccessesPerAccount: { ...DEFAULT_LIMITS.loginSuccessesPerAccount, limit: 1_000_000_000 },
    registerPerIp: { ...DEFAULT_LIMITS.registerPerIp, limit: 1_000_000_000 },
  },
};

async function signIns(database: 'pglite' | 'postgres'): Promise<[SignInFigures, SignInFigures]> {
  const dataDir = await mkdtemp(join(tmpdir(), 'meridian-bench-'));
  const server = await startBenchServer({ dataDir, database, overrides: UNLIMITED_SIGN_IN });
  try {
    const members = await enrolTwoStepMembers(server, TWO_STEP_MEMBERS);
    const passwordOnly = await measurePasswordSignIn(server, DEMO_MEMBER.username, DEMO_MEMBER.password, SIGN_IN_CONNECTIONS, DURATION_S);
    const twoStep = await measureTwoStepSignIn(server, members, SIGN_IN_CONNECTIONS, DURATION_S);
    return [passwordOnly, twoStep];
  } finally {
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
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

const GOAL_RATIO = 0.5;

/** Prints a getBalance run beside its baseline; answers the ratio of their rates. */
function print(base: Figures, subject: Figures): number {
  const ratio = subject.requestsPerSecond / base.requestsPerSecond;
  console.log(
    [
      `${subject.name}: ${subject.requestsPerSecond} req/s, p99 ${subject.p99Ms} ms, non-2xx ${subject.non2xx}, errors ${subject.errors}`,
      `${base.name}: ${base.requestsPerSecond} req/s, p99 ${base.p99Ms} ms`,
      `ratio (getBalance / bare): ${ratio.toFixed(2)} — goal >= ${GOAL_RATIO.toFixed(2)} — ${ratio >= GOAL_RATIO ? 'MET' : 'NOT MET'}`,
    ].join('\n'),
  );
  return ratio;
}

function printSignIns(base: Figures, passwordOnly: SignInFigures, twoStep: SignInFigures): void {
  const line = (figures: SignInFigures) =>
    `${figures.name}: ${figures.signInsPerSecond} sign-ins/s (ratio to bare ${(figures.signInsPerSecond / base.requestsPerSecond).toFixed(4)}), ` +
    `p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms (p99 ratio to bare ${(figures.p99Ms / base.p99Ms).toFixed(1)}), failures ${figures.failures}` +
    (figures.starved > 0 ? `, ${figures.starved} found no member free in their 30 s step (raise BENCH_TWO_STEP_MEMBERS)` : '');
  const password = twoStep.passwordMs;
  const second = twoStep.secondStepMs;
  console.log(
    [
      `sign-in — ${SIGN_IN_CONNECTIONS} connections; bare route ${base.requestsPerSecond} req/s, p50 ${base.p50Ms} ms, p99 ${base.p99Ms} ms`,
      line(passwordOnly),
      line(twoStep),
      `  password call (scrypt): p50 ${password.p50} ms, p99 ${password.p99} ms (${password.count} calls; password-only flow: p50 ${passwordOnly.passwordMs.p50} ms, p99 ${passwordOnly.passwordMs.p99} ms)`,
      second === null
        ? '  second step: not measured'
        : `  second step call: p50 ${second.p50} ms, p99 ${second.p99} ms (${second.count} calls) — ${((second.p50 / password.p50) * 100).toFixed(1)} % of the password call at p50, ${((second.p99 / password.p99) * 100).toFixed(1)} % at p99`,
      `  whole sign-in with 2-step against the password alone: ${(passwordOnly.signInsPerSecond / Math.max(twoStep.signInsPerSecond, 0.1)).toFixed(2)}× the time per sign-in (throughput ratio)`,
    ].join('\n'),
  );
}

/** A sign-in flow's figures as the result file keeps them. */
function signInRecord(figures: SignInFigures): Json {
  const { name, signInsPerSecond, p50Ms, p99Ms, passwordMs, secondStepMs, failures, starved } = figures;
  return { name, signInsPerSecond, p50Ms, p99Ms, passwordMs: { ...passwordMs }, secondStepMs: secondStepMs ? { ...secondStepMs } : null, failures, starved };
}

console.log(`bench:api — ${CONNECTIONS} connections, ${DURATION_S} s each`);
const databases: ('pglite' | 'postgres')[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
const recorded: Record<string, Json> = {};
const baselineRatios: Record<string, number> = {};
const verdicts: Record<string, boolean> = {};
for (const database of databases) {
  if (ONLY !== 'sign-in') {
    // The baseline runs right before each subject so both see the same machine load.
    const base = await baseline();
    const subject = await getBalance(database);
    const ratio = print(base, subject);
    recorded[`getBalance on ${database}`] = { subject: { ...subject }, baseline: { ...base }, connections: CONNECTIONS, seconds: DURATION_S };
    baselineRatios[`getBalance on ${database} / bare route, req/s`] = ratio;
    verdicts[`goal (issue 2): getBalance on ${database} >= ${GOAL_RATIO} of the bare route`] = ratio >= GOAL_RATIO;
  }
  const base = await baseline();
  const [passwordOnly, twoStep] = await signIns(database);
  console.log(`sign-in on ${database}:`);
  printSignIns(base, passwordOnly, twoStep);
  recorded[`sign-in on ${database}`] = { baseline: { ...base }, connections: SIGN_IN_CONNECTIONS, seconds: DURATION_S, passwordOnly: signInRecord(passwordOnly), twoStep: signInRecord(twoStep) };
  baselineRatios[`sign-in on ${database}, password only / bare route, per second`] = passwordOnly.signInsPerSecond / base.requestsPerSecond;
  baselineRatios[`sign-in on ${database}, with 2-step / bare route, per second`] = twoStep.signInsPerSecond / base.requestsPerSecond;
  if (twoStep.secondStepMs !== null) baselineRatios[`sign-in on ${database}, second step / password call, p50`] = twoStep.secondStepMs.p50 / twoStep.passwordMs.p50;
}
await recordRun({ bench: 'api', figures: recorded, baselineRatios, verdicts });
