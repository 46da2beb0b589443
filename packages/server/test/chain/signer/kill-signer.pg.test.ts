import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { getAddress, type Address } from 'viem';
import { hotWalletAccount } from '../../../src/chain/signer/hot-wallet.js';
import { queueSend } from '../../../src/chain/signer/send-store.js';
import { chainSends } from '../../../src/db/schema/index.js';
import type { Db } from '../../../src/db/types.js';
import { createTestDatabase, type TestDatabase } from '../../helpers/test-database.js';
import { until } from '../../helpers/until.js';
import { anvilForThisFile } from '../anvil-harness.js';
import { runTsx, type TsxProcess } from '../dev/tsx-process.js';
import { startSlowBroadcastProxy } from './fixtures/slow-broadcast-proxy.js';

const NETWORK = 'KILLSIGN';
const SENDS = 24;
const CONFIRMATIONS = 2;
const KILLS = 4;
/** Broadcasts held this long on their way to the node: a kill lands between storing and broadcasting. */
const BROADCAST_DELAY_MS = 300;
const SIGNER = path.join(import.meta.dirname, 'fixtures', 'run-signer.ts');

const chain = anvilForThisFile();
const running: TsxProcess[] = [];
let testDb: TestDatabase | undefined;
let proxy: Awaited<ReturnType<typeof startSlowBroadcastProxy>> | undefined;
afterAll(async () => {
  await proxy?.close();
  for (const signer of running) {
    if (signer.child.exitCode === null && signer.child.signalCode === null) {
      signer.child.kill('SIGKILL');
      await signer.exited;
    }
  }
  await testDb?.dispose();
});

async function countIn(db: Db, statuses: readonly string[]): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(chainSends)
    .where(and(eq(chainSends.network, NETWORK), sql`${chainSends.status} in ${statuses}`));
  return row?.count ?? 0;
}

describe('kill -9 of the signer while it signs, broadcasts and follows', () => {
  it('sends every queued transfer exactly once across SIGKILLs and restarts: one transaction each, the nonces in one unbroken sequence', async () => {
    testDb = await createTestDatabase();
    if (!testDb.url) throw new Error('needs PostgreSQL');
    const { db } = testDb.database;
    const harness = chain();
    const seed = randomBytes(32).toString('hex');
    const hot = hotWalletAccount(Uint8Array.from(Buffer.from(seed, 'hex')));
    await harness.clients.control.setBalance({ address: hot.address, value: 10n ** 18n });
    await harness.mint(hot.address, 10n ** 12n);
    const expected = new Map<Address, bigint>();
    for (let index = 0; index < SENDS; index += 1) {
      const to = getAddress(`0x${randomBytes(20).toString('hex')}`);
      const units = 1_000_000n + BigInt(index);
      expected.set(to, units);
      await queueSend(db, { network: NETWORK, purpose: 'withdrawal', reference: `WD-KILL-${index}`, token: harness.token, toAddress: to, units });
    }
    proxy = await startSlowBroadcastProxy(harness.rpcUrl, BROADCAST_DELAY_MS);
    const argument = JSON.stringify({ databaseUrl: testDb.url, rpcUrl: proxy.url, token: harness.token, network: NETWORK, confirmations: CONFIRMATIONS, seed });
    const startSigner = () => {
      const signer = runTsx(SIGNER, [argument], {});
      running.push(signer);
      return signer;
    };

    // Each life is killed as soon as it has moved one more send on (stored, broadcast, or final): the others are mid-way.
    const progress = () => countIn(db, ['signed', 'broadcast', 'confirmed']).then(async (moved) => moved + (await countIn(db, ['broadcast', 'confirmed'])) + (await countIn(db, ['confirmed'])));
    const storedAtKills: number[] = [];
    for (let kill = 0; kill < KILLS; kill += 1) {
      const before = await progress();
      const signer = startSigner();
      await until(async () => (await progress()) > before, { timeoutMs: 60_000, intervalMs: 5, what: `progress after restart ${kill}: ${signer.output().stderr}` });
      signer.child.kill('SIGKILL');
      await signer.exited;
      storedAtKills.push(await countIn(db, ['signed']));
      // Blocks pass while it is down, as on a real chain.
      await harness.mine(1);
    }
    expect(await countIn(db, ['confirmed'])).toBeLessThan(SENDS);
    // At least one life died with transactions stored and not yet broadcast (the first, right after its first signature).
    expect(storedAtKills.some((stored) => stored > 0)).toBe(true);

    const last = startSigner();
    const mining = setInterval(() => void harness.mine(1).catch(() => undefined), 50);
    try {
      await until(async () => (await countIn(db, ['confirmed'])) === SENDS, { timeoutMs: 120_000, what: `all ${SENDS} sends confirmed: ${last.output().stderr}` });
    } finally {
      clearInterval(mining);
    }
    last.child.kill('SIGKILL');
    await last.exited;

    for (const [to, units] of expected) expect(await harness.balanceOf(to)).toBe(units);
    // One transaction per send: the hot address's nonce moved once for each, none skipped, none repeated.
    expect(await harness.clients.reader.getTransactionCount({ address: hot.address })).toBe(SENDS);
    const nonces = (await db.select({ nonce: chainSends.nonce }).from(chainSends).where(eq(chainSends.network, NETWORK))).map((row) => row.nonce).sort((a, b) => (a ?? 0) - (b ?? 0));
    expect(nonces).toEqual(Array.from({ length: SENDS }, (_, index) => index));
    // Five signer processes started one after another: its own waits (each named above) say what hangs, not the project's 30 s.
  }, 240_000);
});
