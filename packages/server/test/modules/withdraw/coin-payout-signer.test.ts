import { randomBytes } from 'node:crypto';
import { Decimal } from 'decimal.js';
import { eq } from 'drizzle-orm';
import { createWalletClient, erc20Abi, getAddress, http, maxUint256 } from 'viem';
import { foundry } from 'viem/chains';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { API, CODE, LIVE_EVENT, ZWithdrawRecordResponse, type TLiveMessage } from '@meridian/protocol';
import { hotWalletAccount } from '../../../src/chain/signer/hot-wallet.js';
import { signerStep, type SignerContext } from '../../../src/chain/signer/signer-steps.js';
import { chainSends, journalEntries, memberSecurity, members, withdrawals } from '../../../src/db/schema/index.js';
import { AppError } from '../../../src/http/app-error.js';
import { checkLedger } from '../../../src/ledger/check-ledger.js';
import { requestIdOf } from '../../../src/ledger/entry-kinds.js';
import { coinUnitsOf } from '../../../src/modules/withdraw/coin-payout.js';
import { payWithdrawal, rejectWithdrawal, settleSentWithdrawal } from '../../../src/modules/withdraw/withdrawal-review.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { connectLive, type LiveClient } from '../../helpers/live-client.js';
import { newMember, type TestMember } from '../../helpers/members.js';
import { HARDHAT_MNEMONIC, xpubOf } from '../../helpers/test-xpubs.js';
import { anvilForThisFile } from '../../chain/anvil-harness.js';
import { PAY_PASSWORD, as, balances, grant, requestId, setPayPassword, setWithdrawSettings } from './withdraw-fixtures.js';

const chain = anvilForThisFile();
const CONFIRMATIONS = 2;
const hot = hotWalletAccount(randomBytes(32));
let t: TestApp;
let url: string;
let member: TestMember;
const sockets: Socket[] = [];
const recipient = getAddress(`0x${randomBytes(20).toString('hex')}`);

