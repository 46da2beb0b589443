/**
 * `npm run bench:withdrawals` (issue 39): how fast the signer sends approved coin withdrawals. On
 * a development chain of its own (anvil, the demo token, blocks mined only when the benchmark
 * mines them), a server in this process (PGlite, and PostgreSQL when DATABASE_URL is set)
 * configured as production would be (CHAIN_ERC20_*, CHAIN_SIGNER=on), and the signer as
 * `npm run signer` runs it (chain/signer/start-signer.ts), beside it on the same database:
 *   1. BENCH_WITHDRAWALS_MEMBERS members (100) sign up, set a pay password and an ERC-20 address
 *      through the real calls, and ask BENCH_WITHDRAWALS (1,000) coin withdrawals between them,
 *      plus BENCH_WITHDRAWALS_PACED (200) more.
 *   2. Baseline: the chain client's bare sendRawTransaction of 1,000 pre-signed token transfers,
 *      side by side in JSON-RPC batches of 100 (as the signer's client sends); three runs, the
 *      median compared.
 *   3. Throughput: the 1,000 are approved (the operator's payWithdrawal), then the signer starts;
 *      sends per second from its start until the last is broadcast, against the baseline's.
 *   4. Latency: with the signer running, the 200 more are approved one every
 *      BENCH_WITHDRAWALS_PACE_MS (50 ms); approval to broadcast p50/p99.
 *   5. Blocks are mined until every send is final: each recipient's token balance is what was
 *      sent to it, the hot wallet made exactly one transaction per withdrawal, each withdrawal is
 *      paid once, and the ledger check passes.
 * Bar: sends/s at ≥ 0.3× the bare rate, nothing sent twice, the ledger check passes. Goal: ≥ 0.7×.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { and, count, eq, inArray } from 'drizzle-orm';
import { createPublicClient, encodeFunctionData, erc20Abi, getAddress, http, keccak256, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { API, CODE } from '@meridian/protocol';
import { DEFAULT_LIMITS, DEV_CHAIN_ID, openDatabase } from '@meridian/server';
import { PLATFORM_ACCOUNT, checkLedger, describeDiscrepancy, journalEntries, ledgerAmount, memberAccountIds, platformAccountId, postEntry } from '@meridian/server/ledger';
import { chainSends, members, payWithdrawal, settleSentWithdrawal, signerKeys, startSigner, withdrawals } from '@meridian/server/signer';
import { createBenchDatabase } from './support/bench-database.js';
import { recordRun, type Json } from './support/bench-results.js';
import { DepositChain } from './support/deposit-chain.js';
import { callInProcess, signUpMember } from './support/member-sign-up.js';
import { spread, type Spread } from './support/spread.js';
import { waitUntil as waitFor } from './support/wait-until.js';
import { startBenchServer, type BenchServer } from './support/start-bench-server.js';

const MEMBERS = Number(process.env.BENCH_WITHDRAWALS_MEMBERS ?? 100);
const WITHDRAWALS = Number(process.env.BENCH_WITHDRAWALS ?? 1000);
const PACED = Number(process.env.BENCH_WITHDRAWALS_PACED ?? 200);
const PACE_MS = Number(process.env.BENCH_WITHDRAWALS_PACE_MS ?? 50);
const CONFIRMATIONS = 2;
/** m/44'/60'/0'/0 of BIP39's published test mnemonic: the server's deposit addresses (not used here, but a configured network has one). */
const BENCH_XPUB = 'xpub6EF8jXqFeFEW5bwMU7RpQtHkzE4KJxcqJtvkCjJumzW8CPpacXkb92ek4WzLQXjL93HycJwTPUAcuNxCqFPKKU5m5Z2Vq4nCyh5CyPeBFFr';
const CHEAP_SCRYPT = { N: 2 ** 12, r: 8, p: 1 };
const PAY_PASSWORD = '2468';
/** What each member is given: far more than their withdrawals. */
const GRANT = '1000000';
/** A million demo USDT in the hot wallet: more than every payout of the run. */
const HOT_FLOAT = 10n ** 12n;
const RPC_BATCH_SIZE = 100;
/** Withdrawals asked and approved at once: the embedded database takes one statement at a time anyway. */
const CONCURRENCY = 8;
const BAR_RATIO = 0.3;
const GOAL_RATIO = 0.7;
const WAIT_MS = 300_000;

