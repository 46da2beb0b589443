/**
 * `npm run bench:ledger`: how many money movements per second the real API commits. Against the
 * real server in this process (PGlite, and PostgreSQL when DATABASE_URL is set), BENCH_LEDGER_WORKERS
 * members at once (default 64) from a client process of their own (bench/ledger-clients.ts),
 * each one request after another as one app does, for
 * BENCH_LEDGER_SECONDS per phase (default 10):
 *   1. baseline: `getBalance` reads (envelope, token, the ledger's balance) — the cheapest call
 *      that reads money, on the same wire, workers and database;
 *   2. deposits: `onlineRecharge` (requestId) and the provider's signed callback that credits
 *      the order: one journal entry per deposit, two calls;
 *   3. withdrawals: `withdraw` (requestId, pay password) holding the amount: one journal entry
 *      per call, the member's rows locked and the balance CHECK deciding.
 * Then `ledger:check` (checkLedger) must find nothing, and the journal must hold exactly one
 * entry per acknowledged movement. Prints movements per second and the ratio to the baseline.
 * Goal (issue 4): at least 1,000/s on PostgreSQL and 300/s on PGlite with the check passing.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { journalEntries } from '@meridian/server/ledger';
import { checkLedger, describeDiscrepancy } from '@meridian/server/ledger';
import { DEFAULT_KYC_SETTINGS, DEFAULT_WITHDRAW_SETTINGS } from '@meridian/server/demo';
import { recordRun, type Json } from './support/bench-results.js';
import { startLedgerClients, type LedgerClients, type LedgerPhase } from './support/ledger-client-process.js';
import { LedgerWire } from './support/ledger-wire.js';
import { startBenchServer } from './support/start-bench-server.js';
import type { PoolFigures } from './support/worker-pool.js';

const WORKERS = Number(process.env.BENCH_LEDGER_WORKERS ?? 64);
const SECONDS = Number(process.env.BENCH_LEDGER_SECONDS ?? 10);
const GOAL: Record<Database, number> = { pglite: 300, postgres: 1000 };
/** Each deposit funds many withdrawals, so the balance refuses none of them. */
const DEPOSIT = '1000.00';
const WITHDRAWAL = '10.00';
/**
 * The pay password is hashed at the tests' scrypt cost rather than OWASP's (each hash records its
 * own cost): at N = 2^17 one check takes about 100 ms of a core, which would measure scrypt, not
 * the ledger. A production withdrawal pays that check on top of what is measured here.
 */
const CHEAP_SCRYPT = { N: 2 ** 12, r: 8, p: 1 };

type Database = 'pglite' | 'postgres';

/** A phase's figures and the server process's CPU time per job done (ms; the database server's own excluded). */
interface PhaseFigures extends PoolFigures {
  serverCpuMsPerJob: number;
}

interface LedgerFigures {
  database: Database;
  reads: PhaseFigures;
  deposits: PhaseFigures;
  withdrawals: PhaseFigures;
  problems: string[];
}

async function entriesOf(db: Parameters<typeof checkLedger>[0], kind: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(journalEntries).where(eq(journalEntries.kind, kind));
  return row?.n ?? 0;
}

/** Runs a phase; the server shares this process, so this process's CPU time is the server's. */
async function timed(clients: LedgerClients, phase: LedgerPhase): Promise<PhaseFigures> {
  const before = process.cpuUsage();
  const figures = await clients.run(phase);
  const used = process.cpuUsage(before);
  return { ...figures, serverCpuMsPerJob: (used.user + used.system) / 1000 / Math.max(1, figures.done) };
}

