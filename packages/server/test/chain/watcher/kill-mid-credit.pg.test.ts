import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { and, eq, like, sql } from 'drizzle-orm';
import { getAddress, type Address } from 'viem';
import { chainDeposits, journalEntries, rechargeOrders } from '../../../src/db/schema/index.js';
import { checkLedger } from '../../../src/ledger/check-ledger.js';
import { readMemberBalance } from '../../../src/ledger/read-member-balance.js';
import { until } from '../../helpers/until.js';
import { anvilForThisFile } from '../anvil-harness.js';
import { runTsx, type TsxProcess } from '../dev/tsx-process.js';
import { CONFIRMATIONS, memberOf, usdt, watcherDatabaseForThisFile } from './watcher-kit.js';

const NETWORK = 'KILL';
const MEMBERS = Array.from({ length: 10 }, (_, index) => `chainkill${index}`);
const DEPOSITS_PER_MEMBER = 10;
const TOTAL = MEMBERS.length * DEPOSITS_PER_MEMBER;
const KILLS = 3;
const WATCHER = path.join(import.meta.dirname, 'fixtures', 'run-watcher.ts');

const chain = anvilForThisFile();
const fixture = watcherDatabaseForThisFile([NETWORK], MEMBERS);
const running: TsxProcess[] = [];
afterAll(async () => {
  for (const watcher of running) {
    if (watcher.child.exitCode === null && watcher.child.signalCode === null) {
      watcher.child.kill('SIGKILL');
      await watcher.exited;
    }
  }
});

describe('kill -9 of the watcher while it credits', () => {
  it('credits every deposit exactly once across SIGKILLs and restarts: one journal entry each, the ledger clean', async () => {
    const { db, testDb } = fixture();
    if (!testDb.url) throw new Error('needs PostgreSQL');
    const harness = chain();
    const startBlock = Number(await harness.head()) + 1;
    const owners = new Map<Address, number>();
    const expected = new Map<number, bigint>();
    for (const name of MEMBERS) {
      const address = getAddress(`0x${randomBytes(20).toString('hex')}`);
      const memberId = memberOf(fixture(), name);
      owners.set(address, memberId);
      for (let index = 0; index < DEPOSITS_PER_MEMBER; index += 1) {
        const units = usdt(60 + index);
        await harness.mint(address, units);
        expected.set(memberId, (expected.get(memberId) ?? 0n) + units);
      }
    }
    // Every deposit has its confirmations at once: the watcher's first poll records them all, then credits them four to a commit.
    await harness.mine(CONFIRMATIONS);
    const argument = JSON.stringify({ databaseUrl: testDb.url, rpcUrl: harness.rpcUrl, token: harness.token, network: NETWORK, startBlock, confirmations: CONFIRMATIONS, owners: Object.fromEntries(owners) });
    const credited = async () => {
      const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(chainDeposits).where(and(eq(chainDeposits.network, NETWORK), eq(chainDeposits.status, 'credited')));
      return row?.count ?? 0;
    };
    const startWatcher = () => {
      const watcher = runTsx(WATCHER, [argument], {});
      running.push(watcher);
      return watcher;
    };

    const creditedAtKills: number[] = [];
    for (let kill = 0; kill < KILLS; kill += 1) {
      const before = await credited();
      const watcher = startWatcher();
      // Killed as soon as it has committed one more batch: the rest, and the other lane's batch under way, are still to do.
      await until(async () => (await credited()) > before, { timeoutMs: 60_000, intervalMs: 10, what: `a credit after restart ${kill}: ${watcher.output().stderr}` });
      watcher.child.kill('SIGKILL');
      await watcher.exited;
      creditedAtKills.push(await credited());
    }
    expect(creditedAtKills.every((count) => count > 0 && count < TOTAL)).toBe(true);

    const last = startWatcher();
    await until(async () => (await credited()) === TOTAL, { timeoutMs: 120_000, what: `all ${TOTAL} deposits credited: ${last.output().stderr}` });
    last.child.kill('SIGKILL');
    await last.exited;

    const deposits = await db.select().from(chainDeposits).where(eq(chainDeposits.network, NETWORK));
    expect(deposits).toHaveLength(TOTAL);
    expect(deposits.every((deposit) => deposit.status === 'credited' && deposit.orderNo !== null && deposit.creditEntryId !== null)).toBe(true);
    const entries = await db
      .select({ requestId: journalEntries.requestId, count: sql<number>`count(*)::int` })
      .from(journalEntries)
      .where(like(journalEntries.requestId, 'recharge:RCCH%'))
      .groupBy(journalEntries.requestId);
    expect(entries).toHaveLength(TOTAL);
    expect(entries.every((entry) => entry.count === 1)).toBe(true);
    expect(new Set(entries.map((entry) => entry.requestId))).toEqual(new Set(deposits.map((deposit) => `recharge:${deposit.orderNo ?? ''}`)));
    const orders = await db.select({ count: sql<number>`count(*)::int` }).from(rechargeOrders).where(eq(rechargeOrders.network, NETWORK));
    expect(orders[0]?.count).toBe(TOTAL);
    for (const [memberId, units] of expected) {
      expect((await readMemberBalance(db, memberId)).available.toFixed(6)).toBe((Number(units) / 1_000_000).toFixed(6));
    }
    expect(await checkLedger(db)).toEqual([]);
  }, 300_000);
});
