import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { pollOnce } from '../../../src/chain/watcher/poll-once.js';
import { chainCursors, memberNotifications } from '../../../src/db/schema/index.js';
import type { Db } from '../../../src/db/types.js';
import { checkLedger } from '../../../src/ledger/check-ledger.js';
import { readMemberBalance } from '../../../src/ledger/read-member-balance.js';
import type { SettingsStore } from '../../../src/settings/settings-store.js';
import type { TestDatabase } from '../../helpers/test-database.js';
import { until } from '../../helpers/until.js';
import { CONFIRMATIONS, SHARED_ADDRESS, creditsOf, cursorOf, depositsOf, memberOf, recordDepositPushes, usdt, watchedChain, watcherDatabaseForThisFile } from './watcher-kit.js';

const ALICE_ADDRESS = '0x00000000000000000000000000000000000000a1';
const BOB_ADDRESS = '0x00000000000000000000000000000000000000b2';
const fixture = watcherDatabaseForThisFile(['NETA', 'NETB', 'NETC', 'NETD', 'NETE', 'NETF', 'NETG', 'NETH', 'NETI', 'NETJ'], ['chainalice', 'chainbob']);

let testDb: TestDatabase;
let db: Db;
let settings: SettingsStore;
let alice: number;
let bob: number;
let owners: Map<string, number>;

const availableOf = async (memberId: number) => (await readMemberBalance(db, memberId)).available.toFixed(2);

beforeAll(() => {
  ({ testDb, db, settings } = fixture());
  alice = memberOf(fixture(), 'chainalice');
  bob = memberOf(fixture(), 'chainbob');
  owners = new Map([
    [ALICE_ADDRESS, alice],
    [BOB_ADDRESS, bob],
  ]);
});

/** The member's notifications written under one key (issue 40). */
const noticesOf = (memberId: number, dedupeKey: string) =>
  db.select().from(memberNotifications).where(and(eq(memberNotifications.memberId, memberId), eq(memberNotifications.dedupeKey, dedupeKey)));

