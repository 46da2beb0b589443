import { describe, expect, it, vi } from 'vitest';
import { startChainWatcher } from '../../../src/chain/watcher/chain-watcher.js';
import { until } from '../../helpers/until.js';
import { CONFIRMATIONS, cursorOf, depositsOf, memberOf, usdt, watchedChain, watcherDatabaseForThisFile } from './watcher-kit.js';

const MEMBER_ADDRESS = '0x00000000000000000000000000000000000000a7';
const fixture = watcherDatabaseForThisFile(['RUNA', 'RUNB'], ['chainrunner']);

describe('the chain watcher’s runner', () => {
  it('rides out an unreachable RPC with backoff, shows it on the cursor, and credits once it answers again', async () => {
    const { testDb, db, settings } = fixture();
    const { chain, context } = watchedChain(db, settings, 'RUNA', new Map([[MEMBER_ADDRESS, memberOf(fixture(), 'chainrunner')]]));
    chain.transfer(MEMBER_ADDRESS, usdt(51));
    chain.mine(CONFIRMATIONS);
    const errors: string[] = [];
    const log = { info: () => undefined, error: (_error: unknown, message: string) => void errors.push(message) };
    // First poll succeeds (the cursor exists), then the RPC fails for a while.
    let polls = 0;
    const watcher = startChainWatcher({
      ...context,
      database: testDb.database,
      log,
      intervalMs: 20,
      onPoll: () => {
        polls += 1;
        if (polls === 1) {
          chain.failures = 4;
          chain.transfer(MEMBER_ADDRESS, usdt(52));
          chain.mine(CONFIRMATIONS);
        }
      },
    });
    try {
      await until(async () => (await cursorOf(db, 'RUNA'))?.lastError === 'RPC unreachable', { timeoutMs: 10_000, what: 'the failure shown on the cursor' });
      expect(watcher.isLeader()).toBe(true);
      await until(async () => (await depositsOf(db, 'RUNA')).filter((deposit) => deposit.status === 'credited').length === 2, { timeoutMs: 20_000, what: 'both deposits credited' });
    } finally {
      await watcher.stop();
    }
    expect(errors.length).toBeGreaterThanOrEqual(4);
    expect(await cursorOf(db, 'RUNA')).toMatchObject({ lastError: '', lastBlock: chain.head });
    expect(watcher.isLeader()).toBe(false);
  });

  it('follows a poll that lasted longer than the interval at once, with no pause on top', async () => {
    const { testDb, db, settings } = fixture();
    const { chain, context } = watchedChain(db, settings, 'RUNB', new Map());
    chain.mine(3);
    const log = { info: () => undefined, error: () => undefined };
    const polled: number[] = [];
    // Only the clock is faked: the first poll "lasts" a minute, so the next is due at once, not a minute later.
    vi.useFakeTimers({ toFake: ['Date'] });
    const watcher = startChainWatcher({
      ...context,
      database: testDb.database,
      log,
      intervalMs: 60_000,
      reader: {
        headNumber: () => {
          if (polled.length === 0) vi.setSystemTime(Date.now() + 61_000);
          return chain.headNumber();
        },
        blockHeader: (number) => chain.blockHeader(number),
        transferLogs: (token, from, to) => chain.transferLogs(token, from, to),
      },
      onPoll: (result) => void polled.push(result.head),
    });
    try {
      await until(() => polled.length >= 2, { timeoutMs: 10_000, what: 'a second poll without the minute between' });
    } finally {
      vi.useRealTimers();
      await watcher.stop();
    }
    expect(polled.slice(0, 2)).toEqual([chain.head, chain.head]);
  });
});
