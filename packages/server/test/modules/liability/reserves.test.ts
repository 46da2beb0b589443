import { randomBytes } from 'node:crypto';
import { Decimal } from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API, CODE, RESERVES_FORMAT, ZGetReservesResponse, checkReserves, reserveMessage, type TLiabilitySnapshot } from '@meridian/protocol';
import { signerKeys } from '../../../src/chain/signer/hot-wallet.js';
import { reserveAttestations } from '../../../src/db/schema/index.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { newMember } from '../../helpers/members.js';
import { operatorCli } from '../../operator/operator-cli.js';

/** The published reserves through the server: what the signer stored (written here as it writes it), against the same snapshot. */

let t: TestApp;
let operator: ReturnType<typeof operatorCli>;
const keys = signerKeys(randomBytes(32));

beforeAll(async () => {
  t = await buildTestApp();
  operator = operatorCli(t, 'cli:finance');
});
afterAll(async () => {
  await t.close();
});

async function snapshotNow(): Promise<TLiabilitySnapshot> {
  const outcome = await operator(['liabilities', 'snapshot']);
  expect(outcome.ok, outcome.text).toBe(true);
  return outcome.data as TLiabilitySnapshot;
}

async function reservesOf(payload: Record<string, unknown> = {}) {
  const answer = await t.api.call(API.liability.getReserves, payload);
  expect(answer.code, answer.msg).toBe(CODE.OK);
  return z.strictObject(ZGetReservesResponse.shape).parse(answer.data).reserves;
}

/** An attestation as the signer stores it: the hot wallet's `hotUnits` (6 decimals) with its signature, and a cold address. */
async function attest(snapshot: TLiabilitySnapshot, network: string, hotUnits: bigint, coldUnits: bigint): Promise<void> {
  const message = reserveMessage({ snapshotId: snapshot.id, rootHash: snapshot.rootHash, network, chainId: 31337, address: keys.hot.address });
  await t.db.insert(reserveAttestations).values({
    snapshotId: snapshot.id,
    network,
    chainId: 31337,
    token: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    decimals: 6,
    blockNumber: 120,
    blockHash: `0x${'12'.repeat(32)}`,
    entries: [
      { address: keys.hot.address, role: 'hot', units: hotUnits.toString(), message, signature: await keys.hot.signMessage({ message }) },
      { address: '0x00000000000000000000000000000000000C01d0', role: 'cold', units: coldUnits.toString(), message: '', signature: '' },
    ],
    totalUnits: (hotUnits + coldUnits).toString(),
  });
}

describe('the published reserves', () => {
  it('answers null before any liabilities snapshot, without signing in', async () => {
    expect(await reservesOf()).toBeNull();
  });

  it('answers the snapshot with no attestation and no ratio until the signer has attested it', async () => {
    await newMember(t);
    const snapshot = await snapshotNow();
    expect(await reservesOf()).toEqual({ format: RESERVES_FORMAT, snapshot, attestations: [], totalReserves: null, ratio: null });
  });

  it('answers every network attested for the newest snapshot, the reserves in the ledger currency and the ratio, and each signature checks', async () => {
    const member = await newMember(t);
    const granted = await operator(['adjust', member.username, '400', 'test', 'funds']);
    expect(granted.ok, granted.text).toBe(true);
    const snapshot = await snapshotNow();
    await attest(snapshot, 'ERC20', 300_000_000n, 150_500_000n);
    await attest(snapshot, 'POLYGON', 50_000_000n, 0n);
    const reserves = await reservesOf();
    expect(reserves?.snapshot).toEqual(snapshot);
    expect(reserves?.attestations.map((attestation) => [attestation.network, attestation.totalUnits, attestation.blockNumber])).toEqual([
      ['ERC20', '450500000', 120],
      ['POLYGON', '50000000', 120],
    ]);
    expect(reserves?.totalReserves).toBe('500.5');
    // 500.5 held against what the members are owed at the snapshot, rounded down to 4 decimals.
    expect(reserves?.ratio).toBe(new Decimal('500.5').div(snapshot.totalLiabilities).toDecimalPlaces(4, Decimal.ROUND_DOWN).toFixed(4));
    if (!reserves) throw new Error('a snapshot was taken');
    expect(checkReserves(reserves)).toMatchObject({ ok: true, entries: [{ status: 'verified' }, { status: 'unsigned' }, { status: 'verified' }, { status: 'unsigned' }] });
  });

  it('answers an older snapshot asked by its number, with its own attestations', async () => {
    const older = await snapshotNow();
    await attest(older, 'ERC20', 1_000_000n, 0n);
    const newer = await snapshotNow();
    expect((await reservesOf())?.snapshot.id).toBe(newer.id);
    const asked = await reservesOf({ snapshotId: older.id });
    expect(asked?.snapshot.id).toBe(older.id);
    expect(asked?.totalReserves).toBe('1');
  });

  it('refuses an unknown or malformed snapshot number with a clear message', async () => {
    const unknown = await t.api.call(API.liability.getReserves, { snapshotId: 999_999 });
    expect(unknown.code).toBe(CODE.NOT_FOUND);
    expect(unknown.msg).toBe('There is no proof-of-liabilities snapshot with this number.');
    const malformed = await t.api.call(API.liability.getReserves, { snapshotId: 'latest' });
    expect(malformed).toMatchObject({ code: CODE.INVALID_PARAMS, data: { fields: ['snapshotId'] } });
  });
});
