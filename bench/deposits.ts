/**
 * `npm run bench:deposits` (issue 38): how soon the chain watcher credits deposits, and how fast it
 * catches up. On a development chain of its own (anvil, the demo token; blocks mined only when the
 * benchmark mines them), a server in this process (PGlite, and PostgreSQL when DATABASE_URL is
 * set) configured to read it as production would be (CHAIN_ERC20_*, an xpub of a published test
 * mnemonic), so its own watcher runs on its own schedule:
 *   1. BENCH_DEPOSITS_MEMBERS members (1,000) sign up and ask their deposit address through the
 *      real calls; every tenth opens the live channel (BENCH_DEPOSITS_SOCKETS, 100).
 *   2. BENCH_DEPOSITS_TRANSFERS token transfers (10,000) to those addresses in BENCH_DEPOSITS_BLOCKS
 *      blocks (100), one block every BENCH_DEPOSITS_BLOCK_MS (1,000 ms), then the blocks that
 *      confirm the last ones. For each deposit: from the moment the block completing its 12
 *      confirmations was mined to (a) the server hearing its committed credit and (b) the member's
 *      app receiving the push; p50/p99. Baseline: a bare viem getLogs of the same blocks.
 *   3. Catch-up: the server stops, BENCH_DEPOSITS_CATCH_UP_BLOCKS blocks (10,000) are mined with a
 *      transfer every 100, the server starts again on the same database; the watcher's rate until
 *      its cursor is at the head, against bare getLogs over the same blocks in the watcher's ranges.
 *   4. Every transfer credited exactly once (deposit rows, recharge orders, journal entries) and
 *      the ledger check passes.
 * Bar: p99 ≤ 2 s, nothing lost or doubled, the ledger check passes. Goal: p99 ≤ 500 ms and
 * catch-up at ≥ 0.5× the bare getLogs rate.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { DEFAULT_CHAIN_TIMING, DEFAULT_LIMITS } from '@meridian/server';
import { createBenchDatabase } from './support/bench-database.js';
import { recordRun, type Json } from './support/bench-results.js';
import { DepositChain, type BareGetLogs } from './support/deposit-chain.js';
import { checkDeposits, creditedCount, cursorOf, type DepositCheck } from './support/deposit-checks.js';
import { CreditTimes } from './support/credit-times.js';
import { startDepositClients } from './support/deposit-client-process.js';
import { readyDepositMembers, watchCredits, type DepositMember } from './support/deposit-members.js';
import { spread, type Spread } from './support/spread.js';
import { waitUntil as waitFor } from './support/wait-until.js';
import { startBenchServer, type BenchServer } from './support/start-bench-server.js';

const MEMBERS = Number(process.env.BENCH_DEPOSITS_MEMBERS ?? 1000);
const TRANSFERS = Number(process.env.BENCH_DEPOSITS_TRANSFERS ?? 10_000);
const BLOCKS = Number(process.env.BENCH_DEPOSITS_BLOCKS ?? 100);
const BLOCK_MS = Number(process.env.BENCH_DEPOSITS_BLOCK_MS ?? 1000);
const SOCKETS = Number(process.env.BENCH_DEPOSITS_SOCKETS ?? 100);
const CATCH_UP_BLOCKS = Number(process.env.BENCH_DEPOSITS_CATCH_UP_BLOCKS ?? 10_000);
/** One transfer in each chunk of blocks mined while the watcher is down. */
const CATCH_UP_CHUNK = 100;
/** What the server is configured with, as Ethereum's USDT deposits commonly are. */
const CONFIRMATIONS = 12;
/** The watcher's blocks per log query (chain/watcher/watched-network.ts, DEFAULT_RANGE_SIZE). */
const WATCHER_RANGE = 500;
/**
 * m/44'/60'/0'/0 of BIP39's published test mnemonic ("abandon" ×11, "about"): members' addresses
 * are its children, none of them one of anvil's senders. Only the public key is given, as in production.
 */
