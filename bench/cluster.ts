/**
 * `npm run bench:cluster` (issue 42): calls through a round-robin balancer in front of 1, 2 and 3 API
 * processes on one PostgreSQL and one Redis, and what tracing costs one API process.
 *   1. Scaling: `getBalance` with autocannon at full load, and deposits (an online order and its
 *      signed callback, both through the balancer, from BENCH_DEPOSIT_MEMBERS members each depositing
 *      again when answered) with 1, 2 and 3 API processes: throughput per process and the ratio
 *      against one. The processes share this machine's 2 cores (as the cluster suite's namespace hosts
 *      do), so the ratio shows where the cores cap it, not what more machines would give.
 *   2. Tracing, one API process (OTLP/HTTP to a sink in a thread of this process that keeps nothing):
 *      a. at full load (autocannon, getBalance), off, on, off again: the throughput it costs, which
 *         at full load is also what a closed loop's p99 measures (the length of its own queue);
 *      b. at a steady load of BENCH_LOAD_SHARE (a fifth) of what the process answered untraced at
 *         full load, for getBalance and for deposits: calls sent at a constant rate and timed from
 *         when each was due (support/open-loop.ts), BENCH_TRACING_PAIRS (3) runs with tracing off and
 *         as many on, alternated, each on a fresh process after a warm-up, their calls pooled per
 *         side (support/steady-comparison.ts). The p99 here is the latency tracing adds: the bar.
 * A back process (jobs, feed, chain) runs beside them, as a deployment of roles has it. Needs
 * DATABASE_URL and REDIS_URL.
 * Bar: tracing adds at most 10 % to the p99 at the steady load. Goal: at most 5 %.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { Pool } from 'undici';
import { API, createEnvelope, DEMO_ENVELOPE_KEY } from '@meridian/protocol';
import { DEMO_MEMBER } from '@meridian/server/demo';
import { recordRun, type Json } from './support/bench-results.js';
import { LedgerWire, type LedgerMember } from './support/ledger-wire.js';
import { nearestRank, type OpenLoopFigures } from './support/open-loop.js';
import { startOtlpSink } from './support/otlp-sink.js';
import { startRoundRobin } from './support/round-robin.js';
import { compareAtSteadyRate, type SteadyComparison } from './support/steady-comparison.js';
import { freePort, startServerProcess, stopGracefully, withPostgresDatabase, type ServerProcess } from './support/server-process.js';
import { startBenchServer } from './support/start-bench-server.js';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const DEPOSIT_MEMBERS = Number(process.env.BENCH_DEPOSIT_MEMBERS ?? 20);
/**
 * Members taking turns at the steady deposit rate: many, since a member has one recharge order open
 * at a time (the spec's rule) and each of them deposits only every few seconds.
 */
const STEADY_MEMBERS = Number(process.env.BENCH_STEADY_MEMBERS ?? 200);
/** The steady load of the tracing comparison, as a share of what one untraced process answers at full load. */
const LOAD_SHARE = Number(process.env.BENCH_LOAD_SHARE ?? 0.2);
/** The sampler of the traced runs (the SDK's OTEL_TRACES_SAMPLER): every trace by default. */
const SAMPLER = process.env.BENCH_TRACES_SAMPLER ?? 'parentbased_always_on';
const SAMPLER_ARG = process.env.BENCH_TRACES_SAMPLER_ARG ?? '1';
/** Runs per side of each steady comparison, and their warm-up. */
const PAIRS = Number(process.env.BENCH_TRACING_PAIRS ?? 3);
const WARM_UP_S = 2;
const TRACING_BAR = 0.1;
const TRACING_GOAL = 0.05;
/** Passwords at the tests' cost: the members are readied, not measured. */
const CHEAP_SCRYPT = { N: 2 ** 12, r: 8, p: 1 };
const DEPOSIT_AMOUNT = '10.00';
const envelope = createEnvelope(DEMO_ENVELOPE_KEY);

interface Figures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

interface DepositFigures {
  depositsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  failed: number;
}

