import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChainWatcher, type ChainWatcher } from '../../../src/chain/watcher/chain-watcher.js';
import { openDatabase, type Database } from '../../../src/db/client.js';
import { until } from '../../helpers/until.js';
import { CONFIRMATIONS, depositsOf, memberOf, usdt, watchedChain, watcherDatabaseForThisFile } from './watcher-kit.js';

const MEMBER_ADDRESS = '0x00000000000000000000000000000000000000a8';
const QUIET = { info: () => undefined, error: () => undefined };
const fixture = watcherDatabaseForThisFile(['LEAD'], ['chainleader']);

/** A second process's connections to the same database. */
let second: Database;
beforeAll(async () => {
  const { url } = fixture().testDb;
  if (!url) throw new Error('needs PostgreSQL');
  second = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
});
afterAll(async () => {
  await second.close();
});

describe('one watcher per network across processes', () => {
  it('lets one process watch at a time and hands over when it stops, crediting each deposit once', async () => {
    const { testDb, db, settings } = fixture();
    const { chain, context } = watchedChain(db, settings, 'LEAD', new Map([[MEMBER_ADDRESS, memberOf(fixture(), 'chainleader')]]));
    const credited = async () => (await depositsOf(db, 'LEAD')).filter((deposit) => deposit.status === 'credited').length;
    const first = startChainWatcher({ ...context, database: testDb.database, log: QUIET, intervalMs: 50 });
    await until(() => first.isLeader(), { timeoutMs: 10_000, what: 'the first watcher leading' });
    const other: ChainWatcher = startChainWatcher({ ...context, db: second.db, database: second, log: QUIET, intervalMs: 50 });
    try {
      chain.transfer(MEMBER_ADDRESS, usdt(60));
      chain.mine(CONFIRMATIONS);
      await until(async () => (await credited()) === 1, { timeoutMs: 10_000, what: 'the first deposit credited' });
      expect(other.isLeader()).toBe(false);

      await first.stop();
      chain.transfer(MEMBER_ADDRESS, usdt(70));
      chain.mine(CONFIRMATIONS);
      await until(() => other.isLeader(), { timeoutMs: 10_000, what: 'the other process taking over' });
      await until(async () => (await credited()) === 2, { timeoutMs: 10_000, what: 'the second deposit credited' });
    } finally {
      await first.stop();
      await other.stop();
    }
    expect(await depositsOf(db, 'LEAD')).toHaveLength(2);
  });
});
