import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, CODE, type TChainDepositItem } from '@meridian/protocol';
import { and, eq } from 'drizzle-orm';
import { getAddress, type Address } from 'viem';
import { findDepositOwners } from '../../../src/chain/deposit-address-store.js';
import { deployDemoToken } from '../../../src/chain/dev/demo-token.js';
import { DEMO_USDT_ARTIFACT } from '../../../src/chain/dev/demo-usdt-artifact.js';
import { pollOnce, type PollContext } from '../../../src/chain/watcher/poll-once.js';
import { createViemChainReader } from '../../../src/chain/watcher/viem-chain-reader.js';
import { chainDeposits, journalEntries, rechargeOrders } from '../../../src/db/schema/index.js';
import { checkLedger } from '../../../src/ledger/check-ledger.js';
import { anvilForThisFile } from '../../chain/anvil-harness.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { newMember, type TestMember } from '../../helpers/members.js';
import { available, requestId } from './recharge-test-kit.js';

/** USDT's 6 decimals. */
const usdt = (amount: number) => BigInt(Math.round(amount * 1_000_000));
const CHANNEL = 'usdt_erc20';

interface Answer {
  code: number;
  msg: string;
  data: { orderNo?: string; amount?: string; coinCount?: string; chainDeposit?: { status: string; confirmations: number; confirmationsNeeded: number }; fields?: string[] };
}

