import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getAddress } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, CODE } from '@meridian/protocol';
import { signerKeys } from '../../../src/chain/signer/hot-wallet.js';
import { signerHeartbeat } from '../../../src/chain/signer/signer-heartbeat.js';
import { signerStep, type SignerContext } from '../../../src/chain/signer/signer-steps.js';
import { chainSends, journalEntries, members, signerStatus, withdrawals } from '../../../src/db/schema/index.js';
import { checkLedger } from '../../../src/ledger/check-ledger.js';
import { requestIdOf } from '../../../src/ledger/entry-kinds.js';
import { payWithdrawal, settleSentWithdrawal } from '../../../src/modules/withdraw/withdrawal-review.js';
import { runCommand } from '../../../src/operator/operator-commands.js';
import { readWallets } from '../../../src/operator/wallets-view.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { newMember, type TestMember } from '../../helpers/members.js';
import { PAY_PASSWORD, as, balances, grant, requestId, setPayPassword, setWithdrawSettings } from '../../modules/withdraw/withdraw-fixtures.js';
import { anvilForThisFile } from '../anvil-harness.js';

/**
 * Issue 39: a stuck withdrawal cancelled by operators (the Wallets screen's fail-and-refund, once a
 * second operator approved it) on a real chain: the signer replaces the transfer at its nonce with
 * a transfer of nothing to itself; whichever of the two is mined decides, and the member is either
 * refunded or paid, exactly once, never both.
 */
const chain = anvilForThisFile();
const CONFIRMATIONS = 2;
const keys = signerKeys(randomBytes(32));
let t: TestApp;
let member: TestMember;
const recipient = getAddress(`0x${randomBytes(20).toString('hex')}`);

beforeAll(async () => {
  t = await buildTestApp();
  await setWithdrawSettings(t, { minAmount: '10', maxAmount: '1000', dailyCount: 100, freeCount: 0, taxPercent: '0', feeAmount: '0' });
  member = await newMember(t);
  await setPayPassword(t, member);
  await grant(t, member, '1000');
  await t.db.update(members).set({ usdtAddress: recipient, network: 'ERC20' }).where(eq(members.id, member.id));
  await chain().clients.control.setBalance({ address: keys.hot.address, value: 10n ** 18n });
  await chain().mint(keys.hot.address, 10n ** 12n);
});
afterAll(async () => {
  await t.close();
});

function signer(): SignerContext {
  return { db: t.db, network: 'ERC20', token: chain().token, client: chain().clients.reader, chainId: chain().chainId, account: keys.hot, keys, confirmations: CONFIRMATIONS, replaceAfterMs: 600_000, onFinished: settleSentWithdrawal };
}

/** A coin withdrawal approved and broadcast, not mined (the chain makes no block until told). */
async function stuckWithdrawal(amount: string): Promise<{ orderNo: string; sendId: number }> {
  const asked = await t.api.call(API.withdraw.withdraw, { method: 'coin', amount, payPassword: PAY_PASSWORD, requestId: requestId() }, as(member));
  if (asked.code !== CODE.OK) throw new Error(`withdraw: ${asked.code} ${asked.msg}`);
  const orderNo = String(asked.data.orderNo);
  await payWithdrawal(t.db, orderNo, { actor: 'cli:test', caches: t.deps.caches, coinPayouts: new Map([['ERC20', { token: chain().token, decimals: 6 }]]) });
  await signerStep(signer());
  const [send] = await t.db.select().from(chainSends).where(eq(chainSends.reference, orderNo));
  if (send?.status !== 'broadcast') throw new Error(`send of ${orderNo} is ${send?.status ?? 'missing'}`);
  return { orderNo, sendId: send.id };
}

/** Runs `steps` with no block made until a step says so: a broadcast transaction waits in the node, stuck. */
async function withBlocksOnDemand(steps: () => Promise<void>): Promise<void> {
  await chain().clients.control.setAutomine(false);
  try {
    await steps();
  } finally {
    await chain().clients.control.setAutomine(true);
  }
}

const sendOf = async (id: number) => (await t.db.select().from(chainSends).where(eq(chainSends.id, id)))[0];
const cancelApproved = (id: number) => t.db.update(chainSends).set({ requestedAction: 'cancel', requestedBy: 'console:checker' }).where(eq(chainSends.id, id));
const entriesOf = (kind: 'withdrawal_paid' | 'withdrawal_rejected', orderNo: string) => t.db.select().from(journalEntries).where(eq(journalEntries.requestId, requestIdOf(kind, orderNo)));
const statusOf = async (orderNo: string) => (await t.db.select().from(withdrawals).where(eq(withdrawals.orderNo, orderNo)))[0]?.status;