beforeAll(async () => {
  // Configured as with CHAIN_ERC20_*: the record counts confirmations up to the network's.
  const erc20 = { network: 'ERC20' as const, family: 'evm' as const, rpcUrl: chain().rpcUrl, token: chain().token, decimals: 6, confirmations: CONFIRMATIONS, xpub: xpubOf(HARDHAT_MNEMONIC, 'evm') };
  t = await buildTestApp({ explorerLinks: new Map([['ERC20', 'https://explorer.example/tx/{tx}']]), chain: { mode: 'configured', networks: [erc20] } });
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  await setWithdrawSettings(t, { minAmount: '10', maxAmount: '1000', dailyCount: 100, freeCount: 0, taxPercent: '2', feeAmount: '1' });
  member = await newMember(t);
  await setPayPassword(t, member);
  await grant(t, member, '1000');
  await t.db.update(members).set({ usdtAddress: recipient, network: 'ERC20' }).where(eq(members.id, member.id));
  await chain().clients.control.setBalance({ address: hot.address, value: 10n ** 18n });
  await chain().mint(hot.address, 10n ** 12n);
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

const payouts = () => new Map([['ERC20', { token: chain().token, decimals: 6 }]]);
const review = () => ({ actor: 'cli:test', caches: t.deps.caches, coinPayouts: payouts() });

function signer(): SignerContext {
  return { db: t.db, network: 'ERC20', token: chain().token, client: chain().clients.reader, chainId: chain().chainId, account: hot, confirmations: CONFIRMATIONS, replaceAfterMs: 60_000, onFinished: settleSentWithdrawal };
}

/** The next push about a withdrawal, past the market's prices. */
async function nextWithdrawalPush(client: LiveClient): Promise<TLiveMessage> {
  for (;;) {
    const message = await client.next(5000);
    if (message.event === LIVE_EVENT.moneyChange) return message;
  }
}

async function askCoin(amount: string): Promise<string> {
  const answer = await t.api.call(API.withdraw.withdraw, { method: 'coin', amount, payPassword: PAY_PASSWORD, requestId: requestId() }, as(member));
  if (answer.code !== CODE.OK) throw new Error(`withdraw: ${answer.code} ${answer.msg}`);
  return String(answer.data.orderNo);
}

async function recordOf(orderNo: string) {
  const answer = await t.api.call(API.withdraw.record, { page: 1, pageSize: 50 }, as(member));
  if (answer.code !== CODE.OK) throw new Error(`record: ${answer.code}`);
  return ZWithdrawRecordResponse.parse(answer.data).list.find((withdrawal) => withdrawal.orderNo === orderNo);
}

const entriesOf = (orderNo: string) => t.db.select().from(journalEntries).where(eq(journalEntries.requestId, requestIdOf('withdrawal_paid', orderNo)));

describe('a coin withdrawal sent by the signer', () => {
  it('is handed to the signer on approval, stays held while sending, and is paid once its transfer is final: the address gets the pay-out', async () => {
    const before = await balances(t, member);
    const orderNo = await askCoin('100');
    expect(await payWithdrawal(t.db, orderNo, review())).toMatchObject({ orderNo, status: 'sending' });
    const [send] = await t.db.select().from(chainSends).where(eq(chainSends.reference, orderNo));
    // 100 asked, 1 fee and 2 % tax: 97 USDT at the ERC20 channel's rate of 1.00, in 6-decimal units.
    expect(send).toMatchObject({ network: 'ERC20', purpose: 'withdrawal', toAddress: recipient, units: '97000000', status: 'queued' });
    expect(await balances(t, member)).toEqual({ available: new Decimal(before.available).minus(100).toFixed(2), held: new Decimal(before.held).plus(100).toFixed(2) });
    expect(await recordOf(orderNo)).toMatchObject({ status: 'sending' });
    expect(await checkLedger(t.db)).toEqual([]);
    // Decided once: neither a second approval nor a rejection moves it while it is on its way.
    await expect(rejectWithdrawal(t.db, orderNo, 'too late', review())).rejects.toBeInstanceOf(AppError);
    await expect(payWithdrawal(t.db, orderNo, review())).rejects.toBeInstanceOf(AppError);

    // The member's open app hears each step of the transfer (signed and out, a confirmation more) and reads the record again.
    const app = await connectLive({ url, envelope: t.deps.envelope, sockets, token: member.token });
    await signerStep(signer());
    expect(await nextWithdrawalPush(app)).toEqual({ event: LIVE_EVENT.moneyChange, content: { subject: 'withdrawal' } });
    const signed = (await recordOf(orderNo))?.txHash;
    expect(signed).toMatch(/^0x[0-9a-f]{64}$/);
    // Mined at once on this chain (one block: one of two confirmations), counted on the record.
    expect(await recordOf(orderNo)).toMatchObject({ status: 'sending', confirmations: 1, confirmationsNeeded: CONFIRMATIONS });
    expect(await chain().balanceOf(recipient)).toBe(97_000_000n);
    expect((await t.db.select().from(withdrawals).where(eq(withdrawals.orderNo, orderNo)))[0]?.status).toBe('sending');
    expect(await entriesOf(orderNo)).toHaveLength(0);

    await chain().mine(CONFIRMATIONS);
    await signerStep(signer());
    expect(await recordOf(orderNo)).toMatchObject({ status: 'paid', txHash: signed, txUrl: `https://explorer.example/tx/${signed ?? ''}` });
    expect(await entriesOf(orderNo)).toHaveLength(1);
    expect(await balances(t, member)).toEqual({ available: new Decimal(before.available).minus(100).toFixed(2), held: before.held });
    expect(await checkLedger(t.db)).toEqual([]);
    // The signer's word said again changes nothing.
    const [final] = await t.db.select().from(chainSends).where(eq(chainSends.reference, orderNo));
    if (!final) throw new Error('no send');
    await t.db.transaction((tx) => settleSentWithdrawal(tx, final));
    expect(await entriesOf(orderNo)).toHaveLength(1);
  });

  it('returns the amount when its transfer fails on chain: the record shows the transaction and the rejection', async () => {
    const before = await balances(t, member);
    const orderNo = await askCoin('50');
    await payWithdrawal(t.db, orderNo, review());
    await t.db.transaction((tx) => settleSentWithdrawal(tx, { purpose: 'withdrawal', reference: orderNo, status: 'failed', network: 'ERC20', minedHash: `0x${'ab'.repeat(32)}` }));
    expect(await recordOf(orderNo)).toMatchObject({ status: 'rejected', rejectReason: '' });
    expect(await balances(t, member)).toEqual(before);
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('returns the amount when its transaction reverts on chain (the hot wallet emptied under it): failed, refunded, one entry', async () => {
    const before = await balances(t, member);
    const orderNo = await askCoin('30');
    // Someone the hot wallet once allowed takes its tokens in the block that mines the withdrawal, ahead of it (a higher tip).
    const thief = chain().account(5);
    const hotWallet = createWalletClient({ account: hot, chain: foundry, transport: http(chain().rpcUrl) });
    await chain().clients.reader.waitForTransactionReceipt({ hash: await hotWallet.writeContract({ address: chain().token, abi: erc20Abi, functionName: 'approve', args: [thief, maxUint256] }) });
    await payWithdrawal(t.db, orderNo, review());
    await chain().clients.control.setAutomine(false);
    try {
      await signerStep(signer());
      const held = await chain().balanceOf(hot.address);
      await chain().clients.sender.writeContract({ address: chain().token, abi: erc20Abi, functionName: 'transferFrom', args: [hot.address, thief, held], account: thief, maxPriorityFeePerGas: 10n ** 12n, maxFeePerGas: 10n ** 13n });
      await chain().mine(CONFIRMATIONS);
    } finally {
      await chain().clients.control.setAutomine(true);
    }
    await signerStep(signer());
    const [send] = await t.db.select().from(chainSends).where(eq(chainSends.reference, orderNo));
    expect(send).toMatchObject({ status: 'failed', failure: 'reverted' });
    expect(await recordOf(orderNo)).toMatchObject({ status: 'rejected', txHash: send?.txHash });
    expect(await balances(t, member)).toEqual(before);
    expect(await t.db.select().from(journalEntries).where(eq(journalEntries.requestId, requestIdOf('withdrawal_rejected', orderNo)))).toHaveLength(1);
    expect(await checkLedger(t.db)).toEqual([]);
    // The hot wallet is refilled for the other tests.
    await chain().mint(hot.address, 10n ** 12n);
  });

  it('is paid by hand as before on a network the signer does not pay on, or with no signer at all', async () => {
    const orderNo = await askCoin('20');
    expect(await payWithdrawal(t.db, orderNo, { actor: 'cli:test', caches: t.deps.caches })).toMatchObject({ status: 'paid' });
    expect(await t.db.select().from(chainSends).where(eq(chainSends.reference, orderNo))).toEqual([]);
  });

  it('sends a small withdrawal to a whitelisted address without an operator, and leaves a larger one, or one with the whitelist off, to an operator', async () => {
    await t.deps.settings.set('withdraw', { ...(await t.deps.settings.get('withdraw')), autoSendMax: '40' });
    t.deps.coinPayouts.set('ERC20', { token: chain().token, decimals: 6 });
    try {
      // The whitelist off: an operator decides, whatever the amount.
      const unlisted = await askCoin('20');
      expect((await recordOf(unlisted))?.status).toBe('pending');
      await rejectWithdrawal(t.db, unlisted, 'test cleanup', review());

      // On, with the address saved two days ago (past the 24-hour wait).
      await t.db
        .insert(memberSecurity)
        .values({ memberId: member.id, withdrawWhitelist: true, usdtAddressSetAt: new Date(Date.now() - 48 * 3_600_000) })
        .onConflictDoUpdate({ target: memberSecurity.memberId, set: { withdrawWhitelist: true, withdrawWhitelistEndsAt: null, usdtAddressSetAt: new Date(Date.now() - 48 * 3_600_000) } });
      const small = await askCoin('40');
      expect(await recordOf(small)).toMatchObject({ status: 'sending' });
      expect(await t.db.select().from(chainSends).where(eq(chainSends.reference, small))).toMatchObject([{ status: 'queued', toAddress: recipient }]);
      const large = await askCoin('40.01');
      expect(await recordOf(large)).toMatchObject({ status: 'pending' });
      expect(await t.db.select().from(chainSends).where(eq(chainSends.reference, large))).toEqual([]);

      await signerStep(signer());
      await chain().mine(CONFIRMATIONS);
      await signerStep(signer());
      expect(await recordOf(small)).toMatchObject({ status: 'paid' });
      await rejectWithdrawal(t.db, large, 'test cleanup', review());
      expect(await checkLedger(t.db)).toEqual([]);
    } finally {
      t.deps.coinPayouts.delete('ERC20');
      await t.db.update(memberSecurity).set({ withdrawWhitelist: false }).where(eq(memberSecurity.memberId, member.id));
    }
  });

  it('pays out the actual amount over the channel rate, rounded down to the token’s decimals', () => {
    expect(coinUnitsOf('97', '1.00', 6)).toBe(97_000_000n);
    expect(coinUnitsOf('100', '7.25', 6)).toBe(13_793_103n);
    expect(coinUnitsOf('0.00000099', '1.00', 6)).toBe(0n);
  });
});
