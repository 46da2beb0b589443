import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { getAddress, type Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collect } from '../../../src/chain/signer/collect.js';
import { signerKeys } from '../../../src/chain/signer/hot-wallet.js';
import { signerStep, type SignerContext } from '../../../src/chain/signer/signer-steps.js';
import { chainDeposits, chainSends, depositAddresses } from '../../../src/db/schema/index.js';
import { checkLedger } from '../../../src/ledger/check-ledger.js';
import { readMemberBalance } from '../../../src/ledger/read-member-balance.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { newMember } from '../../helpers/members.js';
import { anvilForThisFile } from '../anvil-harness.js';

const chain = anvilForThisFile();
const NETWORK = 'ERC20';
const CONFIRMATIONS = 2;
const keys = signerKeys(randomBytes(32));
const COLD = getAddress(`0x${randomBytes(20).toString('hex')}`);
/** 25 demo USDT: above the threshold of 10. */
const DEPOSIT_UNITS = 25_000_000n;
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  // The fee wallet holds the network's coin; the hot wallet holds tokens and gas.
  await chain().clients.control.setBalance({ address: keys.fee.address, value: 10n ** 18n });
  await chain().clients.control.setBalance({ address: keys.hot.address, value: 10n ** 18n });
});
afterAll(async () => {
  await t.close();
});

function signer(wallets: SignerContext['wallets']): SignerContext {
  return { db: t.db, network: NETWORK, token: chain().token, client: chain().clients.reader, chainId: chain().chainId, account: keys.hot, keys, wallets, confirmations: CONFIRMATIONS, replaceAfterMs: 60_000 };
}

/** A member's deposit address (index `index` of the seed's account 0) with a credited deposit of `units` on chain. */
async function creditedDeposit(index: number, units: bigint): Promise<{ memberId: number; address: Address }> {
  const member = await newMember(t);
  const address = keys.deposit(index).address;
  await t.db.insert(depositAddresses).values({ memberId: member.id, network: NETWORK, derivationIndex: index, address });
  const receipt = await chain().mint(address, units);
  await t.db.insert(chainDeposits).values({
    network: NETWORK,
    txHash: receipt.transactionHash,
    logIndex: 0,
    blockNumber: Number(receipt.blockNumber),
    blockHash: receipt.blockHash,
    fromAddress: getAddress(`0x${'0'.repeat(40)}`),
    toAddress: address,
    memberId: member.id,
    amount: '25',
    status: 'credited',
    creditedAt: new Date(),
  });
  return { memberId: member.id, address };
}

/** Signer steps with blocks between them until nothing of the network is on its way. */
async function sendAll(context: SignerContext): Promise<void> {
  for (let round = 0; round < 10; round += 1) {
    await signerStep(context);
    const open = await t.db.select().from(chainSends).where(and(eq(chainSends.network, NETWORK)));
    if (open.every((send) => send.status === 'confirmed' || send.status === 'failed')) return;
    await chain().mine(CONFIRMATIONS);
  }
  throw new Error('sends still open after 10 rounds');
}

describe('collection', () => {
  it('gives a deposit address gas from the fee wallet, then sweeps its tokens into the hot wallet: chain and ledger agree, once', async () => {
    const context = signer({ sweepMinUnits: 10_000_000n });
    const { memberId, address } = await creditedDeposit(0, DEPOSIT_UNITS);
    const memberBefore = await readMemberBalance(t.db, memberId);
    const hotBefore = await chain().balanceOf(keys.hot.address);

    expect(await collect(context)).toEqual({ gas: 1, sweeps: 0, cold: 0 });
    // Planned again before it is sent: nothing more.
    expect(await collect(context)).toEqual({ gas: 0, sweeps: 0, cold: 0 });
    await sendAll(context);
    expect(await chain().clients.reader.getBalance({ address })).toBeGreaterThan(0n);

    expect(await collect(context)).toEqual({ gas: 0, sweeps: 1, cold: 0 });
    await sendAll(context);
    expect(await chain().balanceOf(address)).toBe(0n);
    expect(await chain().balanceOf(keys.hot.address)).toBe(hotBefore + DEPOSIT_UNITS);
    const sweeps = await t.db.select().from(chainSends).where(eq(chainSends.purpose, 'sweep'));
    expect(sweeps).toMatchObject([{ status: 'confirmed', wallet: 'deposit', fromIndex: 0, fromAddress: address, toAddress: keys.hot.address, units: DEPOSIT_UNITS.toString() }]);
    // Tokens moved between the platform's own addresses: what the member is owed is unchanged, and the books balance.
    expect(await readMemberBalance(t.db, memberId)).toEqual(memberBefore);
    expect(await checkLedger(t.db)).toEqual([]);
    // Swept, and no deposit since: nothing to do.
    expect(await collect(context)).toEqual({ gas: 0, sweeps: 0, cold: 0 });
  });

  it('leaves a deposit below the threshold where it is', async () => {
    const context = signer({ sweepMinUnits: 100_000_000n });
    const { address } = await creditedDeposit(1, DEPOSIT_UNITS);
    expect(await collect(context)).toEqual({ gas: 0, sweeps: 0, cold: 0 });
    expect(await chain().balanceOf(address)).toBe(DEPOSIT_UNITS);
  });

  it('moves what the hot wallet holds above its ceiling to the cold address, keeping what queued withdrawals need', async () => {
    await chain().mint(keys.hot.address, 500_000_000n);
    const hot = await chain().balanceOf(keys.hot.address);
    const ceiling = 100_000_000n;
    const context = signer({ hotCeilingUnits: ceiling, coldAddress: COLD });
    expect(await collect(context)).toEqual({ gas: 0, sweeps: 0, cold: 1 });
    expect(await collect(context)).toEqual({ gas: 0, sweeps: 0, cold: 0 });
    await sendAll(context);
    expect(await chain().balanceOf(COLD)).toBe(hot - ceiling);
    expect(await chain().balanceOf(keys.hot.address)).toBe(ceiling);
    // At the ceiling: nothing more goes.
    expect(await collect(context)).toEqual({ gas: 0, sweeps: 0, cold: 0 });
  });
});