describe('finishBitcoinOrder checks the pasted transaction on chain (anvil)', () => {
  const chain = anvilForThisFile();
  let t: TestApp;
  let alice: TestMember;
  let bob: TestMember;
  let sender: Address;
  let confirmations: number;
  let watcher: PollContext;

  const paste = async (member: TestMember, txid: string, language?: string): Promise<Answer> =>
    t.api.call(API.recharge.finishBitcoinOrder, { requestId: requestId(), channelCode: CHANNEL, coinCount: '60', txid }, { token: member.token, ...(language ? { language } : {}) });

  async function ownAddress(member: TestMember): Promise<Address> {
    const answer = await t.api.call<{ list: { network: string; address: string }[] }>(API.recharge.getBitcoinRechargeChannel, {}, { token: member.token });
    const channel = answer.data.list.find((candidate) => candidate.network === 'ERC20');
    if (!channel) throw new Error('no ERC20 channel');
    return getAddress(channel.address);
  }

  const depositsOfTx = (txHash: string) => t.db.select().from(chainDeposits).where(and(eq(chainDeposits.network, 'ERC20'), eq(chainDeposits.txHash, txHash)));
  const ordersOf = (member: TestMember) => t.db.select().from(rechargeOrders).where(eq(rechargeOrders.memberId, member.id));
  const entriesOf = (orderNo: string) => t.db.select().from(journalEntries).where(eq(journalEntries.requestId, `recharge:${orderNo}`));

  beforeAll(async () => {
    t = await buildTestApp();
    [alice, bob] = await Promise.all([newMember(t), newMember(t)]);
    const harness = chain();
    const erc20 = t.deps.chain.get('ERC20');
    if (!erc20) throw new Error('the demo has no ERC20 network');
    erc20.rpcUrl = harness.rpcUrl;
    erc20.token = harness.token;
    confirmations = erc20.confirmations;
    sender = harness.account(2);
    await harness.mint(sender, usdt(100_000));
    watcher = {
      db: t.db,
      reader: createViemChainReader(harness.rpcUrl),
      watched: { network: 'ERC20', token: harness.token, decimals: 6, confirmations, startBlock: Number(await harness.head()) + 1 },
      settings: t.deps.settings,
      ownersOf: (addresses) => findDepositOwners(t.db, 'ERC20', addresses),
    };
    // The watcher has run once: its cursor is there (a halted network would stop a credit).
    await pollOnce(watcher);
  });
  afterAll(async () => {
    await t.close();
  });

  it('records a transfer to the member’s own address as a confirming deposit, which the watcher then credits once', async () => {
    const receipt = await chain().transfer(sender, await ownAddress(alice), usdt(60.5));
    const answer = await paste(alice, receipt.transactionHash);
    expect(answer).toMatchObject({ code: CODE.OK, data: { amount: '60.50', coinCount: '60.50', chainDeposit: { status: 'seen', confirmations: 1, confirmationsNeeded: confirmations } } });
    expect(await depositsOfTx(receipt.transactionHash)).toMatchObject([{ memberId: alice.id, status: 'seen', amount: '60.5', logIndex: 0 }]);
    // No order waits for an operator: the chain decides this one.
    expect((await ordersOf(alice)).filter((order) => order.status === 'pending_review')).toEqual([]);

    await chain().mine(confirmations - 1);
    await pollOnce(watcher);
    const [deposit] = await depositsOfTx(receipt.transactionHash);
    expect(deposit).toMatchObject({ status: 'credited', orderNo: answer.data.orderNo });
    expect(await entriesOf(String(answer.data.orderNo))).toHaveLength(1);
    // Pasting it again answers the credit and credits nothing more.
    expect((await paste(alice, receipt.transactionHash)).data.chainDeposit).toMatchObject({ status: 'credited' });
    await pollOnce(watcher);
    expect(await entriesOf(String(answer.data.orderNo))).toHaveLength(1);
  });

  it('credits at once a pasted deposit that already has its confirmations, and the watcher does not credit it again', async () => {
    const before = await available(t, bob);
    const receipt = await chain().transfer(sender, await ownAddress(bob), usdt(75));
    await chain().mine(confirmations - 1);
    const answer = await paste(bob, receipt.transactionHash);
    expect(answer).toMatchObject({ code: CODE.OK, data: { amount: '75.00', chainDeposit: { status: 'credited', confirmations } } });
    expect(Number(await available(t, bob)) - Number(before)).toBe(75);
    await pollOnce(watcher);
    await pollOnce(watcher);
    expect(await depositsOfTx(receipt.transactionHash)).toMatchObject([{ status: 'credited', memberId: bob.id }]);
    expect(await entriesOf(String(answer.data.orderNo))).toHaveLength(1);
    expect(Number(await available(t, bob)) - Number(before)).toBe(75);
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('gives another member pasting my transaction nothing: refused, nothing recorded for them', async () => {
    const carol = await newMember(t);
    const receipt = await chain().transfer(sender, await ownAddress(alice), usdt(80));
    const answer = await paste(carol, receipt.transactionHash);
    expect(answer).toMatchObject({ code: CODE.INVALID_PARAMS, data: { fields: ['txid'] } });
    expect(answer.msg).toContain('your deposit address');
    expect(await depositsOfTx(receipt.transactionHash)).toEqual([]);
    expect(await ordersOf(carol)).toEqual([]);
    // It stays mine: the watcher gives it to me.
    await chain().mine(confirmations - 1);
    await pollOnce(watcher);
    expect(await depositsOfTx(receipt.transactionHash)).toMatchObject([{ memberId: alice.id, status: 'credited' }]);
    expect(await ordersOf(carol)).toEqual([]);
  });

  it('sends a transfer to the channel’s shared address to operator review, as before', async () => {
    const member = await newMember(t);
    const settings = await t.deps.settings.get('recharge');
    const shared = settings.cryptoChannels.find((channel) => channel.code === CHANNEL)?.address ?? '';
    const receipt = await chain().transfer(sender, getAddress(shared), usdt(60));
    const answer = await paste(member, receipt.transactionHash);
    expect(answer).toMatchObject({ code: CODE.OK, data: { amount: '60.00', coinCount: '60.00' } });
    expect(answer.data).not.toHaveProperty('chainDeposit');
    expect(await ordersOf(member)).toMatchObject([{ status: 'pending_review', txid: receipt.transactionHash, mode: 'crypto' }]);
  });

  it('refuses a transfer of another token, one to another address and one the chain does not know, recording nothing', async () => {
    const member = await newMember(t);
    const address = await ownAddress(member);
    const harness = chain();
    const otherToken = await deployDemoToken(harness.clients, { deployer: harness.account(0), faucet: harness.account(1) });
    const otherHash = await harness.clients.sender.writeContract({ address: otherToken, abi: DEMO_USDT_ARTIFACT.abi, functionName: 'mint', args: [address, usdt(100)], account: harness.account(0) });
    await harness.clients.reader.waitForTransactionReceipt({ hash: otherHash });
    const elsewhere = await harness.transfer(sender, harness.account(5), usdt(100));
    const unknown = `0x${randomBytes(32).toString('hex')}`;
    for (const txid of [otherHash, elsewhere.transactionHash]) {
      const answer = await paste(member, txid, 'zh-HK');
      expect(answer).toMatchObject({ code: CODE.INVALID_PARAMS, data: { fields: ['txid'] } });
      expect(answer.msg).toContain('充值地址');
      expect(await depositsOfTx(txid)).toEqual([]);
    }
    const notFound = await paste(member, unknown);
    expect(notFound).toMatchObject({ code: CODE.INVALID_PARAMS, data: { fields: ['txid'] } });
    expect(notFound.msg).toContain('not on the ERC20 chain');
    expect(await ordersOf(member)).toEqual([]);
  });

  it('asks the member to try again when the chain’s node does not answer, recording nothing', async () => {
    const member = await newMember(t);
    const receipt = await chain().transfer(sender, await ownAddress(member), usdt(60));
    const erc20 = t.deps.chain.get('ERC20');
    if (!erc20) throw new Error('the demo has no ERC20 network');
    // A port nothing listens on: the node is down.
    erc20.rpcUrl = 'http://127.0.0.1:9';
    try {
      const answer = await paste(member, receipt.transactionHash);
      expect(answer.code).toBe(CODE.SERVER_BUSY);
      expect(answer.msg).toContain('cannot reach the ERC20 chain');
    } finally {
      erc20.rpcUrl = chain().rpcUrl;
    }
    expect(await depositsOfTx(receipt.transactionHash)).toEqual([]);
  });

  it('makes no order for review of a transfer the watcher found to a member’s own address, on a network it does not look up (TRC20)', async () => {
    const member = await newMember(t);
    const txHash = randomBytes(32).toString('hex');
    await t.db.insert(chainDeposits).values({
      network: 'TRC20',
      txHash,
      logIndex: 0,
      blockNumber: 10,
      blockHash: '0xabc',
      fromAddress: 'TFrom',
      toAddress: 'TOwn',
      memberId: member.id,
      amount: '60',
      status: 'seen',
    });
    const answer = await t.api.call(API.recharge.finishBitcoinOrder, { requestId: requestId(), channelCode: 'usdt_trc20', coinCount: '60', txid: txHash.toUpperCase() }, { token: member.token });
    expect(answer).toMatchObject({ code: CODE.INVALID_PARAMS, data: { fields: ['txid'] } });
    expect(await ordersOf(member)).toEqual([]);
  });

  it('refuses a failed transaction', async () => {
    const member = await newMember(t);
    const harness = chain();
    // More than the sender holds: the token reverts. An explicit gas skips viem's estimate, which would refuse to send it.
    const hash = await harness.clients.sender.writeContract({
      address: harness.token,
      abi: DEMO_USDT_ARTIFACT.abi,
      functionName: 'transfer',
      args: [await ownAddress(member), usdt(10_000_000)],
      account: harness.account(6),
      gas: 200_000n,
    });
    expect((await harness.clients.reader.waitForTransactionReceipt({ hash })).status).toBe('reverted');
    const answer = await paste(member, hash);
    expect(answer).toMatchObject({ code: CODE.INVALID_PARAMS, data: { fields: ['txid'] } });
    expect(answer.msg).toContain('failed on chain');
    expect(await depositsOfTx(hash)).toEqual([]);
  });

  it('keeps a deposit below the minimum, tells the member why, and lists it as not credited', async () => {
    const member = await newMember(t);
    const receipt = await chain().transfer(sender, await ownAddress(member), usdt(12.5));
    const answer = await paste(member, receipt.transactionHash);
    expect(answer).toMatchObject({ code: CODE.INVALID_PARAMS, data: { fields: ['txid'] } });
    expect(answer.msg).toBe('Below the minimum of 50.00 USDT: not credited automatically. Contact support with this transaction.');
    expect(await depositsOfTx(receipt.transactionHash)).toMatchObject([{ memberId: member.id, status: 'unmatched', unmatchedReason: 'below_minimum' }]);
    const list = await t.api.call<{ list: TChainDepositItem[] }>(API.recharge.chainDeposits, {}, { token: member.token });
    expect(list.data.list).toMatchObject([{ txHash: receipt.transactionHash, status: 'unmatched', notCredited: { reason: 'below_minimum', minimum: '50.00', coin: 'USDT' } }]);
    expect(await ordersOf(member)).toEqual([]);
  });
});