async function measure(database: Database): Promise<LedgerFigures> {
  const dataDir = await mkdtemp(join(tmpdir(), 'meridian-bench-ledger-'));
  const server = await startBenchServer({ dataDir, database, overrides: { passwordCost: CHEAP_SCRYPT } });
  try {
    const { deps } = server.app;
    await deps.settings.set('withdraw', { ...DEFAULT_WITHDRAW_SETTINGS, rules: { ...DEFAULT_WITHDRAW_SETTINGS.rules, dailyCount: 1_000_000 } });
    // A level-0 member withdraws 1,000 a day by default; here each withdraws more than that, and only the balance should decide.
    const unreached = { withdraw24h: '', withdraw30d: '' };
    await deps.settings.set('kyc', { ...DEFAULT_KYC_SETTINGS, limits: [{ withdraw24h: '1000000000', withdraw30d: '1000000000' }, unreached, unreached, unreached] });
    const members = await LedgerWire.readyMembers(server.app, WORKERS);
    const rechargesBefore = await entriesOf(deps.db, 'recharge');
    const holdsBefore = await entriesOf(deps.db, 'withdrawal_hold');

    const clients = startLedgerClients();
    const phase = { url: server.url, sandboxPaySecret: deps.config.sandboxPaySecret, members, seconds: SECONDS };
    let reads: PhaseFigures;
    let deposits: PhaseFigures;
    let withdrawals: PhaseFigures;
    try {
      reads = await timed(clients, { ...phase, kind: 'reads', amount: '0' });
      deposits = await timed(clients, { ...phase, kind: 'deposits', amount: DEPOSIT });
      withdrawals = await timed(clients, { ...phase, kind: 'withdrawals', amount: WITHDRAWAL });
    } finally {
      clients.close();
    }

    const problems = (await checkLedger(deps.db)).map(describeDiscrepancy);
    const credited = (await entriesOf(deps.db, 'recharge')) - rechargesBefore;
    const held = (await entriesOf(deps.db, 'withdrawal_hold')) - holdsBefore;
    if (credited !== deposits.done) problems.push(`${deposits.done} deposits acknowledged, ${credited} credit entries written`);
    if (held !== withdrawals.done) problems.push(`${withdrawals.done} withdrawals acknowledged, ${held} hold entries written`);
    return { database, reads, deposits, withdrawals, problems };
  } finally {
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

function line(name: string, figures: PhaseFigures, baseline: PhaseFigures, unit: string): string {
  const failures = figures.failed > 0 ? `, ${figures.failed} failed (${figures.failures.join('; ')})` : '';
  const rate = `${figures.done} in ${figures.seconds.toFixed(1)} s = ${Math.round(figures.perSecond)} ${unit}/s`;
  const ratio = `ratio to baseline ${(figures.perSecond / baseline.perSecond).toFixed(2)}`;
  return `  ${name}: ${rate}, ${ratio}, server CPU ${figures.serverCpuMsPerJob.toFixed(2)} ms each${failures}`;
}

/** Whether the ledger checked out, and whether the goal was met. */
function print(figures: LedgerFigures): { checked: boolean; met: boolean } {
  const { database, reads, deposits, withdrawals, problems } = figures;
  const movements = deposits.done + withdrawals.done;
  const perSecond = movements / (deposits.seconds + withdrawals.seconds);
  const checked = problems.length === 0;
  const met = checked && Math.min(deposits.perSecond, withdrawals.perSecond) >= GOAL[database];
  console.log(
    [
      `${database === 'pglite' ? 'PGlite' : 'PostgreSQL'}:`,
      line('baseline getBalance reads', reads, reads, 'reads'),
      line('deposits (onlineRecharge + signed callback, 1 entry each)', deposits, reads, 'movements'),
      line('withdrawals (withdraw with pay password, 1 entry each)', withdrawals, reads, 'movements'),
      `  all movements: ${movements} committed, ${Math.round(perSecond)}/s`,
      `  ledger check: ${checked ? 'passed, one journal entry per acknowledged movement' : `FAILED\n    ${problems.join('\n    ')}`}`,
      `  goal: both kinds >= ${GOAL[database]}/s with the check passing — ${met ? 'MET' : 'NOT MET'}`,
    ].join('\n'),
  );
  return { checked, met };
}

console.log(`bench:ledger — ${WORKERS} members at once, ${SECONDS} s per phase`);
const databases: Database[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
let allChecked = true;
const recorded: Record<string, Json> = {};
const baselineRatios: Record<string, number> = {};
const verdicts: Record<string, boolean> = {};
for (const database of databases) {
  const figures = await measure(database);
  const { checked, met } = print(figures);
  allChecked = checked && allChecked;
  const phase = ({ failures, ...rest }: PhaseFigures): Json => ({ ...rest, failures: [...failures] });
  recorded[database] = { workers: WORKERS, reads: phase(figures.reads), deposits: phase(figures.deposits), withdrawals: phase(figures.withdrawals), problems: [...figures.problems] };
  baselineRatios[`${database}: deposits / reads, per second`] = figures.deposits.perSecond / figures.reads.perSecond;
  baselineRatios[`${database}: withdrawals / reads, per second`] = figures.withdrawals.perSecond / figures.reads.perSecond;
  verdicts[`${database}: ledger check`] = checked;
  verdicts[`${database}: goal (issue 4), both kinds >= ${GOAL[database]}/s`] = met;
}
await recordRun({ bench: 'ledger', figures: recorded, baselineRatios, verdicts });
// A ledger that does not check out fails the run, whatever the speed.
if (!allChecked) process.exitCode = 1;
