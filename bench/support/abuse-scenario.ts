import { loadavg } from 'node:os';
import { pause, percentile, readBalance, registerMember, signInEverySecond, type Member, type SignIns } from './abuse-clients.js';
import type { Json } from './bench-results.js';
import { sampleProcessCpu } from './process-cpu.js';

/** A flood that runs until stopped; `stop` says what it got back, a line each. */
export interface Flood {
  stop(): Promise<string[]>;
}

/** One scenario of `bench:abuse` (issue 35, items 9-11): its name, what it does, how to start it. */
export interface Scenario {
  /** Its name in BENCH_ABUSE_ONLY and in the run's result file. */
  id: string;
  title: string;
  /** Starts the flood at full strength (connected, warmed up) and returns it running. */
  start(url: string): Promise<Flood>;
}

const SIGN_INS = 10;
/** Issue 35's bar: every sign-in within 2 s, and getBalance's p99 within 3x its unloaded figure. */
const SIGN_IN_BAR_MS = 2_000;
const RATIO_BAR = 3;
const RATIO_GOAL = 1.5;

interface Window {
  p99: number;
  requestsPerSecond: number;
  signIns: SignIns;
  /** The server process's CPU over the window, in % of one core. */
  serverCpuPercent: number;
}

/** The server under test, as bench/abuse.ts started it. */
export interface AbuseServer {
  url: string;
  pid: number;
}

/** The reader and a genuine member (of the window's own) together, for the time of 10 sign-ins. */
async function measureWindow(server: AbuseServer, token: string, member: Member): Promise<Window> {
  const cpu = sampleProcessCpu(server.pid);
  const [balance, signIns] = await Promise.all([readBalance(server.url, token, SIGN_INS + 1), signInEverySecond(server.url, member, SIGN_INS)]);
  return { p99: balance.latency.p99, requestsPerSecond: Math.round(balance.requests.average), signIns, serverCpuPercent: Math.round(cpu.stop()) };
}

function signInLine(signIns: SignIns): string {
  const sorted = [...signIns.ms].sort((a, b) => a - b);
  const within = signIns.ms.filter((ms, n) => ms <= SIGN_IN_BAR_MS && signIns.codes[n] === 200).length;
  return `${within}/${SIGN_INS} within ${SIGN_IN_BAR_MS} ms with code 200 (p50 ${percentile(sorted, 50).toFixed(0)} ms, max ${percentile(sorted, 100).toFixed(0)} ms; codes ${[...new Set(signIns.codes)].join('/')})`;
}

/** What one scenario measured, for the run's result file (support/bench-results.ts). */
export interface ScenarioOutcome {
  held: boolean;
  /** Null where the scenario sets a bar only. */
  goalMet: boolean | null;
  /** getBalance's p99 flooded / unloaded. */
  ratio: number;
  figures: Json;
}

const windowRecord = (window: Window): Json => ({ ...window, signIns: { ms: [...window.signIns.ms], codes: [...window.signIns.codes] } });

/**
 * Runs one scenario beside the same measurement unloaded: the reader and a genuine member first
 * alone, then under the flood. Prints both, the ratio and the bar, and answers what it measured.
 */
export async function runBesideUnloaded(server: AbuseServer, token: string, scenario: Scenario): Promise<ScenarioOutcome> {
  console.log(`\n${scenario.title}`);
  const loadBefore = loadavg()[0] ?? 0;
  // Both windows' members are known on their phones before any flood: the bar is about them.
  const [quiet, flooded] = [await registerMember(server.url), await registerMember(server.url)];
  const unloaded = await measureWindow(server, token, quiet);
  const flood = await scenario.start(server.url);
  let loaded: Window;
  let floodLines: string[];
  try {
    loaded = await measureWindow(server, token, flooded);
  } finally {
    floodLines = await flood.stop();
    for (const line of floodLines) console.log(`  ${line}`);
  }
  const ratio = loaded.p99 / Math.max(1, unloaded.p99);
  const allSignedIn = (signIns: SignIns) => signIns.ms.every((ms, n) => ms <= SIGN_IN_BAR_MS && signIns.codes[n] === 200);
  const held = allSignedIn(loaded.signIns) && ratio <= RATIO_BAR;
  const goalMet = held && ratio <= RATIO_GOAL;
  console.log(`  genuine member, unloaded: ${signInLine(unloaded.signIns)}`);
  console.log(`  genuine member, flooded:  ${signInLine(loaded.signIns)}`);
  console.log(`  getBalance p99: unloaded ${unloaded.p99} ms, flooded ${loaded.p99} ms, ratio ${ratio.toFixed(2)} (bar ${RATIO_BAR}, goal ${RATIO_GOAL})`);
  console.log(`  getBalance requests/s: unloaded ${unloaded.requestsPerSecond}, flooded ${loaded.requestsPerSecond}`);
  console.log(`  server CPU (% of a core): unloaded ${unloaded.serverCpuPercent}, flooded ${loaded.serverCpuPercent}; load average before ${loadBefore.toFixed(1)}`);
  console.log(held ? `  bar held${goalMet ? ', goal met' : ''}` : '  bar NOT held');
  // The next scenario starts from a quiet server.
  await pause(2_000);
  return { held, goalMet, ratio, figures: { scenario: scenario.title, loadAverage: loadBefore, unloaded: windowRecord(unloaded), loaded: windowRecord(loaded), floodGot: floodLines } };
}
