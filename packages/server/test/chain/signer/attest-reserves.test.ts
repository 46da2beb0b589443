import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { createPublicClient, getAddress, http, verifyMessage, type Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, CODE, ZGetReservesResponse, checkReserves, reserveMessage, type TLiabilitySnapshot, type TPublishedReserves } from '@meridian/protocol';
import { attestReserves, reserveAttester, type ReserveAttestationContext } from '../../../src/chain/signer/attest-reserves.js';
import { signerKeys } from '../../../src/chain/signer/hot-wallet.js';
import { runVerifyReserves } from '../../../src/cli/verify-reserves.js';
import { depositAddresses, liabilitySnapshots, reserveAttestations } from '../../../src/db/schema/index.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { newMember } from '../../helpers/members.js';
import { operatorCli } from '../../operator/operator-cli.js';
import { anvilForThisFile } from '../anvil-harness.js';

const chain = anvilForThisFile();
const CONFIRMATIONS = 3;
const keys = signerKeys(randomBytes(32));
/** As chain-config.ts keeps CHAIN_<NET>_COLD_ADDRESS: checksummed. */
const COLD = getAddress('0x00000000000000000000000000000000000c01d0');
let t: TestApp;
let files: string;
let snapshot: TLiabilitySnapshot;
let reserves: TPublishedReserves;

function contextOf(overrides: Partial<ReserveAttestationContext> = {}): ReserveAttestationContext {
  return { db: t.db, network: 'ERC20', token: chain().token, client: chain().clients.reader, chainId: chain().chainId, keys, confirmations: CONFIRMATIONS, wallets: { coldAddress: COLD }, ...overrides };
}

/** The CLI's verdict on `published` as a file, and what it printed. */
async function verify(published: unknown, rpc: boolean): Promise<{ code: number; text: string }> {
  const file = path.join(files, `reserves-${randomBytes(4).toString('hex')}.json`);
  writeFileSync(file, JSON.stringify(published));
  let text = '';
  const sink = { write: (chunk: string) => void (text += chunk) };
  const code = await runVerifyReserves(rpc ? [file, '--rpc', chain().rpcUrl] : [file], sink, sink);
  return { code, text };
}

beforeAll(async () => {
  t = await buildTestApp();
  files = mkdtempSync(path.join(tmpdir(), 'meridian-reserves-'));
  // Two members with deposit addresses: one was paid 250 USDT, the other's address is empty.
  const [paid, empty] = [await newMember(t), await newMember(t)];
  await t.db.insert(depositAddresses).values([
    { memberId: paid.id, network: 'ERC20', derivationIndex: 0, address: keys.deposit(0).address },
    { memberId: empty.id, network: 'ERC20', derivationIndex: 1, address: keys.deposit(1).address },
  ]);
  const taken = await operatorCli(t, 'cli:finance')(['liabilities', 'snapshot']);
  snapshot = taken.data as TLiabilitySnapshot;
  // Blocks made after the snapshot (anvil's clock never runs behind the wall's), so one of them is pinned.
  await chain().mint(keys.hot.address, 1_000_000_000n);
  await chain().mint(keys.deposit(0).address, 250_000_000n);
  await chain().mint(COLD, 4_000_000_000n);
  await chain().mine(CONFIRMATIONS);
});
afterAll(async () => {
  rmSync(files, { recursive: true, force: true });
  await t.close();
});