type Database = 'pglite' | 'postgres';

interface BenchMember {
  token: string;
  remoteAddress: string;
}

interface Baseline {
  transfers: number;
  /** The median of the runs: the node's own intake varies by half from one run to the next here. */
  ms: number;
  perSecond: number;
  runsMs: number[];
}

/** Bare runs of the baseline; the median is compared. */
const BASELINE_RUNS = 3;

interface WithdrawalCheck {
  sends: number;
  confirmed: number;
  paid: number;
  payEntries: number;
  hotTransactions: number;
  recipientsShort: number;
  problems: string[];
}

interface WithdrawalFigures {
  database: Database;
  baseline: Baseline;
  throughput: { sends: number; ms: number; perSecond: number };
  approvalToBroadcast: Spread;
  check: WithdrawalCheck;
}

async function inBatches<T, R>(items: readonly T[], work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += CONCURRENCY) {
    results.push(...(await Promise.all(items.slice(start, start + CONCURRENCY).map((item, offset) => work(item, start + offset)))));
  }
  return results;
}

const waitUntil = (done: () => Promise<boolean>, what: string) => waitFor(done, what, WAIT_MS);

/** Members through the real calls, each with money (an adjustment), a pay password and an ERC-20 address of its own. */
async function readyMembers(server: BenchServer): Promise<BenchMember[]> {
  const { app } = server;
  const { db } = app.deps;
  const adjustments = await platformAccountId(db, PLATFORM_ACCOUNT.adjustments, 'USDT');
  return inBatches(Array.from({ length: MEMBERS }, (_, index) => index), async (index) => {
    const { username, password, token, remoteAddress } = await signUpMember(app, index);
    await callInProcess(app, API.member.updatePayPasswordByOld, { loginPassword: password, payPassword: PAY_PASSWORD, confirmPayPassword: PAY_PASSWORD }, remoteAddress, token);
    await callInProcess(app, API.member.updateInfo, { usdtAddress: getAddress(`0x${randomBytes(20).toString('hex')}`), network: 'ERC20' }, remoteAddress, token);
    const [member] = await db.select({ id: members.id }).from(members).where(eq(members.username, username));
    const accounts = member ? await memberAccountIds(db, member.id) : null;
    if (!accounts) throw new Error(`member ${index} has no accounts`);
    await postEntry(db, { kind: 'adjustment', requestId: `bench-withdrawals-grant:${index}`, postings: [{ accountId: accounts.available, amount: ledgerAmount(GRANT) }, { accountId: adjustments, amount: ledgerAmount(`-${GRANT}`) }] }, { caches: app.deps.caches });
    return { token, remoteAddress };
  });
}

/** `total` coin withdrawals through the real call, members taking turns; their order numbers. */
async function askWithdrawals(server: BenchServer, askers: readonly BenchMember[], total: number): Promise<string[]> {
  return inBatches(Array.from({ length: total }, (_, index) => index), async (index) => {
    const member = askers[index % askers.length];
    if (!member) throw new Error('no member');
    const answer = await callInProcess(server.app, API.withdraw.withdraw, { method: 'coin', amount: String(20 + (index % 50)), payPassword: PAY_PASSWORD, requestId: `bench-withdraw-${process.pid}-${index}` }, member.remoteAddress, member.token);
    if (answer.code !== CODE.OK) throw new Error(`withdraw: ${answer.code} ${answer.msg}`);
    return String(answer.data?.orderNo);
  });
}

