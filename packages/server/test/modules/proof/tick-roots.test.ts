import { API, CHAIN_GENESIS, CODE, ZGetTickRootsResponse, chainRoot, type TTickRoot } from '@meridian/protocol';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PriceTick } from '../../../src/market/candles.js';
import { recordTicks } from '../../../src/market/tick-store.js';
import { parseCommand } from '../../../src/operator/parse-command.js';
import { runCommand } from '../../../src/operator/operator-commands.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';

/**
 * getTickRoots lists the chain by time for anyone to copy, a bounded page at a time; `verify chain`
 * checks it on the database, from and to a time.
 */
const START = Date.UTC(2026, 0, 5, 12, 0, 0);
const SECONDS = 120;
let t: TestApp;

beforeAll(async () => {
  // No market runs here: the record is these 120 seconds of two pairs.
  t = await buildTestApp();
  const ticks: PriceTick[] = [];
  for (let second = 0; second < SECONDS; second += 1) {
    for (const allname of ['BTC/USDT', 'ETH/USDT']) ticks.push({ allname, at: START + second * 1000, price: `${1000 + second}.5`, volume: '1' });
  }
  await recordTicks(t.db, ticks);
});
afterAll(async () => {
  await t.close();
});

async function rootsPage(payload: Record<string, unknown>) {
  const answer = await t.api.call(API.proof.getTickRoots, payload);
  expect(answer.code).toBe(CODE.OK);
  return ZGetTickRootsResponse.parse(answer.data);
}

describe('getTickRoots', () => {
  it('lists a range of roots in chain order, page by page, to anyone: a copy that checks link by link', async () => {
    const copy: TTickRoot[] = [];
    let afterSeq = 0;
    for (;;) {
      const page = await rootsPage({ from: START, to: START + SECONDS * 1000, afterSeq, limit: 50 });
      copy.push(...page.list);
      if (page.nextAfterSeq === null) break;
      expect(page.list).toHaveLength(50);
      afterSeq = page.nextAfterSeq;
    }
    expect(copy.map((root) => root.seq)).toEqual(Array.from({ length: SECONDS }, (_, index) => index + 1));
    let previous = CHAIN_GENESIS;
    for (const root of copy) {
      expect(root).toMatchObject({ second: START + (root.seq - 1) * 1000, tickCount: 2 });
      expect(root.root).toBe(chainRoot(previous, root.merkle));
      previous = root.root;
    }
  });

  it('lists only the seconds asked for', async () => {
    const page = await rootsPage({ from: START + 10_000, to: START + 13_000 });
    expect(page.list.map((root) => root.second)).toEqual([10, 11, 12].map((second) => START + second * 1000));
    expect(page.nextAfterSeq).toBeNull();
    expect((await rootsPage({ from: START - 60_000, to: START })).list).toEqual([]);
  });

  it.each([
    ['a range longer than a day', { from: START, to: START + 86_400_001 }, 'to'],
    ['a range that ends before it starts', { from: START, to: START }, 'to'],
    ['a page over 1,000', { from: START, to: START + 1000, limit: 1001 }, 'limit'],
    ['no range', {}, 'from'],
  ])('refuses %s with INVALID_PARAMS', async (_, payload, field) => {
    const answer = await t.api.call(API.proof.getTickRoots, payload);
    expect(answer.code).toBe(CODE.INVALID_PARAMS);
    expect(answer.data.fields).toContain(field);
  });
});

describe('verify chain', () => {
  it('passes on an honest record and says how fast it went', async () => {
    const outcome = await runCommand(t.db, { name: 'verify-chain' }, { actor: 'cli:test' });
    expect(outcome.ok).toBe(true);
    expect(outcome.text).toMatch(/^Tick chain OK: 120 roots \(seq 1 to 120\), 240 ticks in [\d.]+ s \([\d,]+ ticks\/s\); 0 seconds checked by their links only/);
  });

  it('checks from and to a time, as typed on the command line', async () => {
    const command = parseCommand(['verify', 'chain', '--from', new Date(START + 60_000).toISOString(), '--to', new Date(START + 69_000).toISOString()]);
    expect(command).toEqual({ name: 'verify-chain', from: '2026-01-05T12:01:00.000Z', to: '2026-01-05T12:01:09.000Z' });
    if (!command) throw new Error('a command');
    const outcome = await runCommand(t.db, command, { actor: 'cli:test' });
    expect(outcome.text).toMatch(/^Tick chain OK: 10 roots \(seq 61 to 70\), 20 ticks/);
    expect(parseCommand(['verify', 'chain', '--from', 'yesterday'])).toBeNull();
  });

  it('fails on a changed tick, naming its second', async () => {
    await t.db.execute(sql`update market_ticks set price = 1 where allname = 'BTC/USDT' and at = ${START + 30_000}`);
    const outcome = await runCommand(t.db, { name: 'verify-chain' }, { actor: 'cli:test' });
    expect(outcome.ok).toBe(false);
    expect(outcome.text).toContain(`Tick chain FAILED (1 problem)`);
    expect(outcome.text).toContain(`the ticks of ${new Date(START + 30_000).toISOString()} do not give root 31: 2 of 2 ticks recorded, Merkle root differs`);
  });
});
