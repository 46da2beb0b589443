import { LIVE_EVENT, parseLiveContent, type TChainDepositPush } from '@meridian/protocol';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import Fastify from 'fastify';
import { z } from 'zod';
import type { WatchedNetwork } from '../../../src/chain/watcher/watched-network.js';
import type { PollContext } from '../../../src/chain/watcher/poll-once.js';
import type { Database } from '../../../src/db/client.js';
import { chainCursors, chainDeposits, journalEntries, rechargeOrders } from '../../../src/db/schema/index.js';
import type { Db } from '../../../src/db/types.js';
import { LIVE_BUS_CHANNEL } from '../../../src/live/live-bus.js';
import { DEFAULT_RECHARGE_SETTINGS } from '../../../src/settings/recharge-settings.js';
import { SettingsStore } from '../../../src/settings/settings-store.js';
import { openLedgerMember } from '../../ledger/ledger-fixtures.js';
import { createTestDatabase, type TestDatabase } from '../../helpers/test-database.js';
import { FakeChain } from './fake-chain.js';

/** USDT's 6 decimals: 1 USDT is a million units. */
export const usdt = (amount: number) => BigInt(Math.round(amount * 1_000_000));
export const SHARED_ADDRESS = '0x00000000000000000000000000000000000000cc';
export const CONFIRMATIONS = 3;

/** A recharge channel per test network (rate 1, minimum 50), so each test has a cursor of its own. */
async function channelSettings(db: Db, networks: readonly string[]): Promise<SettingsStore> {
  const settings = new SettingsStore(db, Fastify({ logger: false }).log);
  await settings.set('recharge', {
    ...DEFAULT_RECHARGE_SETTINGS,
    cryptoChannels: [
      ...DEFAULT_RECHARGE_SETTINGS.cryptoChannels,
      ...networks.map((network) => ({ code: `usdt_${network.toLowerCase()}`, coin: 'USDT', network, address: SHARED_ADDRESS, rate: '1.00', min: '50.00', max: '100000.00' })),
    ],
  });
  return settings;
}

export interface WatcherDatabase {
  testDb: TestDatabase;
  db: Db;
  settings: SettingsStore;
  /** The members made for the file, by name. */
  members: ReadonlyMap<string, number>;
}

/** A database for the test file with a channel per network and ledger members of these names. */
export function watcherDatabaseForThisFile(networks: readonly string[], memberNames: readonly string[]): () => WatcherDatabase {
  let fixture: WatcherDatabase | undefined;
  beforeAll(async () => {
    const testDb = await createTestDatabase();
    const { db } = testDb.database;
    const settings = await channelSettings(db, networks);
    const members = new Map<string, number>();
    for (const name of memberNames) members.set(name, (await openLedgerMember(db, name)).id);
    fixture = { testDb, db, settings, members };
  });
  afterAll(async () => {
    await fixture?.testDb.dispose();
  });
  return () => {
    if (fixture === undefined) throw new Error('the database is made in beforeAll: use it inside a test');
    return fixture;
  };
}

/** The id of a member the fixture made. */
export function memberOf(fixture: WatcherDatabase, name: string): number {
  const id = fixture.members.get(name);
  if (id === undefined) throw new Error(`no member ${name}`);
  return id;
}

export interface WatchedChain {
  chain: FakeChain;
  watched: WatchedNetwork;
  context: PollContext;
}

/** A watcher's owner lookup made of a test's rule for one address: what `ownersOf` answers for many. */
export function ownersIn(addresses: readonly string[], ownerOf: (address: string) => number | null): Map<string, number> {
  const owners = new Map<string, number>();
  for (const address of addresses) {
    const owner = ownerOf(address);
    if (owner !== null) owners.set(address, owner);
  }
  return owners;
}

export function watchedChain(db: Db, settings: SettingsStore, network: string, owners: ReadonlyMap<string, number>): WatchedChain {
  const chain = new FakeChain();
  const watched: WatchedNetwork = { network, token: chain.token, decimals: 6, confirmations: CONFIRMATIONS, rangeSize: 4, startBlock: 1 };
  const context: PollContext = { db, reader: chain, watched, settings, ownersOf: (addresses) => Promise.resolve(ownersIn(addresses, (address) => owners.get(address) ?? null)) };
  return { chain, watched, context };
}

export async function depositsOf(db: Db, network: string) {
  return db.select().from(chainDeposits).where(eq(chainDeposits.network, network));
}

export async function cursorOf(db: Db, network: string) {
  const [cursor] = await db.select().from(chainCursors).where(eq(chainCursors.network, network));
  return cursor;
}

/** The recharge orders and journal entries crediting a member's chain deposits. */
export async function creditsOf(db: Db, memberId: number) {
  const orders = await db.select().from(rechargeOrders).where(and(eq(rechargeOrders.memberId, memberId), eq(rechargeOrders.mode, 'crypto')));
  const entries = await Promise.all(orders.map((order) => db.select().from(journalEntries).where(eq(journalEntries.requestId, `recharge:${order.orderNo}`))));
  return { orders, entries: entries.flat() };
}

const ZBusPush = z.object({ event: z.string(), content: z.unknown(), memberId: z.number().optional() });
const ZBusPayload = z.union([ZBusPush.extend({ kind: z.literal('push') }), z.object({ kind: z.literal('pushes'), pushes: z.array(ZBusPush) })]);
/** Every chainDeposit push announced on the live bus, with the member it is for. */
export async function recordDepositPushes(database: Database): Promise<{ pushes: (TChainDepositPush & { memberId: number | undefined })[]; close(): Promise<void> }> {
  const pushes: (TChainDepositPush & { memberId: number | undefined })[] = [];
  const listening = await database.listen(LIVE_BUS_CHANNEL, {
    onNotification(payload) {
      const parsed = ZBusPayload.safeParse(JSON.parse(payload));
      if (!parsed.success) return;
      const all = parsed.data.kind === 'push' ? [parsed.data] : parsed.data.pushes;
      for (const push of all) {
        const content = push.event === LIVE_EVENT.chainDeposit ? parseLiveContent(LIVE_EVENT.chainDeposit, push.content) : null;
        if (content) pushes.push({ ...content, memberId: push.memberId });
      }
    },
    onListening: () => undefined,
    onLost: () => undefined,
  });
  return { pushes, close: () => listening.close() };
}
