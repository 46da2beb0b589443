import { randomBytes } from 'node:crypto';
import { ADMIN_OUTPUTS, API, CODE, ZHeldAnswer, newRequestId } from '@meridian/protocol';
import { eq } from 'drizzle-orm';
import { createPublicClient, getAddress, http, type PublicClient } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotWalletAccount } from '../../src/chain/signer/hot-wallet.js';
import { actOnOperatorRequests } from '../../src/chain/signer/operator-requests.js';
import type { SignerContext } from '../../src/chain/signer/signer-context.js';
import type { DepositNetwork } from '../../src/chain/deposit-networks.js';
import { parseXpub } from '../../src/chain/derive-address.js';
import { approvalRequests, chainSends, journalEntries, members, operatorAudit, signerStatus } from '../../src/db/schema/index.js';
import { checkLedger } from '../../src/ledger/check-ledger.js';
import { requestIdOf } from '../../src/ledger/entry-kinds.js';
import { payWithdrawal, settleSentWithdrawal } from '../../src/modules/withdraw/withdrawal-review.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { newMember, type TestMember } from '../helpers/members.js';
import { HARDHAT_MNEMONIC, xpubOf } from '../helpers/test-xpubs.js';
import { createManualClock } from '../market/manual-clock.js';
import { PAY_PASSWORD, as, balances, grant, requestId, setPayPassword, setWithdrawSettings } from '../modules/withdraw/withdraw-fixtures.js';
import { enrolledOperator, type ConsoleBrowser } from './console-client.js';

/**
 * Issue 39, "Collection and the platform's wallets": the console's Wallets screen read through the
 * admin API (balances, the signer's health, the sends not final, the stuck ones) and its actions on
 * a stuck send: rebroadcast and replace (audited), fail and refund (audited, four eyes), each
 * refused to a role that does not handle money.
 */
const clock = createManualClock(Date.parse('2026-11-30T08:00:00Z'));
const TOKEN = getAddress(`0x${'7'.repeat(40)}`);
const hot = hotWalletAccount(randomBytes(32));
let t: TestApp;
let member: TestMember;
const ops = {} as Record<'finance' | 'checker' | 'support' | 'owner', ConsoleBrowser>;

beforeAll(async () => {
  t = await buildTestApp({}, { marketClock: clock });
  for (const role of ['finance', 'support', 'owner'] as const) ops[role] = (await enrolledOperator(t, clock, `wallets-${role}`, role)).browser;
  ops.checker = (await enrolledOperator(t, clock, 'wallets-checker', 'finance')).browser;
  await setWithdrawSettings(t, { minAmount: '10', maxAmount: '1000', dailyCount: 100, freeCount: 0, taxPercent: '0', feeAmount: '0' });
  member = await newMember(t);
  await setPayPassword(t, member);
  await grant(t, member, '1000');
  await t.db.update(members).set({ usdtAddress: getAddress(`0x${randomBytes(20).toString('hex')}`), network: 'ERC20' }).where(eq(members.id, member.id));
  // The network as the server reads it: a node that does not answer (nothing listens on port 9).
  (t.deps.chain as Map<string, DepositNetwork>).set('ERC20', { network: 'ERC20', family: 'evm', xpub: parseXpub(xpubOf(HARDHAT_MNEMONIC, 'evm')), decimals: 6, confirmations: 2, rpcUrl: 'http://127.0.0.1:9', token: TOKEN });
  t.deps.coinPayouts.set('ERC20', { token: TOKEN, decimals: 6 });
});
afterAll(async () => {
  await t.close();
});

/** A coin withdrawal approved and handed to the signer: its send, queued. */
async function queuedWithdrawal(amount: string): Promise<{ orderNo: string; sendId: number }> {
  const asked = await t.api.call(API.withdraw.withdraw, { method: 'coin', amount, payPassword: PAY_PASSWORD, requestId: requestId() }, as(member));
  if (asked.code !== CODE.OK) throw new Error(`withdraw: ${asked.code} ${asked.msg}`);
  const orderNo = String(asked.data.orderNo);
  await payWithdrawal(t.db, orderNo, { actor: 'cli:test', caches: t.deps.caches, coinPayouts: t.deps.coinPayouts });
  const [send] = await t.db.select().from(chainSends).where(eq(chainSends.reference, orderNo));
  if (!send) throw new Error('no send queued');
  return { orderNo, sendId: send.id };
}

/** As the signer leaves a send it has broadcast `minutes` ago and that is not mined. */
async function broadcastAgo(sendId: number, minutes: number): Promise<void> {
  const at = new Date(Date.now() - minutes * 60_000);
  await t.db
    .update(chainSends)
    .set({ status: 'broadcast', fromAddress: hot.address, nonce: sendId, txHash: `0x${sendId.toString(16).padStart(64, '0')}`, rawTx: '0x02', broadcasts: 1, broadcastAt: at, createdAt: at })
    .where(eq(chainSends.id, sendId));
}

