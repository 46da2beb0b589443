/**
 * `npm run bench:abuse`: can one client deny service to the others? The built server, as a
 * process of its own (PGlite, production password cost), takes a flood of valid logins from one address: 200 connections for
 * 20 s, each sending a right username and password again and again. Beside it, a genuine member
 * logs in from another address once a second, and a third client reads `getBalance` with 10
 * connections at READ_RATE a second. Before the flood, the same `getBalance` load alone is the baseline.
 * It prints what the flood got back (by result code), the genuine logins' latency, and
 * getBalance's p99 under the flood against its baseline.
 * Bar (issue 16): every genuine login answers within 1 s, and getBalance's p99 stays within 2x.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { API, createEnvelope, DEMO_ENVELOPE_KEY } from '@meridian/protocol';
import { freePort, startServerProcess, stopGracefully } from './support/server-process.js';

const FLOOD_CONNECTIONS = Number(process.env.BENCH_ABUSE_CONNECTIONS ?? 200);
const SECONDS = Number(process.env.BENCH_ABUSE_SECONDS ?? 20);
const READ_CONNECTIONS = 10;
/**
 * The other members' load, offered at a fixed rate (the same unloaded and under the flood), so the
 * p99 compares latency at one load rather than how much a saturated server sheds.
 */
const READ_RATE = Number(process.env.BENCH_ABUSE_READ_RATE ?? 1_000);
const envelope = createEnvelope(DEMO_ENVELOPE_KEY);
// The server trusts one proxy hop here, so each client can stand at an address of its own.
const ATTACKER = '198.51.100.7';
const MEMBER = '203.0.113.20';
const READER = '203.0.113.30';

interface Answer {
  code: number;
  msg: string;
  data: Record<string, unknown> | null;
}

async function call(url: string, path: string, payload: unknown, headers: Record<string, string>): Promise<Answer> {
  const response = await fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: envelope.encode(payload) });
  return envelope.decode(await response.text()) as Answer;
}

const loginPayload = (username: string, password: string) => ({ username, password, captchaId: 'bench', captchaX: 0 });

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

async function readBalance(url: string, token: string, seconds: number): Promise<autocannon.Result> {
  return autocannon({
    url: `${url}${API.member.getBalance}`,
    method: 'POST',
    connections: READ_CONNECTIONS,
    overallRate: READ_RATE,
    duration: seconds,
    headers: { 'content-type': 'application/json', accessToken: token, 'x-forwarded-for': READER },
    body: envelope.encode({}),
  });
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'meridian-bench-abuse-'));
  // Its own process, like production: the clients here must not share the server's event loop.
  const server = await startServerProcess({ DATA_DIR: dataDir, TRUST_PROXY: '1', LOG_LEVEL: 'warn' }, await freePort());
  try {
    const attacker = { username: 'flooder01', password: 'flood-pass1' };
    const registered = await call(server.url, API.login.register, { ...loginPayload(attacker.username, attacker.password), confirmPassword: attacker.password, agree: true }, { 'x-forwarded-for': ATTACKER });
    if (registered.code !== 200) throw new Error(`register: ${registered.code} ${registered.msg}`);
    const reader = await call(server.url, API.login.login, loginPayload('demo0001', 'demo1234'), { 'x-forwarded-for': READER });
    const accessToken = reader.data?.accessToken;
    const token = typeof accessToken === 'string' ? accessToken : '';
    if (reader.code !== 200 || token === '') throw new Error(`reader login: ${reader.code} ${reader.msg}`);

    const baseline = await readBalance(server.url, token, 10);

    // What the flood gets back, by the result code inside each answer's envelope.
    const floodCodes = new Map<number, number>();
    const flood = autocannon({
      url: `${server.url}${API.login.login}`,
      method: 'POST',
      connections: FLOOD_CONNECTIONS,
      duration: SECONDS,
      timeout: 30,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ATTACKER },
      body: envelope.encode(loginPayload(attacker.username, attacker.password)),
      setupClient(client) {
        client.on('body', (body: Buffer) => {
          const { code } = envelope.decode(body.toString()) as Answer;
          floodCodes.set(code, (floodCodes.get(code) ?? 0) + 1);
        });
      },
    });

    const genuine: number[] = [];
    const genuineCodes: number[] = [];
    const member = (async () => {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const end = Date.now() + (SECONDS - 3) * 1000;
      while (Date.now() < end) {
        const started = performance.now();
        const answer = await call(server.url, API.login.login, loginPayload('demo0001', 'demo1234'), { 'x-forwarded-for': MEMBER });
        genuine.push(performance.now() - started);
        genuineCodes.push(answer.code);
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      }
    })();
    const [underFlood] = await Promise.all([
      (async () => {
        await new Promise((resolve) => setTimeout(resolve, 2_000));
        return readBalance(server.url, token, SECONDS - 4);
      })(),
      member,
    ]);
    const floodResult = await flood;

    const sorted = [...genuine].sort((a, b) => a - b);
    const ratio = underFlood.latency.p99 / Math.max(1, baseline.latency.p99);
    console.log(`flood: ${FLOOD_CONNECTIONS} connections x ${SECONDS} s of valid logins from one address`);
    console.log(`  answered ${floodResult.requests.total}, timed out ${floodResult.timeouts}, errors ${floodResult.errors}`);
    console.log(`  result codes: ${[...floodCodes].map(([code, n]) => `${code} x${n}`).join(', ')}`);
    console.log(`genuine member's logins from another address: ${genuine.length}, codes ${[...new Set(genuineCodes)].join('/')}`);
    console.log(`  latency p50 ${percentile(sorted, 50).toFixed(0)} ms, max ${percentile(sorted, 100).toFixed(0)} ms (bar: every one within 1,000 ms and code 200)`);
    console.log(`getBalance p99: baseline ${baseline.latency.p99} ms, under the flood ${underFlood.latency.p99} ms, ratio ${ratio.toFixed(2)} (bar: at most 2)`);
    console.log(`  requests/s: baseline ${Math.round(baseline.requests.average)}, under the flood ${Math.round(underFlood.requests.average)}`);
    const held = genuine.length > 0 && (sorted.at(-1) ?? Infinity) <= 1000 && genuineCodes.every((code) => code === 200) && ratio <= 2;
    console.log(held ? 'bar held' : 'bar NOT held');
    process.exitCode = held ? 0 : 1;
  } finally {
    await stopGracefully(server.child);
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