const BENCH_XPUB = 'xpub6EF8jXqFeFEW5bwMU7RpQtHkzE4KJxcqJtvkCjJumzW8CPpacXkb92ek4WzLQXjL93HycJwTPUAcuNxCqFPKKU5m5Z2Vq4nCyh5CyPeBFFr';
/** Passwords at the tests' cost: 1,000 sign-ups at the production cost would measure scrypt. */
const CHEAP_SCRYPT = { N: 2 ** 12, r: 8, p: 1 };
/** 100 USDT and a millionth per transfer number: exact 6-decimal amounts, each above the channel's minimum. */
const BASE_UNITS = 100_000_000n;
/** The watchers' poll interval as production would set it (CHAIN_POLL_MS; the server's default unless given). */
const POLL_ENV: Record<string, string> = process.env.CHAIN_POLL_MS === undefined ? {} : { CHAIN_POLL_MS: process.env.CHAIN_POLL_MS };
const BAR_P99_MS = 2000;
const GOAL_P99_MS = 500;
const GOAL_CATCH_UP_RATIO = 0.5;
const WAIT_MS = 300_000;
/** Credits further apart than this belong to different polls: within one, each batch commits right after the last (polls start about 500 ms apart). */
const POLL_BURST_GAP_MS = 250;

type Database = 'pglite' | 'postgres';

interface SentDeposit {
  txHash: string;
  block: number;
  member: number;
}

interface CatchUpFigures {
  blocks: number;
  transfers: number;
  /** From startServer's call (opening the database, the market…) to the cursor at the head. */
  fromStartMs: number;
  /** From the server's start having returned (its watcher already running) to the cursor at the head. */
  watcherMs: number;
  blocksPerSecond: number;
  bare: BareGetLogs;
  bareBlocksPerSecond: number;
}

/** How the watcher's polls credited, read from the credits' times: a poll credits one deposit after another. */
interface PollBursts {
  polls: number;
  creditsPerPoll: Spread;
  /** First to last credit of a poll. */
  creditLoopMs: Spread;
  /** Last credit of a poll to the first of the next: the watcher's pause, then reading, recording and counting confirmations. */
  betweenMs: Spread;
}

interface DepositFigures {
  database: Database;
  credit: Spread;
  polls: PollBursts;
  push: Spread;
  bare: BareGetLogs;
  catchUp: CatchUpFigures;
  check: DepositCheck;
  creditPushesRepeated: number;
  /** Why not every sampled member's credit push arrived, if not. */
  pushShortfall: string | null;
}

function pollBursts(times: Iterable<number>): PollBursts {
  const sorted = [...times].sort((a, b) => a - b);
  const bursts: number[][] = [];
  let previous = Number.NEGATIVE_INFINITY;
  for (const at of sorted) {
    const current = bursts.at(-1);
    if (current === undefined || at - previous > POLL_BURST_GAP_MS) bursts.push([at]);
    else current.push(at);
    previous = at;
  }
  const ends = bursts.map((burst) => ({ first: burst[0] ?? 0, last: burst.at(-1) ?? 0, count: burst.length }));
  return {
    polls: bursts.length,
    creditsPerPoll: spread(ends.map((end) => end.count)),
    creditLoopMs: spread(ends.map((end) => end.last - end.first)),
    betweenMs: spread(ends.slice(1).map((end, index) => end.first - (ends[index]?.last ?? end.first))),
  };
}

/** Time from the block completing each deposit's confirmations to when `times` has it. */
function latencies(sent: readonly SentDeposit[], minedAt: ReadonlyMap<number, number>, times: ReadonlyMap<string, number>): number[] {
  return sent.flatMap((deposit) => {
    const confirmed = minedAt.get(deposit.block + CONFIRMATIONS - 1);
    const at = times.get(deposit.txHash.toLowerCase());
    return confirmed === undefined || at === undefined ? [] : [at - confirmed];
  });
}

async function paced<T>(work: () => Promise<T>): Promise<T> {
  const started = Date.now();
  const result = await work();
  const rest = started + BLOCK_MS - Date.now();
  if (rest > 0) await delay(rest);
  return result;
}