async function login(url: string): Promise<string> {
  const response = await fetch(`${url}${API.login.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: envelope.encode({ username: DEMO_MEMBER.username, password: DEMO_MEMBER.password, captchaId: 'bench', captchaX: 0 }),
  });
  const answer = envelope.decode(await response.text()) as { code: number; msg: string; data: { accessToken?: string } | null };
  const token = answer.data?.accessToken;
  if (answer.code !== 200 || token === undefined) throw new Error(`demo login failed: ${answer.code} ${answer.msg}`);
  return token;
}

const getBalanceRequest = (token: string) => ({ path: API.member.getBalance, headers: { 'content-type': 'application/json', accessToken: token }, body: envelope.encode({}) });

/** getBalance from `connections` clients, each as fast as it is answered. */
async function measure(url: string, token: string, connections: number): Promise<Figures> {
  const call = getBalanceRequest(token);
  const result = await autocannon({ url: `${url}${call.path}`, method: 'POST', headers: call.headers, body: call.body, connections, duration: DURATION_S });
  return { requestsPerSecond: Math.round(result.requests.average), p50Ms: result.latency.p50, p99Ms: result.latency.p99, non2xx: result.non2xx, errors: result.errors };
}

/** Each member deposits again as soon as its last deposit was credited, for DURATION_S. */
async function measureDeposits(wire: LedgerWire, members: readonly LedgerMember[]): Promise<DepositFigures> {
  const times: number[] = [];
  let failed = 0;
  const until = performance.now() + DURATION_S * 1000;
  await Promise.all(
    members.map(async (member) => {
      while (performance.now() < until) {
        const at = performance.now();
        const credited = await wire.deposit(member, DEPOSIT_AMOUNT).catch(() => false);
        if (credited) times.push(performance.now() - at);
        else failed += 1;
      }
    }),
  );
  const sorted = Float64Array.from(times).sort();
  return { depositsPerSecond: Math.round(times.length / DURATION_S), p50Ms: nearestRank(sorted, 0.5), p99Ms: nearestRank(sorted, 0.99), failed };
}

/** The members take turns: the call numbered `index` is made by member `index` modulo their count. */
function memberAt(members: readonly LedgerMember[], index: number): LedgerMember {
  const member = members[index % members.length];
  if (member === undefined) throw new Error('no members to deposit');
  return member;
}

/** `count` API processes started with `env` (on the cores `cpus` lists, if given), `run` against them behind the balancer, then stopped. */
async function withApiProcesses<T>(env: Record<string, string>, count: number, run: (url: string) => Promise<T>, cpus?: string): Promise<T> {
  const processes: ServerProcess[] = [];
  try {
    for (let i = 0; i < count; i += 1) processes.push(await startServerProcess({ ...env, ROLES: 'api,live', LOG_LEVEL: 'warn' }, await freePort(), cpus));
    const balancer = await startRoundRobin(processes.map((server) => Number(new URL(server.url).port)));
    try {
      return await run(balancer.url);
    } finally {
      await balancer.close();
    }
  } finally {
    await Promise.all(processes.map((server) => stopGracefully(server.child)));
  }
}

/** The same measurement with tracing off, on and off again; the on run against the mean of the offs. */
async function offOnOff<T>(label: string, measureWith: (extra: Record<string, string>) => Promise<T>, tracing: Record<string, string>, describe: (figures: T) => string) {
  const off = await measureWith({});
  const on = await measureWith(tracing);
  const offAgain = await measureWith({});
  console.log(`${label}: off ${describe(off)}; on ${describe(on)}; off again ${describe(offAgain)}`);
  return { off, on, offAgain };
}

/**
 * With two cores or more and util-linux's taskset: this process (all its threads) on core 0, and the
 * core list the measured server gets ("1"). Without, nothing is pinned (undefined).
 */
function pinCores(): string | undefined {
  if (availableParallelism() < 2) return undefined;
  try {
    execFileSync('taskset', ['-a', '-pc', '0', String(process.pid)], { stdio: 'ignore' });
    console.log('tracing runs: the API process on core 1, the clients and the sink on core 0');
    return '1';
  } catch {
    console.log('tracing runs: taskset failed, nothing pinned');
    return undefined;
  }
}

/** How much more `on` is than the mean of the two offs (0.1 = 10 % more). */
const added = (off: number, on: number, offAgain: number) => on / Math.max(0.01, (off + offAgain) / 2) - 1;
const comparisonJson = (comparison: SteadyComparison): Json => ({
  ratePerSecond: comparison.ratePerSecond,
  off: { ...comparison.off },
  on: { ...comparison.on },
  runs: comparison.runs.map((run) => ({ traced: run.subject, ...run.figures })),
});
const percent = (share: number) => `${(share * 100).toFixed(1)} %`;
const steadyText = (figures: OpenLoopFigures) =>
  `p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms (${figures.answeredPerSecond}/s, ${figures.failed} failed${figures.failed > 0 ? `: ${JSON.stringify(figures.failures)}` : ''})`;

const adminUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
if (!adminUrl || !redisUrl) {
  console.log('bench:cluster needs DATABASE_URL and REDIS_URL (several processes share one PostgreSQL and one Redis)');
  process.exit(1);
}

console.log(`bench:cluster — ${CONNECTIONS} connections for getBalance, ${DEPOSIT_MEMBERS} members depositing, ${DURATION_S} s each`);
await withPostgresDatabase(adminUrl, async (databaseUrl) => {
  const env = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: `meridian_bench_${randomBytes(4).toString('hex')}:`,
    OPERATOR_TOKEN: randomBytes(16).toString('hex'),
    SANDBOX_PAY_SECRET: randomBytes(16).toString('hex'),
  };
  // It migrates and seeds, and runs the feed and the jobs, as the back of a deployment of roles does.
  const back = await startServerProcess({ ...env, ROLES: 'jobs,feed,chain', LOG_LEVEL: 'warn' }, await freePort());
  // The depositing members, signed up through the real calls by a server in this process (each
  // from an address of its own, as registration is limited per address), stopped before measuring.
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-cluster-'));
  const readier = await startBenchServer({ dataDir, database: 'postgres', databaseUrl, redis: true, env: { ROLES: 'api' }, overrides: { passwordCost: CHEAP_SCRYPT } });
  const everyMember = await LedgerWire.readyMembers(readier.app, Math.max(DEPOSIT_MEMBERS, STEADY_MEMBERS)).finally(async () => {
    await readier.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  const members = everyMember.slice(0, DEPOSIT_MEMBERS);
  const sink = await startOtlpSink();
  try {
    const hosts: Record<string, Figures> = {};
    const deposits: Record<string, DepositFigures> = {};
    for (const count of [1, 2, 3]) {
      await withApiProcesses(env, count, async (url) => {
        hosts[String(count)] = await measure(url, await login(url), CONNECTIONS);
        const wire = new LedgerWire(url, env.SANDBOX_PAY_SECRET);
        deposits[String(count)] = await measureDeposits(wire, members).finally(() => {
          wire.close();
        });
      });
      const balance = hosts[String(count)];
      const deposit = deposits[String(count)];
      const per = (total: number) => Math.round(total / count);
      if (balance) console.log(`${count} API process${count > 1 ? 'es' : ''}, getBalance: ${balance.requestsPerSecond} req/s (${per(balance.requestsPerSecond)} per process), p50 ${balance.p50Ms} ms, p99 ${balance.p99Ms} ms, non-2xx ${balance.non2xx}, errors ${balance.errors}`);
      if (deposit) console.log(`${count} API process${count > 1 ? 'es' : ''}, deposits: ${deposit.depositsPerSecond}/s (${per(deposit.depositsPerSecond)} per process), p50 ${deposit.p50Ms} ms, p99 ${deposit.p99Ms} ms, failed ${deposit.failed}`);
    }
    const ratio = (figures: Record<string, { value: number }>, count: string) => (figures[count]?.value ?? 0) / Math.max(1, figures['1']?.value ?? 1);
    const balanceRates = Object.fromEntries(Object.entries(hosts).map(([count, value]) => [count, { value: value.requestsPerSecond }]));
    const depositRates = Object.fromEntries(Object.entries(deposits).map(([count, value]) => [count, { value: value.depositsPerSecond }]));
    const scaling = { balanceTwo: ratio(balanceRates, '2'), balanceThree: ratio(balanceRates, '3'), depositsTwo: ratio(depositRates, '2'), depositsThree: ratio(depositRates, '3') };
    console.log(`scaling against one process: getBalance 2 → ${scaling.balanceTwo.toFixed(2)}×, 3 → ${scaling.balanceThree.toFixed(2)}×; deposits 2 → ${scaling.depositsTwo.toFixed(2)}×, 3 → ${scaling.depositsThree.toFixed(2)}× (2 cores shared by every process, PostgreSQL, the back one and the clients)`);

    // The traced and untraced process on a core of its own, this process (the clients, the sink) on
    // the other: in production the collector and the callers are elsewhere, and on two shared cores
    // the scheduler would charge the server for the clients' and the sink's work as latency.
    const serverCpus = pinCores();
    const tracing = { OTEL_EXPORTER_OTLP_ENDPOINT: sink.endpoint, OTEL_SERVICE_NAME: 'bench', OTEL_TRACES_SAMPLER: SAMPLER, OTEL_TRACES_SAMPLER_ARG: SAMPLER_ARG };
    console.log(`tracing: sampler ${SAMPLER} (${SAMPLER_ARG}), one API process`);
    const full = await offOnOff('getBalance at full load', (extra) => withApiProcesses({ ...env, ...extra }, 1, async (url) => measure(url, await login(url), CONNECTIONS), serverCpus), tracing, (figures) => `${figures.requestsPerSecond} req/s, p99 ${figures.p99Ms} ms`);
    const balanceRate = Math.round(((full.off.requestsPerSecond + full.offAgain.requestsPerSecond) / 2) * LOAD_SHARE);
    const depositRate = Math.max(1, Math.round((deposits['1']?.depositsPerSecond ?? 1) * LOAD_SHARE));
    const withServer = <T>(traced: boolean, body: (url: string) => Promise<T>) => withApiProcesses({ ...env, ...(traced ? tracing : {}) }, 1, body, serverCpus);
    const steady = { seconds: DURATION_S, warmUpSeconds: WARM_UP_S, pairs: PAIRS, withServer };
    const steadyBalance = await compareAtSteadyRate({
      ...steady,
      ratePerSecond: balanceRate,
      async client(url) {
        const request = getBalanceRequest(await login(url));
        // undici: a fraction of node:http's CPU per call, which at thousands a second decides whether the client keeps the rate.
        const pool = new Pool(url, { connections: 256 });
        return {
          async call() {
            const answer = await pool.request({ method: 'POST', path: request.path, headers: request.headers, body: request.body });
            await answer.body.dump();
            return answer.statusCode === 200;
          },
          close: () => pool.close(),
        };
      },
    });
    console.log(`getBalance at ${balanceRate}/s, ${PAIRS} runs each: off ${steadyText(steadyBalance.off)}; on ${steadyText(steadyBalance.on)}`);
    const steadyDeposits = await compareAtSteadyRate({
      ...steady,
      ratePerSecond: depositRate,
      client(url) {
        const wire = new LedgerWire(url, env.SANDBOX_PAY_SECRET);
        return Promise.resolve({
          call: (index: number) => wire.deposit(memberAt(everyMember, index), DEPOSIT_AMOUNT),
          close() {
            wire.close();
            return Promise.resolve();
          },
        });
      },
    });
    console.log(`deposits at ${depositRate}/s, ${PAIRS} runs each: off ${steadyText(steadyDeposits.off)}; on ${steadyText(steadyDeposits.on)}`);
    const exportedBytes = await sink.exportedBytes();
    const p99Added = {
      getBalance: steadyBalance.p99Added,
      deposits: steadyDeposits.p99Added,
    };
    const worst = Math.max(p99Added.getBalance, p99Added.deposits);
    const rateLost = -added(full.off.requestsPerSecond, full.on.requestsPerSecond, full.offAgain.requestsPerSecond);
    const failures = [steadyBalance, steadyDeposits].reduce((sum, comparison) => sum + comparison.off.failed + comparison.on.failed, 0);
    console.log(`tracing adds at p99, at the steady load: getBalance ${percent(p99Added.getBalance)}, deposits ${percent(p99Added.deposits)} — bar <= ${TRACING_BAR * 100} % ${worst <= TRACING_BAR ? 'MET' : 'NOT MET'}, goal <= ${TRACING_GOAL * 100} % ${worst <= TRACING_GOAL ? 'MET' : 'NOT MET'}`);
    console.log(`at full load it costs ${percent(rateLost)} of getBalance's throughput (p99 ${full.off.p99Ms}/${full.offAgain.p99Ms} → ${full.on.p99Ms} ms); ${exportedBytes} bytes of spans exported; ${failures} calls failed at the steady loads`);
    if (exportedBytes === 0) throw new Error('tracing was on but no span reached the collector: the comparison measured nothing');
    if (failures > 0) throw new Error(`${failures} calls failed at the steady loads: the comparison is not of the same work`);

    const figures: Record<string, Json> = {
      connections: CONNECTIONS,
      seconds: DURATION_S,
      depositMembers: DEPOSIT_MEMBERS,
      apiProcesses: Object.fromEntries(Object.entries(hosts).map(([count, value]) => [count, { getBalance: { ...value }, deposits: { ...(deposits[count] ?? {}) } }])),
      tracing: {
        sampler: SAMPLER,
        samplerArg: SAMPLER_ARG,
        loadShare: LOAD_SHARE,
        serverPinnedToCpus: serverCpus ?? null,
        steadyGetBalance: comparisonJson(steadyBalance),
        steadyDeposits: comparisonJson(steadyDeposits),
        fullLoadGetBalance: { off: { ...full.off }, on: { ...full.on }, offAgain: { ...full.offAgain } },
        exportedBytes,
      },
    };
    await recordRun({
      bench: 'cluster',
      figures,
      baselineRatios: {
        'getBalance req/s, 2 API processes / 1': scaling.balanceTwo,
        'getBalance req/s, 3 API processes / 1': scaling.balanceThree,
        'deposits/s, 2 API processes / 1': scaling.depositsTwo,
        'deposits/s, 3 API processes / 1': scaling.depositsThree,
        'getBalance p99 at the steady load, tracing on / off (the runs of each side pooled)': 1 + p99Added.getBalance,
        'deposit p99 at the steady load, tracing on / off (the runs of each side pooled)': 1 + p99Added.deposits,
        'getBalance req/s at full load, tracing on / off (mean of the two offs)': 1 - rateLost,
      },
      verdicts: { 'bar (issue 42): tracing adds <= 10 % at p99 at the steady load': worst <= TRACING_BAR, 'goal (issue 42): tracing adds <= 5 % at p99 at the steady load': worst <= TRACING_GOAL },
    });
  } finally {
    await sink.close();
    await stopGracefully(back.child);
  }
});