describe('the chain watcher', () => {
  it('records a deposit when seen, counts its confirmations up, and credits it once with a completed recharge order', async () => {
    const { chain, context } = watchedChain(db, settings, 'NETA', owners);
    const recorded = await recordDepositPushes(testDb.database);
    const before = await availableOf(alice);
    chain.mine(2);
    const txHash = chain.transfer(ALICE_ADDRESS, usdt(120.5));
    chain.mine();
    await pollOnce(context);
    expect(await depositsOf(db, 'NETA')).toMatchObject([{ txHash, logIndex: 0, memberId: alice, amount: '120.5', status: 'seen', confirmations: 1, blockNumber: 3 }]);

    chain.mine();
    await pollOnce(context);
    expect(await depositsOf(db, 'NETA')).toMatchObject([{ status: 'seen', confirmations: 2 }]);
    expect(await availableOf(alice)).toBe(before);

    chain.mine();
    const result = await pollOnce(context);
    expect(result.credited).toBe(1);
    const [deposit] = await depositsOf(db, 'NETA');
    expect(deposit).toMatchObject({ status: 'credited', confirmations: CONFIRMATIONS });
    const { orders, entries } = await creditsOf(db, alice);
    expect(orders).toMatchObject([{ status: 'completed', amount: '120.50000000', network: 'NETA', txid: txHash, orderNo: deposit?.orderNo }]);
    expect(entries).toHaveLength(1);
    expect(deposit?.creditRequestId).toBe(`recharge:${deposit?.orderNo}`);
    expect(deposit?.creditEntryId).toBe(entries[0]?.id);
    expect(Number(await availableOf(alice)) - Number(before)).toBeCloseTo(120.5, 8);

    chain.mine(3);
    await pollOnce(context);
    expect((await creditsOf(db, alice)).entries).toHaveLength(1);
    await until(() => recorded.pushes.some((push) => push.status === 'credited'), { timeoutMs: 5_000, what: 'the credited push' });
    await recorded.close();
    expect(recorded.pushes.filter((push) => push.txHash === txHash).map((push) => [push.status, push.confirmations, push.memberId])).toEqual([
      ['seen', 1, alice],
      ['seen', 2, alice],
      // Credited as soon as the head confirms it, before that head's counting: no "3 of 3, waiting" in between.
      ['credited', 3, alice],
    ]);
    expect(await checkLedger(db)).toEqual([]);
    // The member was told twice, once each: the deposit on its way, then credited (issue 40).
    expect(await noticesOf(alice, `chain:NETA:${txHash}:0`)).toMatchObject([{ kind: 'depositSeen' }]);
    expect(await noticesOf(alice, `deposit:${deposit?.orderNo ?? ''}`)).toMatchObject([{ kind: 'depositCredited', subject: deposit?.orderNo }]);
  });

  it('credits what a new head confirms before reading the blocks after it: a failing log read delays the new blocks, not the credit', async () => {
    const { chain, context } = watchedChain(db, settings, 'NETI', owners);
    const txHash = chain.transfer(BOB_ADDRESS, usdt(133));
    chain.mine(CONFIRMATIONS - 1);
    await pollOnce(context);
    expect(await depositsOf(db, 'NETI')).toMatchObject([{ txHash, status: 'seen', confirmations: CONFIRMATIONS - 1 }]);

    chain.transfer(ALICE_ADDRESS, usdt(144));
    chain.mine();
    const logsDown = { ...context, reader: { headNumber: () => chain.headNumber(), blockHeader: (number: number) => chain.blockHeader(number), transferLogs: () => Promise.reject(new Error('logs down')) } };
    await expect(pollOnce(logsDown)).rejects.toThrow('logs down');
    expect(await depositsOf(db, 'NETI')).toMatchObject([{ txHash, status: 'credited', confirmations: CONFIRMATIONS }]);
    expect((await cursorOf(db, 'NETI'))?.lastBlock).toBe(chain.head - 1);

    // The read that failed is the next poll's: the new block's deposit is recorded then, and the first not credited again.
    await pollOnce(context);
    expect((await depositsOf(db, 'NETI')).map((deposit) => [deposit.memberId, deposit.status]).sort()).toEqual([
      [alice, 'seen'],
      [bob, 'credited'],
    ]);
    expect((await creditsOf(db, bob)).entries.filter((entry) => entry.memo.includes(txHash))).toHaveLength(1);
  });

  it('reads a catch-up’s ranges ahead of each other, and keeps those before a range whose read failed', async () => {
    const { chain, context } = watchedChain(db, settings, 'NETJ', owners);
    // Ranges of 4 from block 1: a deposit in each of the first five ranges, then blocks to catch up on.
    const sent = [2, 6, 10, 14, 18].map((block) => {
      chain.mine(block - 1 - chain.head);
      const txHash = chain.transfer(ALICE_ADDRESS, usdt(100 + block));
      chain.mine();
      return txHash;
    });
    chain.mine(30);
    const asked: string[] = [];
    // The third range (9..12) fails while the ranges after it are already being read.
    const flaky = {
      ...context,
      reader: {
        headNumber: () => chain.headNumber(),
        blockHeader: (number: number) => chain.blockHeader(number),
        transferLogs: (token: string, from: number, to: number) => {
          asked.push(`${from}..${to}`);
          return from === 9 ? Promise.reject(new Error('range 9..12 unreadable')) : chain.transferLogs(token, from, to);
        },
      },
    };
    await expect(pollOnce(flaky)).rejects.toThrow('range 9..12 unreadable');
    expect(asked.slice(0, 4)).toEqual(['1..4', '5..8', '9..12', '13..16']);
    expect((await cursorOf(db, 'NETJ'))?.lastBlock).toBe(8);
    expect((await depositsOf(db, 'NETJ')).map((deposit) => deposit.txHash).sort()).toEqual(sent.slice(0, 2).sort());

    await pollOnce(context);
    expect((await cursorOf(db, 'NETJ'))?.lastBlock).toBe(chain.head);
    const deposits = await depositsOf(db, 'NETJ');
    expect(deposits.map((deposit) => deposit.txHash).sort()).toEqual([...sent].sort());
    expect(deposits.every((deposit) => deposit.status === 'credited')).toBe(true);
  });

  it('credits a log seen twice (in one answer and again after the cursor went back) only once', async () => {
    const { chain, context } = watchedChain(db, settings, 'NETB', owners);
    chain.repeatLogs = true;
    chain.transfer(BOB_ADDRESS, usdt(60));
    chain.mine(1 + CONFIRMATIONS);
    await pollOnce(context);
    await db.update(chainCursors).set({ lastBlock: 0 }).where(eq(chainCursors.network, 'NETB'));
    await pollOnce(context);
    expect(await depositsOf(db, 'NETB')).toMatchObject([{ status: 'credited', memberId: bob }]);
    expect((await creditsOf(db, bob)).orders.filter((order) => order.network === 'NETB')).toHaveLength(1);
  });

  it('drops a deposit whose block a re-org removed before its confirmations, and never credits it', async () => {
    const { chain, context } = watchedChain(db, settings, 'NETC', owners);
    const recorded = await recordDepositPushes(testDb.database);
    chain.mine(2);
    const txHash = chain.transfer(ALICE_ADDRESS, usdt(75));
    chain.mine();
    await pollOnce(context);
    expect(await depositsOf(db, 'NETC')).toMatchObject([{ status: 'seen' }]);

    chain.reorg(1);
    const result = await pollOnce(context);
    expect(result.reorg).toMatchObject({ dropped: 1, halted: false });
    expect(await depositsOf(db, 'NETC')).toMatchObject([{ txHash, status: 'dropped' }]);
    expect(await cursorOf(db, 'NETC')).toMatchObject({ reorgs: 1, lastReorgDepth: 1, haltedAt: null });

    chain.mine(CONFIRMATIONS + 2);
    await pollOnce(context);
    expect(await depositsOf(db, 'NETC')).toMatchObject([{ status: 'dropped' }]);
    expect((await creditsOf(db, alice)).orders.filter((order) => order.network === 'NETC')).toHaveLength(0);
    await until(() => recorded.pushes.some((push) => push.txHash === txHash && push.status === 'dropped'), { timeoutMs: 5_000, what: 'the dropped push' });
    await recorded.close();
  });

  it('sees again, and credits once, a deposit the new branch of a re-org includes again', async () => {
    const { chain, context } = watchedChain(db, settings, 'NETD', owners);
    chain.transfer(BOB_ADDRESS, usdt(80));
    chain.mine();
    await pollOnce(context);
    const [first] = await depositsOf(db, 'NETD');
    chain.reorg(1, true);
    await pollOnce(context);
    const again = await depositsOf(db, 'NETD');
    expect(again).toMatchObject([{ status: 'seen', blockNumber: 1, blockHash: (await chain.blockHeader(1))?.hash }]);
    expect(again[0]?.blockHash).not.toBe(first?.blockHash);
    chain.mine(CONFIRMATIONS);
    await pollOnce(context);
    expect(await depositsOf(db, 'NETD')).toMatchObject([{ status: 'credited' }]);
    expect((await creditsOf(db, bob)).orders.filter((order) => order.network === 'NETD')).toHaveLength(1);
  });

  it('halts crediting on the network and raises the alert when a re-org removes a credited deposit, reversing nothing', async () => {
    const { chain, context } = watchedChain(db, settings, 'NETE', owners);
    chain.mine(2);
    const lostTx = chain.transfer(ALICE_ADDRESS, usdt(90));
    chain.mine(CONFIRMATIONS);
    await pollOnce(context);
    expect(await depositsOf(db, 'NETE')).toMatchObject([{ status: 'credited' }]);
    const credited = await availableOf(alice);

    chain.reorg(CONFIRMATIONS + 1);
    const result = await pollOnce(context);
    expect(result).toMatchObject({ halted: true, reorg: { creditedLost: 1, halted: true } });
    const cursor = await cursorOf(db, 'NETE');
    expect(cursor?.haltedAt).not.toBeNull();
    expect(cursor?.haltReason).toContain(lostTx);
    const [lost] = await depositsOf(db, 'NETE');
    expect(lost).toMatchObject({ status: 'credited' });
    expect(lost?.reorgedAt).not.toBeNull();
    expect(await availableOf(alice)).toBe(credited);

    const laterTx = chain.transfer(BOB_ADDRESS, usdt(55));
    chain.mine(CONFIRMATIONS + 2);
    await pollOnce(context);
    const later = (await depositsOf(db, 'NETE')).find((deposit) => deposit.txHash === laterTx);
    expect(later).toMatchObject({ status: 'seen', confirmations: CONFIRMATIONS + 2 });
    expect((await creditsOf(db, bob)).orders.filter((order) => order.network === 'NETE')).toHaveLength(0);
  });

  it('credits exactly once after a crash inside the credit transaction', async () => {
    const { chain, context } = watchedChain(db, settings, 'NETF', owners);
    // The crash: the statement that marks the deposit credited fails, after the order and the entry were written.
    await db.execute(sql`create function chain_test_crash() returns trigger language plpgsql as $$
      begin if new.status = 'credited' and new.network = 'NETF' then raise exception 'crash while crediting'; end if; return new; end $$`);
    await db.execute(sql`create trigger chain_test_crash before update on chain_deposits for each row execute function chain_test_crash()`);
    chain.transfer(ALICE_ADDRESS, usdt(65));
    chain.transfer(SHARED_ADDRESS, usdt(70));
    chain.transfer(BOB_ADDRESS, usdt(10));
    chain.transfer('0x00000000000000000000000000000000000000dd', usdt(99));
    chain.mine(CONFIRMATIONS);
    await expect(pollOnce(context)).rejects.toThrow();
    expect((await creditsOf(db, alice)).orders.filter((order) => order.network === 'NETF')).toHaveLength(0);
    expect(await depositsOf(db, 'NETF')).toHaveLength(3);

    await db.execute(sql`drop trigger chain_test_crash on chain_deposits`);
    await db.execute(sql`drop function chain_test_crash()`);
    await pollOnce(context);
    await pollOnce(context);
    const deposits = await depositsOf(db, 'NETF');
    expect(deposits.map((deposit) => [deposit.toAddress, deposit.status, deposit.unmatchedReason]).sort()).toEqual([
      [ALICE_ADDRESS, 'credited', ''],
      [SHARED_ADDRESS, 'unmatched', 'no_owner'],
      [BOB_ADDRESS, 'unmatched', 'below_minimum'],
    ].sort());
    const { orders, entries } = await creditsOf(db, alice);
    expect(orders.filter((order) => order.network === 'NETF')).toHaveLength(1);
    expect(entries.filter((entry) => entry.memo.includes('NETF'))).toHaveLength(1);
    // The books balance; the one thing named is the deep re-org's credited deposit of an earlier test (NETE), for review.
    expect((await checkLedger(db)).map((discrepancy) => (discrepancy.kind === 'deposit_reorged' ? discrepancy.network : discrepancy.kind))).toEqual(['NETE']);
  });

  it('credits the other deposits of a poll when one credit fails, and that one once it can', async () => {
    const { chain, context } = watchedChain(db, settings, 'NETG', owners);
    const failing = chain.transfer(ALICE_ADDRESS, usdt(61));
    const fine = chain.transfer(BOB_ADDRESS, usdt(62));
    // Only Alice's credit fails, after its order and entry were written in its savepoint.
    await db.execute(sql.raw(`create function chain_test_one() returns trigger language plpgsql as $$
      begin if new.status = 'credited' and new.tx_hash = '${failing}' then raise exception 'this one deposit fails'; end if; return new; end $$`));
    await db.execute(sql`create trigger chain_test_one before update on chain_deposits for each row execute function chain_test_one()`);
    chain.mine(CONFIRMATIONS);
    await expect(pollOnce(context)).rejects.toThrow('1 of 2 NETG credits failed; the other 1 were credited');
    const byTx = async () => new Map((await depositsOf(db, 'NETG')).map((deposit) => [deposit.txHash, deposit.status]));
    expect(await byTx()).toEqual(new Map([[failing, 'seen'], [fine, 'credited']]));
    expect((await creditsOf(db, alice)).orders.filter((order) => order.network === 'NETG')).toHaveLength(0);

    await db.execute(sql`drop trigger chain_test_one on chain_deposits`);
    await db.execute(sql`drop function chain_test_one()`);
    expect((await pollOnce(context)).credited).toBe(1);
    expect(await byTx()).toEqual(new Map([[failing, 'credited'], [fine, 'credited']]));
    for (const member of [alice, bob]) {
      const { orders, entries } = await creditsOf(db, member);
      expect(orders.filter((order) => order.network === 'NETG')).toHaveLength(1);
      expect(entries.filter((entry) => entry.memo.includes('NETG'))).toHaveLength(1);
      // One notification for its credit: the credit rolled back at first took its notification with it.
      const [order] = orders.filter((each) => each.network === 'NETG');
      expect(await noticesOf(member, `deposit:${order?.orderNo ?? ''}`)).toHaveLength(1);
    }
  });

  it('says a poll left blocks to read, so the next follows at once, and not once it has caught up', async () => {
    const { chain, context } = watchedChain(db, settings, 'NETH', owners);
    // 20 ranges of 4 blocks a poll: 100 blocks take two.
    chain.mine(100);
    const first = await pollOnce(context);
    expect(first).toMatchObject({ head: 100, cursor: 80, more: true });
    expect(await pollOnce(context)).toMatchObject({ head: 100, cursor: 100, more: false });
  });
});
