import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pollOnce, type PollContext } from '../../../src/chain/watcher/poll-once.js';
import { createTronChainReader } from '../../../src/chain/watcher/tron-chain-reader.js';
import type { Db } from '../../../src/db/types.js';
import { checkLedger } from '../../../src/ledger/check-ledger.js';
import { readMemberBalance } from '../../../src/ledger/read-member-balance.js';
import type { SettingsStore } from '../../../src/settings/settings-store.js';
import { CONFIRMATIONS, creditsOf, depositsOf, memberOf, ownersIn, watcherDatabaseForThisFile } from '../watcher/watcher-kit.js';
import { FIRST_BLOCK, TronGridChain, USDT, serveTronGrid, type FakeTronGrid } from './fake-trongrid.js';

const ALICE_ADDRESS = 'TWAFRfZFmhVQZjxM3De7Mp5UZ9sLqWqpHp';
const SENDER = 'TQZ4iNhzKZvM3nQTrtK69oNwLYxWLHa248';
const fixture = watcherDatabaseForThisFile(['TRONA', 'TRONB', 'TRONC'], ['tronalice']);

let db: Db;
let settings: SettingsStore;
let alice: number;
let fake: FakeTronGrid;
/** The chain each test's TronGrid serves (one server, a chain per test). */
let chain = new TronGridChain();

const availableOf = async (memberId: number) => (await readMemberBalance(db, memberId)).available.toFixed(2);

function watching(network: string): PollContext {
  chain = new TronGridChain();
  return {
    db,
    reader: createTronChainReader({ apiUrl: fake.url }),
    watched: { network, token: USDT, decimals: 6, confirmations: CONFIRMATIONS, rangeSize: 4, startBlock: FIRST_BLOCK },
    settings,
    ownersOf: (addresses) => Promise.resolve(ownersIn(addresses, (address) => (address === ALICE_ADDRESS ? alice : null))),
  };
}

beforeAll(async () => {
  ({ db, settings } = fixture());
  alice = memberOf(fixture(), 'tronalice');
  fake = await serveTronGrid((path, body) => chain.answer(path, body));
});
afterAll(async () => {
  await fake.close();
});

describe('the chain watcher on TRON, through TronGrid’s recorded answers', () => {
  it('records a TRC-20 Transfer to a member’s address when seen and credits it once with its confirmations', async () => {
    const context = watching('TRONA');
    const before = await availableOf(alice);
    chain.mine();
    const txHash = chain.transfer({ to: ALICE_ADDRESS, units: 120_500_001n, from: SENDER });
    chain.mine();
    const seenIn = chain.head;
    await pollOnce(context);
    expect(await depositsOf(db, 'TRONA')).toMatchObject([
      { txHash, logIndex: 0, blockNumber: seenIn, blockHash: chain.headerOf(seenIn)?.blockID, fromAddress: SENDER, toAddress: ALICE_ADDRESS, memberId: alice, amount: '120.500001', status: 'seen', confirmations: 1 },
    ]);

    chain.mine(CONFIRMATIONS - 1);
    expect((await pollOnce(context)).credited).toBe(1);
    expect(await depositsOf(db, 'TRONA')).toMatchObject([{ status: 'credited', confirmations: CONFIRMATIONS }]);
    const { orders, entries } = await creditsOf(db, alice);
    expect(orders).toMatchObject([{ status: 'completed', network: 'TRONA', txid: txHash }]);
    expect(entries).toHaveLength(1);
    // The channel's rate is 1 and the platform rounds to cents: 120.500001 USDT is 120.50.
    expect(Number(await availableOf(alice)) - Number(before)).toBeCloseTo(120.5, 8);

    chain.mine(3);
    expect((await pollOnce(context)).credited).toBe(0);
    expect((await creditsOf(db, alice)).entries).toHaveLength(1);
    expect(await checkLedger(db)).toEqual([]);
  });

  it('drops a deposit whose block a re-org replaced (a block whose parentHash changed) before its confirmations', async () => {
    const context = watching('TRONB');
    chain.mine();
    const txHash = chain.transfer({ to: ALICE_ADDRESS, units: 80_000_000n });
    chain.mine();
    await pollOnce(context);
    expect(await depositsOf(db, 'TRONB')).toMatchObject([{ txHash, status: 'seen' }]);

    chain.reorg(1);
    const result = await pollOnce(context);
    expect(result.reorg).not.toBeNull();
    chain.mine(CONFIRMATIONS);
    await pollOnce(context);
    expect(await depositsOf(db, 'TRONB')).toMatchObject([{ txHash, status: 'dropped' }]);
    expect((await creditsOf(db, alice)).orders.filter((order) => order.network === 'TRONB')).toEqual([]);
  });

  it('records nothing from a malformed answer, and goes on from its cursor once TronGrid answers properly', async () => {
    const context = watching('TRONC');
    const txHash = chain.transfer({ to: ALICE_ADDRESS, units: 60_000_000n });
    chain.mine();
    fake.once('/walletsolidity/gettransactioninfobyblocknum', { json: { Error: 'class java.lang.NullPointerException : null' } });
    await expect(pollOnce(context)).rejects.toThrow(/TronGrid refused \/walletsolidity\/gettransactioninfobyblocknum/);
    expect(await depositsOf(db, 'TRONC')).toEqual([]);
    await pollOnce(context);
    expect(await depositsOf(db, 'TRONC')).toMatchObject([{ txHash, amount: '60', status: 'seen' }]);
  });
});