const sendOf = async (id: number) => (await t.db.select().from(chainSends).where(eq(chainSends.id, id)))[0];
const act = (browser: ConsoleBrowser, id: number, action: 'rebroadcast' | 'replace' | 'fail-and-refund', body?: Record<string, unknown>, language?: string) =>
  browser.send('POST', `/admin/wallets/sends/${id}/${action}`, { ...(body === undefined ? {} : { body }), ...(language === undefined ? {} : { language }) });

/** The signer of the network as operator-requests.ts runs it at the start of each step; a queued send's cancel needs no node. */
function signer(): SignerContext {
  const client = createPublicClient({ transport: http('http://127.0.0.1:9', { retryCount: 0 }) }) as PublicClient;
  return { db: t.db, network: 'ERC20', token: TOKEN, client, chainId: 31337, account: hot, confirmations: 2, replaceAfterMs: 60_000, onFinished: settleSentWithdrawal };
}

describe('wallets', () => {
  it("answers each network's signer health, sends not final and stuck ones, and says a node that does not answer instead of failing", async () => {
    const fresh = await queuedWithdrawal('20');
    const stuck = await queuedWithdrawal('30');
    await broadcastAgo(stuck.sendId, 15);
    await t.db.insert(signerStatus).values({ network: 'ERC20', hotAddress: hot.address, feeAddress: hot.address, startedAt: new Date(Date.now() - 3_600_000), heartbeatAt: new Date(Date.now() - 120_000), lastStep: { signed: 1 }, lastError: 'timeout' });
    try {
      const answer = await ops.finance.send('GET', '/admin/wallets');
      expect(answer.status).toBe(200);
      const { networks, stuckAfterSeconds } = ADMIN_OUTPUTS.wallets.parse(answer.body.data);
      expect(stuckAfterSeconds).toBe(600);
      const erc20 = networks.find((network) => network.network === 'ERC20');
      expect(erc20).toMatchObject({ token: TOKEN, decimals: 6, queued: 1, broadcast: 1, stuck: 1, queuedWithdrawals: 1, pendingSweeps: 0 });
      expect(erc20?.signer).toMatchObject({ state: 'down', lastError: 'timeout', lastStep: { signed: 1 } });
      expect(erc20?.signer.heartbeatAgeSeconds).toBeGreaterThanOrEqual(120);
      expect(erc20?.balances.map((balance) => [balance.role, balance.address, balance.token])).toEqual([
        ['hot', hot.address, null],
        ['fee', hot.address, null],
      ]);
      expect(erc20?.balanceError).not.toBe('');
      expect(erc20?.sends.map((send) => [send.reference, send.amount, send.status, send.stuck])).toEqual([
        [fresh.orderNo, '20', 'queued', false],
        [stuck.orderNo, '30', 'broadcast', true],
      ]);
    } finally {
      await t.db.delete(signerStatus);
      await t.db.update(chainSends).set({ status: 'confirmed' }).where(eq(chainSends.network, 'ERC20'));
    }
  });

  it('is refused to support, who does not handle the platform’s money', async () => {
    expect((await ops.support.send('GET', '/admin/wallets')).status).toBe(403);
  });
});

describe('wallets-rebroadcast and wallets-replace', () => {
  it('ask the signer at its next step, audited; the signer does it once and clears the request', async () => {
    const { sendId } = await queuedWithdrawal('15');
    await broadcastAgo(sendId, 20);
    const asked = await act(ops.finance, sendId, 'rebroadcast');
    expect(asked.status).toBe(200);
    expect(ADMIN_OUTPUTS['wallets-rebroadcast'].parse(asked.body.data)).toMatchObject({ id: sendId, network: 'ERC20', requestedAction: 'rebroadcast' });
    expect(await sendOf(sendId)).toMatchObject({ requestedAction: 'rebroadcast', requestedBy: 'console:wallets-finance' });
    const replaced = await act(ops.owner, sendId, 'replace');
    expect(replaced.status).toBe(200);
    expect(replaced.body.message).toContain('higher fees');
    expect(await sendOf(sendId)).toMatchObject({ requestedAction: 'replace', requestedBy: 'console:wallets-owner' });
    const audited = await t.db.select().from(operatorAudit).where(eq(operatorAudit.target, `chain-send:${sendId}`));
    expect(audited.map((row) => row.action).sort()).toEqual(['wallets-rebroadcast', 'wallets-replace']);

    // The node does not answer: the request stays, with the error for the operator, to be tried again.
    await actOnOperatorRequests(signer());
    expect(await sendOf(sendId)).toMatchObject({ status: 'broadcast', requestedAction: 'replace' });
    expect((await sendOf(sendId))?.lastError).toMatch(/^replace: /);
    await t.db.update(chainSends).set({ status: 'confirmed', requestedAction: '' }).where(eq(chainSends.id, sendId));
  });

  it('refuse an unknown send, a final one and a queued one (nothing signed to send again), in the operator’s language', async () => {
    expect((await act(ops.finance, 999_999, 'rebroadcast')).status).toBe(404);
    const { sendId } = await queuedWithdrawal('12');
    const queued = await act(ops.finance, sendId, 'replace', undefined, 'zh-HK');
    expect(queued.status).toBe(409);
    expect(queued.body.message).toContain('尚未簽署');
    await t.db.update(chainSends).set({ status: 'confirmed' }).where(eq(chainSends.id, sendId));
    const final = await act(ops.finance, sendId, 'rebroadcast');
    expect(final.status).toBe(409);
    expect(final.body.message).toBe(`Chain send #${sendId} is confirmed already: it is final, so nothing was asked of the signer.`);
    expect((await sendOf(sendId))?.requestedAction).toBe('');
  });

  it('are refused to support', async () => {
    const { sendId } = await queuedWithdrawal('11');
    await broadcastAgo(sendId, 20);
    expect((await act(ops.support, sendId, 'rebroadcast')).status).toBe(403);
    expect((await act(ops.support, sendId, 'replace')).status).toBe(403);
    expect((await sendOf(sendId))?.requestedAction).toBe('');
    await t.db.update(chainSends).set({ status: 'confirmed' }).where(eq(chainSends.id, sendId));
  });
});