describe('proof of reserves, attested by the signer on a real chain (anvil)', () => {
  it('reads every address at a pinned block, signs the controlled ones, and stores it once', async () => {
    // Mined just now, so fewer than the confirmations deep: not in the balances read.
    await chain().mint(keys.hot.address, 7n);
    const head = await chain().head();
    expect(await attestReserves(contextOf())).toBe(snapshot.id);
    // The next step (or a second signer) finds it attested and does nothing.
    expect(await attestReserves(contextOf())).toBeNull();
    const rows = await t.db.select().from(reserveAttestations).where(eq(reserveAttestations.snapshotId, snapshot.id));
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row).toMatchObject({ network: 'ERC20', chainId: chain().chainId, decimals: 6, blockNumber: Number(head) - (CONFIRMATIONS - 1), totalUnits: '5250000000' });
    expect(row?.entries.map((entry) => [entry.role, entry.address, entry.units])).toEqual([
      ['hot', keys.hot.address, '1000000000'],
      ['fee', keys.fee.address, '0'],
      ['cold', COLD, '4000000000'],
      ['deposit', keys.deposit(0).address, '250000000'],
    ]);
    // viem's own check agrees with the text the protocol builds, for every signed address.
    for (const entry of row?.entries ?? []) {
      if (entry.role === 'cold') expect(entry.signature).toBe('');
      else {
        expect(entry.message).toBe(reserveMessage({ snapshotId: snapshot.id, rootHash: snapshot.rootHash, network: 'ERC20', chainId: chain().chainId, address: entry.address }));
        expect(await verifyMessage({ address: entry.address as Address, message: entry.message, signature: entry.signature as `0x${string}` })).toBe(true);
      }
    }
  });

  it('is published without signing in, against the same snapshot, with the ratio, and checks in the protocol', async () => {
    const answer = await t.api.call(API.liability.getReserves, {});
    expect(answer.code, answer.msg).toBe(CODE.OK);
    const published = ZGetReservesResponse.parse(answer.data).reserves;
    if (published === null) throw new Error('a snapshot was taken');
    reserves = published;
    expect(reserves.snapshot).toEqual(snapshot);
    expect(reserves.totalReserves).toBe('5250');
    expect(checkReserves(reserves)).toMatchObject({ ok: true, totalReserves: '5250' });
  });

  it('the command line verifies the file, signatures and balances at the block', async () => {
    const { code, text } = await verify(reserves, true);
    expect(code, text).toBe(0);
    expect(text).toContain(`OK   hot     ${keys.hot.address} 1000: signature verified; balance matches block`);
    expect(text).toContain(`OK   cold    ${COLD} 4000: cold address`);
    expect(text).toContain('Reserves OK.');
  });

  it('names the address whose signature is forged', async () => {
    const other = signerKeys(randomBytes(32)).hot;
    const forged = structuredClone(reserves);
    const hot = forged.attestations[0]?.entries[0];
    if (hot === undefined) throw new Error('the hot wallet is listed first');
    hot.signature = await other.signMessage({ message: hot.message });
    const { code, text } = await verify(forged, false);
    expect(code).toBe(1);
    expect(text).toContain(`FAIL hot     ${keys.hot.address} 1000: FORGED: the signature was made by another key`);
    expect(text).toContain('Reserves FAILED: 1 problem above.');
  });

  it('names the address whose balance was changed, against the chain at the pinned block', async () => {
    const changed = structuredClone(reserves);
    const attestation = changed.attestations[0];
    const deposit = attestation?.entries.find((entry) => entry.role === 'deposit');
    if (attestation === undefined || deposit === undefined) throw new Error('a deposit address is listed');
    // Totals made consistent, so only the chain can tell.
    deposit.units = '260000000';
    attestation.totalUnits = '5260000000';
    changed.totalReserves = '5260';
    changed.ratio = checkReserves(changed).ratio;
    const offline = await verify(changed, false);
    expect(offline.code, offline.text).toBe(0);
    const { code, text } = await verify(changed, true);
    expect(code).toBe(1);
    expect(text).toContain(`FAIL deposit ${deposit.address} 260: signature verified; BALANCE CHANGED: the chain held 250000000 units at block ${attestation.blockNumber}, the file says 260000000`);
  });

  it('names a block the chain has replaced', async () => {
    const moved = structuredClone(reserves);
    const attestation = moved.attestations[0];
    if (attestation === undefined) throw new Error('one network');
    attestation.blockHash = `0x${'ab'.repeat(32)}`;
    const { code, text } = await verify(moved, true);
    expect(code).toBe(1);
    expect(text).toContain(`FAIL block ${attestation.blockNumber}'s hash on the chain is`);
  });

  it('waits, storing nothing, while the token has no code at the pinned block (a chain younger than the confirmations)', async () => {
    const young = contextOf({ network: 'YOUNG', token: getAddress('0x00000000000000000000000000000000000b10c0') });
    expect(await attestReserves(young)).toBeNull();
    expect(await t.db.select().from(reserveAttestations).where(eq(reserveAttestations.network, 'YOUNG'))).toEqual([]);
  });

  it('waits, storing nothing, until a block made at or after the snapshot is confirmations deep', async () => {
    const later = contextOf({ network: 'LATER' });
    const head = await chain().clients.reader.getBlock({ blockTag: 'latest' });
    // As if the snapshot had been taken a minute after the chain's newest block.
    await t.db.update(liabilitySnapshots).set({ takenAt: new Date(Number(head.timestamp + 60n) * 1000) }).where(eq(liabilitySnapshots.id, snapshot.id));
    try {
      expect(await attestReserves(later)).toBeNull();
      await chain().mine(CONFIRMATIONS);
      expect(await attestReserves(later)).toBeNull();
      await chain().clients.control.increaseTime({ seconds: 60 });
      await chain().mine(CONFIRMATIONS);
      expect(await attestReserves(later)).toBe(snapshot.id);
      const [row] = await t.db.select().from(reserveAttestations).where(eq(reserveAttestations.network, 'LATER'));
      const pinned = await chain().clients.reader.getBlock({ blockNumber: BigInt(row?.blockNumber ?? 0) });
      expect(pinned.timestamp).toBeGreaterThanOrEqual(head.timestamp + 60n);
    } finally {
      await t.db.update(liabilitySnapshots).set({ takenAt: new Date(snapshot.takenAt) }).where(eq(liabilitySnapshots.id, snapshot.id));
    }
  });

  it('a failing node never stops the loop: logged, then left alone for a minute; an idle look comes every ten seconds', async () => {
    const second = await operatorCli(t, 'cli:finance')(['liabilities', 'snapshot']);
    const errors: string[] = [];
    const attested: string[] = [];
    let now = 0;
    const attest = reserveAttester({ info: (message) => attested.push(message), error: (_error, message) => errors.push(message) }, () => now);
    const broken = contextOf({ client: clientWithNodeDown() });
    await attest(broken);
    await attest(broken);
    expect(errors).toEqual(['the ERC20 reserves could not be attested; trying again in a minute']);
    now = 59_999;
    await attest(contextOf());
    expect(attested).toEqual([]);
    now = 60_000;
    await attest(contextOf());
    expect(errors).toHaveLength(1);
    expect(attested).toEqual([`reserves on ERC20 attested for liabilities snapshot ${(second.data as TLiabilitySnapshot).id}`]);
    // A third snapshot: the next look, ten seconds on, finds it.
    const third = await operatorCli(t, 'cli:finance')(['liabilities', 'snapshot']);
    now = 69_999;
    await attest(contextOf());
    expect(attested).toHaveLength(1);
    now = 70_000;
    await attest(contextOf());
    expect(attested.at(-1)).toBe(`reserves on ERC20 attested for liabilities snapshot ${(third.data as TLiabilitySnapshot).id}`);
    const answer = ZGetReservesResponse.parse((await t.api.call(API.liability.getReserves, {})).data);
    expect(answer.reserves?.snapshot.id).toBe((third.data as TLiabilitySnapshot).id);
    expect(answer.reserves?.attestations).toHaveLength(1);
  });
});

/** A client whose node is gone: nothing listens on the discard port, every call fails at once. */
function clientWithNodeDown(): ReserveAttestationContext['client'] {
  return createPublicClient({ transport: http('http://127.0.0.1:9', { retryCount: 0 }) });
}