/** The baseline: `transfers` token transfers signed beforehand by a funded key, handed to the node side by side in batches of 100, then mined. */
async function bareBroadcastOnce(chain: DepositChain, transfers: number): Promise<number> {
  const sender = privateKeyToAccount(keccak256(randomBytes(32)));
  await chain.fund(sender.address, HOT_FLOAT);
  const client = createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 0, batch: { batchSize: RPC_BATCH_SIZE } }) });
  const fees = await client.estimateFeesPerGas();
  const signed: Hex[] = await Promise.all(
    Array.from({ length: transfers }, (_, nonce) =>
      sender.signTransaction({
        type: 'eip1559',
        chainId: DEV_CHAIN_ID,
        nonce,
        to: chain.token,
        gas: 100_000n,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [getAddress(`0x${randomBytes(20).toString('hex')}`), 1_000_000n] }),
        ...fees,
      }),
    ),
  );
  const started = performance.now();
  await Promise.all(signed.map((serializedTransaction) => client.sendRawTransaction({ serializedTransaction })));
  const ms = performance.now() - started;
  await chain.mine(1);
  return ms;
}

/** The baseline, run BASELINE_RUNS times (a fresh sender each), its median compared. */
async function bareBroadcast(chain: DepositChain, transfers: number): Promise<Baseline> {
  const runsMs: number[] = [];
  for (let run = 0; run < BASELINE_RUNS; run += 1) runsMs.push(await bareBroadcastOnce(chain, transfers));
  const ms = [...runsMs].sort((a, b) => a - b)[Math.floor(BASELINE_RUNS / 2)] ?? Number.NaN;
  return { transfers, ms, perSecond: transfers / (ms / 1000), runsMs };
}

async function sendsOf(db: BenchServer['app']['deps']['db'], orderNos: readonly string[]) {
  return db
    .select({ reference: chainSends.reference, toAddress: chainSends.toAddress, units: chainSends.units, status: chainSends.status, createdAt: chainSends.createdAt, broadcastAt: chainSends.broadcastAt })
    .from(chainSends)
    .where(inArray(chainSends.reference, [...orderNos]));
}

async function broadcastCount(db: BenchServer['app']['deps']['db'], orderNos: readonly string[]): Promise<number> {
  return (await sendsOf(db, orderNos)).filter((send) => send.broadcastAt !== null).length;
}

async function checkWithdrawals(db: BenchServer['app']['deps']['db'], chain: DepositChain, hot: Hex, orderNos: readonly string[]): Promise<WithdrawalCheck> {
  const sends = await sendsOf(db, orderNos);
  const owed = new Map<string, bigint>();
  for (const send of sends) owed.set(send.toAddress, (owed.get(send.toAddress) ?? 0n) + BigInt(send.units));
  let recipientsShort = 0;
  for (const [address, units] of owed) if ((await chain.balanceOf(address as Hex)) !== units) recipientsShort += 1;
  const rows = await db.select({ status: withdrawals.status }).from(withdrawals).where(inArray(withdrawals.orderNo, [...orderNos]));
  const [entries] = await db.select({ n: count() }).from(journalEntries).where(eq(journalEntries.kind, 'withdrawal_paid'));
  const check = {
    sends: sends.length,
    confirmed: sends.filter((send) => send.status === 'confirmed').length,
    paid: rows.filter((row) => row.status === 'paid').length,
    payEntries: entries?.n ?? 0,
    hotTransactions: await chain.transactionCount(hot),
    recipientsShort,
  };
  const problems = (await checkLedger(db)).map(describeDiscrepancy);
  const total = orderNos.length;
  if (check.sends !== total || check.confirmed !== total) problems.push(`${check.sends} sends, ${check.confirmed} confirmed, for ${total} withdrawals`);
  if (check.paid !== total || check.payEntries !== total) problems.push(`${check.paid} withdrawals paid and ${check.payEntries} pay-out entries for ${total}`);
  if (check.hotTransactions !== total) problems.push(`the hot wallet made ${check.hotTransactions} transactions for ${total} withdrawals`);
  if (recipientsShort > 0) problems.push(`${recipientsShort} recipients hold other than what was sent to them`);
  return { ...check, problems };
}