describe('an operator cancel of a stuck send on a real EVM chain (anvil)', () => {
  it('replaces the transfer with a cancel at its nonce; once the cancel is final the send fails and the member is refunded, once', async () => {
    await withBlocksOnDemand(async () => {
      const before = await balances(t, member);
      const { orderNo, sendId } = await stuckWithdrawal('40');
      const stuck = await sendOf(sendId);
      await cancelApproved(sendId);
      await signerStep(signer());
      const cancelling = await sendOf(sendId);
      expect(cancelling).toMatchObject({ status: 'broadcast', nonce: stuck?.nonce, requestedAction: '', replacedHashes: [stuck?.txHash] });
      expect(cancelling?.txHash).not.toBe(stuck?.txHash);
      expect(BigInt(cancelling?.maxFeePerGas ?? '0')).toBeGreaterThan(BigInt(stuck?.maxFeePerGas ?? '0'));
      // The Wallets screen says so, and a second cancel is refused before it could be held.
      const shown = (await readWallets(t.db, [])).networks[0]?.sends.find((row) => row.id === sendId);
      expect(shown).toMatchObject({ cancelling: true, requestedAction: '' });
      expect(await runCommand(t.db, { name: 'wallets-fail-and-refund', id: sendId, reason: 'Pressed again' }, { actor: 'cli:test' })).toMatchObject({ ok: false, status: 409 });

      await chain().mine(CONFIRMATIONS);
      await signerStep(signer());
      expect(await sendOf(sendId)).toMatchObject({ status: 'failed', failure: 'cancelled by operator', minedHash: cancelling?.txHash });
      expect(await statusOf(orderNo)).toBe('rejected');
      expect(await chain().balanceOf(recipient)).toBe(0n);
      expect(await balances(t, member)).toEqual(before);
      await chain().mine(CONFIRMATIONS);
      await signerStep(signer());
      expect(await entriesOf('withdrawal_rejected', orderNo)).toHaveLength(1);
      expect(await entriesOf('withdrawal_paid', orderNo)).toHaveLength(0);
      expect(await checkLedger(t.db)).toEqual([]);
    });
  });

  it('pays the member instead when the transfer is mined before the cancel: never both', async () => {
    await withBlocksOnDemand(async () => {
      const before = await balances(t, member);
      const { orderNo, sendId } = await stuckWithdrawal('35');
      const stuck = await sendOf(sendId);
      // The transfer is mined between the approval and the signer's next step.
      await chain().mine(1);
      await cancelApproved(sendId);
      await signerStep(signer());
      await chain().mine(CONFIRMATIONS);
      await signerStep(signer());
      expect(await sendOf(sendId)).toMatchObject({ status: 'confirmed', minedHash: stuck?.txHash, requestedAction: '' });
      expect(await statusOf(orderNo)).toBe('paid');
      expect(await chain().balanceOf(recipient)).toBe(35_000_000n);
      expect((await balances(t, member)).available).toBe((Number(before.available) - 35).toFixed(2));
      expect(await entriesOf('withdrawal_rejected', orderNo)).toHaveLength(0);
      expect(await entriesOf('withdrawal_paid', orderNo)).toHaveLength(1);
      expect(await checkLedger(t.db)).toEqual([]);
    });
  });

  it("shows the hot wallet's balance read live from the node, which falls by what the signer sends", async () => {
    const beat = signerHeartbeat(t.db, 'ERC20', keys);
    await beat.stepped({ signed: 1, broadcast: 1, finished: 0, replaced: 0, more: false });
    await beat.failed(new Error('node went away\nstack'));
    expect((await t.db.select().from(signerStatus))[0]).toMatchObject({ hotAddress: keys.hot.address, feeAddress: keys.fee.address, lastStep: { signed: 1, broadcast: 1 }, lastError: 'node went away' });
    const network = { network: 'ERC20', rpcUrl: chain().rpcUrl, token: chain().token, decimals: 6, coldAddress: chain().account(7) };
    const hotOf = async () => (await readWallets(t.db, [network])).networks[0]?.balances.find((balance) => balance.role === 'hot');
    const before = await hotOf();
    expect(before).toMatchObject({ address: keys.hot.address });
    expect(Number(before?.native)).toBeGreaterThan(0);

    const { sendId } = await stuckWithdrawal('12.5');
    await chain().mine(CONFIRMATIONS);
    await signerStep(signer());
    expect((await sendOf(sendId))?.status).toBe('confirmed');
    const after = await hotOf();
    expect(Number(before?.token) - Number(after?.token)).toBeCloseTo(12.5, 6);
    const answer = await readWallets(t.db, [network]);
    expect(answer.networks[0]).toMatchObject({ balanceError: '', signer: { state: 'up', lastError: 'node went away' } });
    expect(answer.networks[0]?.balances.map((balance) => balance.role)).toEqual(['hot', 'fee', 'cold']);
  });
});