describe('wallets-fail-and-refund', () => {
  it('is held for a second operator whatever the amount; the maker cannot approve it; approved, the signer cancels it and the member is refunded once', async () => {
    const before = await balances(t, member);
    const { orderNo, sendId } = await queuedWithdrawal('25');
    const reason = 'Stuck for an hour; member asked';
    const held = await act(ops.finance, sendId, 'fail-and-refund', { reason, requestId: newRequestId() });
    expect(held.status).toBe(202);
    expect(held.body.message).toContain('another operator approves');
    const { approvalId } = ZHeldAnswer.parse(held.body.data);
    // The checker is shown what returns to the member, and on whose word.
    expect(await t.db.select().from(approvalRequests).where(eq(approvalRequests.id, approvalId))).toMatchObject([{ action: 'wallets-fail-and-refund', status: 'pending', amount: '25.00000000', target: `chain-send:${sendId}`, maker: 'console:wallets-finance' }]);
    const twice = await act(ops.finance, sendId, 'fail-and-refund', { reason, requestId: newRequestId() });
    expect(twice.body.data).toEqual({ approvalId, held: true });
    expect((await sendOf(sendId))?.requestedAction).toBe('');

    expect((await ops.finance.send('POST', `/admin/approvals/${approvalId}/approve`, { body: {} })).status).toBe(422);
    expect((await sendOf(sendId))?.requestedAction).toBe('');
    const approved = await ops.checker.send('POST', `/admin/approvals/${approvalId}/approve`, { body: {} });
    expect(approved.status).toBe(200);
    expect(ADMIN_OUTPUTS['approval-approve'].parse(approved.body.data)).toMatchObject({ id: sendId, requestedAction: 'cancel' });
    expect(await sendOf(sendId)).toMatchObject({ status: 'queued', requestedAction: 'cancel' });
    // Nothing returns on the operators' word alone: the member is refunded when the signer fails the send.
    expect((await balances(t, member)).available).toBe((Number(before.available) - 25).toFixed(2));
    expect((await act(ops.checker, sendId, 'fail-and-refund', { reason: 'Again', requestId: newRequestId() })).status).toBe(409);

    await actOnOperatorRequests(signer());
    expect(await sendOf(sendId)).toMatchObject({ status: 'failed', failure: 'cancelled by operator', requestedAction: '' });
    await actOnOperatorRequests(signer());
    expect(await balances(t, member)).toEqual(before);
    expect(await t.db.select().from(journalEntries).where(eq(journalEntries.requestId, requestIdOf('withdrawal_rejected', orderNo)))).toHaveLength(1);
    expect(await checkLedger(t.db)).toEqual([]);
    const [audited] = await t.db.select().from(operatorAudit).where(eq(operatorAudit.target, `chain-send:${sendId}`));
    expect(JSON.stringify(audited)).toContain(reason);
  });

  it('refuses bad input, an unknown send and a final one before anything is held', async () => {
    expect((await act(ops.finance, 999_999, 'fail-and-refund', { reason: 'Gone', requestId: newRequestId() })).status).toBe(404);
    const { sendId } = await queuedWithdrawal('13');
    expect((await act(ops.finance, sendId, 'fail-and-refund', { reason: '', requestId: newRequestId() })).status).toBe(400);
    await t.db.update(chainSends).set({ status: 'confirmed' }).where(eq(chainSends.id, sendId));
    expect((await act(ops.finance, sendId, 'fail-and-refund', { reason: 'Too late', requestId: newRequestId() })).status).toBe(409);
  });

  it('is refused to support', async () => {
    const { sendId } = await queuedWithdrawal('14');
    expect((await act(ops.support, sendId, 'fail-and-refund', { reason: 'Not mine', requestId: newRequestId() })).status).toBe(403);
    await t.db.update(chainSends).set({ status: 'confirmed' }).where(eq(chainSends.id, sendId));
  });
});