/** The transfers in BLOCKS paced blocks, then the blocks that confirm the last; when each block was mined. */
async function mineDeposits(chain: DepositChain, members: readonly DepositMember[]): Promise<{ sent: SentDeposit[]; minedAt: Map<number, number>; first: number; last: number }> {
  const sent: SentDeposit[] = [];
  const minedAt = new Map<number, number>();
  const perBlock = Math.ceil(TRANSFERS / BLOCKS);
  for (let start = 0; start < TRANSFERS; start += perBlock) {
    const numbers = Array.from({ length: Math.min(perBlock, TRANSFERS - start) }, (_, offset) => start + offset);
    const planned = numbers.map((k) => ({ member: k % members.length, units: BASE_UNITS + BigInt(k) }));
    const mined = await paced(() => chain.mineTransfers(planned.map((p) => ({ to: members[p.member]?.address ?? '0x', units: p.units }))));
    minedAt.set(mined.block, mined.minedAt);
    mined.txHashes.forEach((txHash, index) => sent.push({ txHash, block: mined.block, member: planned[index]?.member ?? -1 }));
  }
  const first = sent[0]?.block ?? 0;
  const last = sent.at(-1)?.block ?? 0;
  for (let block = 1; block < CONFIRMATIONS; block += 1) {
    const { head, minedAt: at } = await paced(() => chain.mine(1));
    minedAt.set(head, at);
  }
  return { sent, minedAt, first, last };
}

const waitUntil = (done: () => Promise<boolean>, what: string) => waitFor(done, what, WAIT_MS);

/** Blocks mined while no watcher runs, a transfer in each chunk; answers the transfers' hashes. */
async function mineWhileDown(chain: DepositChain, members: readonly DepositMember[]): Promise<string[]> {
  const hashes: string[] = [];
  for (let mined = 0; mined < CATCH_UP_BLOCKS; mined += CATCH_UP_CHUNK) {
    const member = members[(mined / CATCH_UP_CHUNK) % members.length];
    if (member) hashes.push(...(await chain.send([{ to: member.address, units: BASE_UNITS }])));
    await chain.mine(Math.min(CATCH_UP_CHUNK, CATCH_UP_BLOCKS - mined));
  }
  return hashes;
}

/** Stops the server, mines while it is down, and times its watcher from the restart until its cursor is at the head. */
async function catchUp(chain: DepositChain, members: readonly DepositMember[], stopped: BenchServer, restart: () => Promise<BenchServer>): Promise<{ server: BenchServer; figures: CatchUpFigures; hashes: string[] }> {
  await stopped.close();
  const from = (await chain.head()) + 1;
  const hashes = await mineWhileDown(chain, members);
  const head = await chain.head();
  const bare = await chain.bareGetLogs(from, head, WATCHER_RANGE);
  const called = performance.now();
  const server = await restart();
  const started = performance.now();
  const { db } = server.app.deps;
  await waitUntil(async () => (await cursorOf(db)) >= head, 'the restarted watcher reaching the head');
  const done = performance.now();
  const blocks = head - from + 1;
  const figures = {
    blocks,
    transfers: hashes.length,
    fromStartMs: done - called,
    watcherMs: done - started,
    blocksPerSecond: blocks / ((done - started) / 1000),
    bare,
    bareBlocksPerSecond: bare.blocks / (bare.ms / 1000),
  };
  return { server, figures, hashes };
}