async function measure(database: Database, chain: DepositChain): Promise<WithdrawalFigures> {
  const dataDir = await mkdtemp(join(tmpdir(), 'meridian-bench-withdrawals-'));
  const adminUrl = process.env.DATABASE_URL;
  const created = database === 'postgres' && adminUrl ? await createBenchDatabase(adminUrl, 'meridian_bench_withdrawals') : undefined;
  const env = { CHAIN_ERC20_RPC_URL: chain.rpcUrl, CHAIN_ERC20_TOKEN: chain.token, CHAIN_ERC20_DECIMALS: '6', CHAIN_ERC20_CONFIRMATIONS: String(CONFIRMATIONS), CHAIN_ERC20_XPUB: BENCH_XPUB, CHAIN_SIGNER: 'on' };
  const server = await startBenchServer({ dataDir, database, env, ...(created ? { databaseUrl: created.url } : {}), overrides: { passwordCost: CHEAP_SCRYPT, limits: { ...DEFAULT_LIMITS } } });
  // The signer's own connection, as `npm run signer` opens one; beside the embedded database, the server's (one process holds it).
  const signerDatabase = created ? await openDatabase({ kind: 'postgres', url: created.url, poolSize: 4 }) : undefined;
  const signerDb = signerDatabase?.db ?? server.app.deps.db;
  const lock = signerDatabase ?? { tryAdvisoryLock: () => Promise.resolve({ lost: new Promise<void>(() => undefined), release: () => Promise.resolve() }) };
  let signer: { stop(): Promise<void> } | undefined;
  try {
    const { db } = server.app.deps;
    const settings = await server.app.deps.settings.get('withdraw');
    await server.app.deps.settings.set('withdraw', { ...settings, rules: { ...settings.rules, dailyCount: WITHDRAWALS + PACED } });
    const askers = await readyMembers(server);
    const orderNos = await askWithdrawals(server, askers, WITHDRAWALS + PACED);
    const [loaded, paced] = [orderNos.slice(0, WITHDRAWALS), orderNos.slice(WITHDRAWALS)];
    console.log(`  ${askers.length} members asked ${orderNos.length} coin withdrawals; the bare baseline…`);
    const baseline = await bareBroadcast(chain, WITHDRAWALS);

    const keys = signerKeys(randomBytes(32));
    await chain.fund(keys.hot.address, HOT_FLOAT);
    const review = { actor: 'bench', caches: server.app.deps.caches, coinPayouts: server.app.deps.coinPayouts };
    await inBatches(loaded, (orderNo) => payWithdrawal(db, orderNo, review));
    console.log(`  ${loaded.length} approved; the signer starts…`);
    const running = startSigner({
      db: signerDb,
      database: lock,
      network: 'ERC20',
      rpcUrl: chain.rpcUrl,
      token: chain.token,
      confirmations: CONFIRMATIONS,
      keys,
      log: { info: () => undefined, error: (error: unknown, message: string) => { console.error(message, error); } },
      onFinished: settleSentWithdrawal,
    });
    signer = running;
    // A signer process starts once and runs for days: timed from when its signing threads are up.
    await running.ready;
    const started = performance.now();
    await waitUntil(async () => (await broadcastCount(db, loaded)) === loaded.length, 'every approved withdrawal broadcast');
    const ms = performance.now() - started;

    for (const orderNo of paced) {
      const next = performance.now() + PACE_MS;
      await payWithdrawal(db, orderNo, review);
      await delay(Math.max(0, next - performance.now()));
    }
    await waitUntil(async () => (await broadcastCount(db, paced)) === paced.length, 'every paced withdrawal broadcast');
    const pacedSends = await sendsOf(db, paced);
    const latencies = pacedSends.flatMap((send) => (send.broadcastAt === null ? [] : [send.broadcastAt.getTime() - send.createdAt.getTime()]));

    console.log('  all broadcast; mining until every send is final…');
    await waitUntil(async () => {
      await chain.mine(1);
      const rows = await db.select({ n: count() }).from(withdrawals).where(and(inArray(withdrawals.orderNo, orderNos), eq(withdrawals.status, 'paid')));
      return (rows[0]?.n ?? 0) === orderNos.length;
    }, 'every withdrawal paid');
    await signer.stop();
    signer = undefined;
    return {
      database,
      baseline,
      throughput: { sends: loaded.length, ms, perSecond: loaded.length / (ms / 1000) },
      approvalToBroadcast: spread(latencies),
      check: await checkWithdrawals(db, chain, keys.hot.address, orderNos),
    };
  } finally {
    await signer?.stop();
    await signerDatabase?.close();
    await server.close();
    await created?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

function print(figures: WithdrawalFigures): Record<string, boolean> {
  const { baseline, throughput, approvalToBroadcast: latency, check } = figures;
  const ratio = throughput.perSecond / baseline.perSecond;
  const verdicts = {
    'bar: sends/s >= 0.3x bare sendRawTransaction': ratio >= BAR_RATIO,
    'bar: nothing sent twice, ledger check passes': check.problems.length === 0,
    'goal: sends/s >= 0.7x bare sendRawTransaction': ratio >= GOAL_RATIO,
  };
  console.log(
    [
      `${figures.database === 'pglite' ? 'PGlite' : 'PostgreSQL'}:`,
      `  signer: ${throughput.sends} approved withdrawals signed, stored and broadcast in ${(throughput.ms / 1000).toFixed(2)} s from its start = ${throughput.perSecond.toFixed(0)} sends/s`,
      `  baseline: bare sendRawTransaction of ${baseline.transfers} pre-signed transfers in ${baseline.ms.toFixed(0)} ms (median of ${baseline.runsMs.map((ms) => ms.toFixed(0)).join(', ')} ms) = ${baseline.perSecond.toFixed(0)} /s; signer / bare = ${ratio.toFixed(2)}`,
      `  approval to broadcast, one approval every ${PACE_MS} ms: p50 ${latency.p50} ms, p99 ${latency.p99} ms, max ${latency.max} ms (${latency.count} withdrawals)`,
      `  exactly once: ${check.sends} sends, ${check.confirmed} confirmed, ${check.paid} withdrawals paid, ${check.payEntries} pay-out entries, ${check.hotTransactions} hot-wallet transactions, ${check.recipientsShort} recipients short`,
      `  ledger check: ${check.problems.length === 0 ? 'passed' : `FAILED\n    ${check.problems.join('\n    ')}`}`,
      ...Object.entries(verdicts).map(([name, met]) => `  ${name} — ${met ? 'MET' : 'NOT MET'}`),
    ].join('\n'),
  );
  return verdicts;
}

console.log(`bench:withdrawals — ${MEMBERS} members, ${WITHDRAWALS} withdrawals approved at once, then ${PACED} one every ${PACE_MS} ms; ${CONFIRMATIONS} confirmations`);
const ALL_DATABASES: Database[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
const databases = ALL_DATABASES.filter((database) => (process.env.BENCH_WITHDRAWALS_DATABASES ?? database).split(',').includes(database));
const recorded: Record<string, Json> = {};
const baselineRatios: Record<string, number> = {};
const verdicts: Record<string, boolean> = {};
for (const database of databases) {
  const chain = await DepositChain.start();
  try {
    const figures = await measure(database, chain);
    for (const [name, met] of Object.entries(print(figures))) verdicts[`${database}: ${name}`] = met;
    recorded[database] = { baseline: { ...figures.baseline, runsMs: [...figures.baseline.runsMs] }, throughput: { ...figures.throughput }, approvalToBroadcast: { ...figures.approvalToBroadcast }, check: { ...figures.check, problems: [...figures.check.problems] } };
    baselineRatios[`${database}: signer sends/s / bare sendRawTransaction /s`] = figures.throughput.perSecond / figures.baseline.perSecond;
  } finally {
    await chain.stop();
  }
}
await recordRun({ bench: 'withdrawals', figures: { members: MEMBERS, withdrawals: WITHDRAWALS, paced: PACED, paceMs: PACE_MS, confirmations: CONFIRMATIONS, ...recorded }, baselineRatios, verdicts });
// Something sent twice, or books that do not balance, fail the run whatever the speed.
if (Object.entries(verdicts).some(([name, met]) => name.includes('nothing sent twice') && !met)) process.exitCode = 1;