async function measure(database: Database, chain: DepositChain): Promise<DepositFigures> {
  const dataDir = await mkdtemp(join(tmpdir(), 'meridian-bench-deposits-'));
  const adminUrl = process.env.DATABASE_URL;
  const created = database === 'postgres' && adminUrl ? await createBenchDatabase(adminUrl, 'meridian_bench_deposits') : undefined;
  const env = { ...POLL_ENV, CHAIN_ERC20_RPC_URL: chain.rpcUrl, CHAIN_ERC20_TOKEN: chain.token, CHAIN_ERC20_DECIMALS: '6', CHAIN_ERC20_CONFIRMATIONS: String(CONFIRMATIONS), CHAIN_ERC20_XPUB: BENCH_XPUB };
  const limits = { ...DEFAULT_LIMITS, socketsPerAddress: Number.MAX_SAFE_INTEGER };
  const start = () => startBenchServer({ dataDir, database, env, ...(created ? { databaseUrl: created.url } : {}), overrides: { passwordCost: CHEAP_SCRYPT, limits } });
  let server = await start();
  try {
    const members = await readyDepositMembers(server.app, MEMBERS);
    const credits = new CreditTimes();
    const unwatch = watchCredits(server.app, credits);
    const step = Math.max(1, Math.floor(MEMBERS / Math.max(1, SOCKETS)));
    const sampled = new Set(members.flatMap((_, index) => (index % step === 0 && index / step < SOCKETS ? [index] : [])));
    const clients = await startDepositClients();
    let pushes: Awaited<ReturnType<typeof clients.report>>;
    let sent: SentDeposit[];
    let minedAt: Map<number, number>;
    let blockRange: { first: number; last: number };
    try {
      const connected = await clients.connect(server.url, members.filter((_, index) => sampled.has(index)).map((member) => member.token));
      console.log(`  ${members.length} members with their addresses, ${connected} live channels; mining ${TRANSFERS} transfers in ${BLOCKS} blocks…`);
      ({ sent, minedAt, ...blockRange } = await mineDeposits(chain, members));
      await credits.until(sent.length, WAIT_MS, 'ledger credits');
      pushes = await clients.report(sent.filter((deposit) => sampled.has(deposit.member)).length, WAIT_MS);
    } finally {
      await clients.close();
      unwatch();
    }
    const pushed = sent.filter((deposit) => sampled.has(deposit.member));
    const { first, last } = blockRange;
    const bare = await chain.bareGetLogs(first, last, WATCHER_RANGE);
    console.log(`  credited; the server stops while ${CATCH_UP_BLOCKS} blocks are mined…`);
    const caught = await catchUp(chain, members, server, start);
    server = caught.server;
    const all = [...sent.map((deposit) => deposit.txHash), ...caught.hashes];
    const { db } = server.app.deps;
    await waitUntil(async () => (await creditedCount(db)) >= all.length, 'the deposits mined while the watcher was down credited');
    return {
      database,
      credit: spread(latencies(sent, minedAt, credits.at)),
      polls: pollBursts(credits.at.values()),
      push: spread(latencies(pushed, minedAt, new Map(pushes.at))),
      pushShortfall: pushes.shortfall,
      bare,
      catchUp: caught.figures,
      check: await checkDeposits(db, all),
      creditPushesRepeated: credits.repeated + pushes.repeated,
    };
  } finally {
    await server.close();
    await created?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

function spreadText(name: string, figures: Spread): string {
  return `  ${name}: p50 ${figures.p50} ms, p99 ${figures.p99} ms, max ${figures.max} ms (${figures.count} deposits)`;
}

function print(figures: DepositFigures): Record<string, boolean> {
  const { credit, push, polls, bare, catchUp: up, check } = figures;
  const worstP99 = Math.max(credit.p99, push.p99);
  const catchUpRatio = up.blocksPerSecond / up.bareBlocksPerSecond;
  const intact = check.problems.length === 0 && figures.creditPushesRepeated === 0 && figures.pushShortfall === null;
  const verdicts = {
    'bar: credit and push p99 <= 2 s': worstP99 <= BAR_P99_MS,
    'bar: nothing lost or doubled, ledger check passes': intact,
    'goal: credit and push p99 <= 500 ms': worstP99 <= GOAL_P99_MS,
    'goal: catch-up >= 0.5x bare getLogs rate': catchUpRatio >= GOAL_CATCH_UP_RATIO,
  };
  console.log(
    [
      `${figures.database === 'pglite' ? 'PGlite' : 'PostgreSQL'}:`,
      spreadText('ledger credit after the confirming block', credit),
      spreadText("member's push after the confirming block", push),
      `  watcher, read from the credits' times: ${polls.polls} polls credited; per poll ${polls.creditsPerPoll.p50} credits (max ${polls.creditsPerPoll.max}) in ${polls.creditLoopMs.p50} ms (max ${polls.creditLoopMs.max}); ${polls.betweenMs.p50} ms (max ${polls.betweenMs.max}) from a poll's last credit to the next's first`,
      `  baseline: bare getLogs of the same ${bare.blocks} blocks: ${bare.ms.toFixed(1)} ms for ${bare.logs} logs; credit p99 / bare getLogs = ${(credit.p99 / bare.ms).toFixed(1)}`,
      `  catch-up: ${up.blocks} blocks (${up.transfers} transfers) in ${(up.watcherMs / 1000).toFixed(2)} s from the server's return (${(up.fromStartMs / 1000).toFixed(2)} s from its start call) = ${Math.round(up.blocksPerSecond)} blocks/s`,
      `  baseline: bare getLogs of those blocks in ${WATCHER_RANGE}-block ranges: ${(up.bare.ms / 1000).toFixed(2)} s = ${Math.round(up.bareBlocksPerSecond)} blocks/s; catch-up / bare = ${catchUpRatio.toFixed(2)}`,
      `  exactly once: ${check.credited} of ${check.sent} transfers credited, ${check.orders} recharge orders (${check.distinctOrderTxids} distinct), ${check.entries} journal entries, ${figures.creditPushesRepeated} repeated credit pushes`,
      ...(figures.pushShortfall === null ? [] : [`  missing pushes: ${figures.pushShortfall}`]),
      `  ledger check: ${check.problems.length === 0 ? 'passed' : `FAILED\n    ${check.problems.join('\n    ')}`}`,
      ...Object.entries(verdicts).map(([name, met]) => `  ${name} — ${met ? 'MET' : 'NOT MET'}`),
    ].join('\n'),
  );
  return verdicts;
}

console.log(`bench:deposits — ${MEMBERS} members, ${TRANSFERS} transfers in ${BLOCKS} blocks (one every ${BLOCK_MS} ms), ${CONFIRMATIONS} confirmations, catch-up over ${CATCH_UP_BLOCKS} blocks`);
const ALL_DATABASES: Database[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
/** BENCH_DEPOSITS_DATABASES=postgres (or pglite) measures one of them only, as when profiling one. */
const databases = ALL_DATABASES.filter((database) => (process.env.BENCH_DEPOSITS_DATABASES ?? database).split(',').includes(database));
const recorded: Record<string, Json> = {};
const baselineRatios: Record<string, number> = {};
const verdicts: Record<string, boolean> = {};
for (const database of databases) {
  // A chain of its own per database: the second server reads from its first block too.
  const chain = await DepositChain.start();
  try {
    const figures = await measure(database, chain);
    for (const [name, met] of Object.entries(print(figures))) verdicts[`${database}: ${name}`] = met;
    const { check, ...rest } = figures;
    recorded[database] = { ...rest, bare: { ...rest.bare }, catchUp: { ...rest.catchUp, bare: { ...rest.catchUp.bare } }, credit: { ...rest.credit }, push: { ...rest.push }, polls: { polls: rest.polls.polls, creditsPerPoll: { ...rest.polls.creditsPerPoll }, creditLoopMs: { ...rest.polls.creditLoopMs }, betweenMs: { ...rest.polls.betweenMs } }, check: { ...check, problems: [...check.problems] } };
    baselineRatios[`${database}: credit p99 / bare getLogs of the deposit blocks, ms`] = figures.credit.p99 / figures.bare.ms;
    baselineRatios[`${database}: catch-up / bare getLogs, blocks per second`] = figures.catchUp.blocksPerSecond / figures.catchUp.bareBlocksPerSecond;
  } finally {
    await chain.stop();
  }
}
await recordRun({ bench: 'deposits', figures: { members: MEMBERS, transfers: TRANSFERS, blocks: BLOCKS, blockMs: BLOCK_MS, sockets: SOCKETS, confirmations: CONFIRMATIONS, pollMs: Number(POLL_ENV.CHAIN_POLL_MS ?? DEFAULT_CHAIN_TIMING.pollMs), ...recorded }, baselineRatios, verdicts });
// Lost or doubled credits, or books that do not balance, fail the run whatever the speed.
if (Object.entries(verdicts).some(([name, met]) => name.includes('nothing lost') && !met)) process.exitCode = 1;
