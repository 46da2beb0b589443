import { ADMIN_OUTPUTS, ZHeldAnswer, newRequestId } from '@meridian/protocol';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvalRequests, chainCursors, chainDeposits, operatorAudit, rechargeOrders } from '../../src/db/schema/index.js';
import { chainDepositOrderNo } from '../../src/chain/watcher/credit-chain-deposit.js';
import { checkLedger } from '../../src/ledger/check-ledger.js';
import { writeSetting } from '../../src/settings/settings-store.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { newMember } from '../helpers/members.js';
import { createManualClock } from '../market/manual-clock.js';
import { available } from '../operator/money-orders.js';
import { enrolledOperator, type ConsoleBrowser } from './console-client.js';

/**
 * Issue 38, "Operators": the chain watcher's state and deposits read through the admin API, an
 * unmatched deposit credited to a member by hand (once, audited, four eyes above the limit) and a
 * halted network resumed by the owner.
 */
const clock = createManualClock(Date.parse('2026-11-30T08:00:00Z'));
let t: TestApp;
const ops = {} as Record<'finance' | 'checker' | 'support' | 'content' | 'owner', ConsoleBrowser>;

beforeAll(async () => {
  t = await buildTestApp({}, { marketClock: clock });
  for (const role of ['finance', 'support', 'content', 'owner'] as const) ops[role] = (await enrolledOperator(t, clock, `chain-${role}`, role)).browser;
  ops.checker = (await enrolledOperator(t, clock, 'chain-checker', 'finance')).browser;
  await writeSetting(t.db, 'fourEyes', { adjustmentAbove: '1000', withdrawalAbove: '1000' });
  const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000);
  await t.db.insert(chainCursors).values([
    { network: 'ERC20', lastBlock: 990, headBlock: 1000, confirmationsNeeded: 12, polledAt: ago(1), lastError: 'timeout', lastErrorAt: ago(5), reorgs: 2, lastReorgAt: ago(30), lastReorgDepth: 3 },
    { network: 'TRC20', lastBlock: 500, headBlock: 500, polledAt: ago(10), lastError: 'connection refused', lastErrorAt: ago(1), haltedAt: ago(20), haltReason: 're-org of 30 blocks removed credited deposits: 0xdead#0' },
  ]);
});
afterAll(async () => {
  await t.close();
});

let nextTx = 1;
/** A deposit the watcher recorded on `network`, to an address no member owns unless said otherwise. */
async function deposit(fields: Partial<typeof chainDeposits.$inferInsert> = {}): Promise<typeof chainDeposits.$inferSelect> {
  const txHash = `0x${(nextTx++).toString(16).padStart(64, '0')}`;
  const [row] = await t.db
    .insert(chainDeposits)
    .values({
      network: 'ERC20',
      txHash,
      logIndex: 0,
      blockNumber: 950,
      blockHash: `0x${'b'.repeat(64)}`,
      fromAddress: '0x00000000000000000000000000000000000000aa',
      toAddress: '0x00000000000000000000000000000000000000cc',
      amount: '75.5',
      status: 'unmatched',
      unmatchedReason: 'no_owner',
      confirmations: 51,
      ...fields,
    })
    .returning();
  if (!row) throw new Error('deposit not written');
  return row;
}

const credit = (browser: ConsoleBrowser, id: number, body: Record<string, unknown>, language?: string) =>
  browser.send('POST', `/admin/chain/deposits/${id}/credit`, { body, ...(language === undefined ? {} : { language }) });

describe('chain-status', () => {
  it("answers each network's lag, RPC health, waiting deposits, re-orgs and halt", async () => {
    await deposit({ status: 'seen', unmatchedReason: '', confirmations: 3 });
    await deposit({ network: 'TRC20', status: 'dropped', unmatchedReason: '' });
    const answer = await ops.support.send('GET', '/admin/chain');
    expect(answer.status).toBe(200);
    const { networks } = ADMIN_OUTPUTS['chain-status'].parse(answer.body.data);
    const [erc20, trc20] = networks;
    expect(erc20).toMatchObject({ network: 'ERC20', head: 1000, cursor: 990, lag: 10, healthy: true, lastError: 'timeout', confirming: 1, reorgs: 2, lastReorgDepth: 3, haltedAt: null });
    expect(erc20?.lastReorgAt).not.toBeNull();
    expect(trc20).toMatchObject({ network: 'TRC20', lag: 0, healthy: false, droppedLastWeek: 1, haltReason: 're-org of 30 blocks removed credited deposits: 0xdead#0' });
    expect(trc20?.haltedAt).not.toBeNull();
  });

  it('is refused to a role that does not read money', async () => {
    expect((await ops.content.send('GET', '/admin/chain')).status).toBe(403);
  });
});

describe('chain-deposits', () => {
  it('lists deposits by network and status, with the member each is credited to', async () => {
    const member = await newMember(t);
    const mine = await deposit({ status: 'credited', unmatchedReason: '', memberId: member.id, orderNo: 'RCCHTEST1' });
    const reorged = await deposit({ status: 'credited', unmatchedReason: '', memberId: member.id, orderNo: 'RCCHTEST2', reorgedAt: new Date() });
    const credited = await ops.finance.send('GET', '/admin/chain/deposits?network=ERC20&status=credited&pageSize=100');
    expect(credited.status).toBe(200);
    const page = ADMIN_OUTPUTS['chain-deposits'].parse(credited.body.data);
    expect(page.items.map((item) => item.id)).toEqual([reorged.id, mine.id]);
    expect(page.items[1]).toMatchObject({ username: member.username, txHash: mine.txHash, logIndex: 0, blockNumber: 950, amount: '75.5', orderNo: 'RCCHTEST1', reorgedAt: null });
    const onlyReorged = ADMIN_OUTPUTS['chain-deposits'].parse((await ops.support.send('GET', '/admin/chain/deposits?status=reorged')).body.data);
    expect(onlyReorged.items.map((item) => item.id)).toEqual([reorged.id]);
  });

  it('refuses a status it does not know', async () => {
    const answer = await ops.finance.send('GET', '/admin/chain/deposits?status=lost');
    expect(answer.status).toBe(400);
  });
});

describe('chain-deposit-credit', () => {
  it('credits an unmatched deposit to the member once, through the ledger, audited with the reason', async () => {
    const member = await newMember(t);
    const before = await available(t, member);
    const row = await deposit();
    const requestId = newRequestId();
    const body = { username: member.username, reason: 'Member sent to the shared address; proof checked', requestId };
    const first = await credit(ops.finance, row.id, body);
    expect(first.status).toBe(200);
    const answer = ADMIN_OUTPUTS['chain-deposit-credit'].parse(first.body.data);
    const orderNo = chainDepositOrderNo('ERC20', row.txHash, 0);
    expect(answer).toMatchObject({ depositId: row.id, orderNo, memberId: member.id, amount: '75.50', currency: 'USDT' });
    expect(await available(t, member)).toBe((Number(before) + 75.5).toFixed(2));
    const [stored] = await t.db.select().from(chainDeposits).where(eq(chainDeposits.id, row.id));
    expect(stored).toMatchObject({ status: 'credited', memberId: member.id, orderNo, creditEntryId: answer.entryId, creditRequestId: `recharge:${orderNo}` });
    const orders = await t.db.select().from(rechargeOrders).where(eq(rechargeOrders.orderNo, orderNo));
    expect(orders).toMatchObject([{ status: 'completed', memberId: member.id, mode: 'crypto', network: 'ERC20', txid: row.txHash }]);
    expect(Number(orders[0]?.amount)).toBe(75.5);
    const [audited] = await t.db.select().from(operatorAudit).where(eq(operatorAudit.target, `chain-deposit:${row.id}`));
    expect(JSON.stringify(audited)).toContain('proof checked');

    // The same request id again answers the first result; a new one is refused: it is credited already.
    const retried = await credit(ops.finance, row.id, body);
    expect(retried.status).toBe(200);
    expect(retried.body.data).toEqual(first.body.data);
    const again = await credit(ops.finance, row.id, { ...body, requestId: newRequestId() });
    expect(again.status).toBe(409);
    expect(again.body.message).toContain(orderNo);
    expect(await available(t, member)).toBe((Number(before) + 75.5).toFixed(2));
  });

  it('refuses bad input, a deposit that is not unmatched, a member who does not exist and a request without its id', async () => {
    const member = await newMember(t);
    const row = await deposit();
    expect((await credit(ops.finance, row.id, { username: member.username, reason: '', requestId: newRequestId() })).status).toBe(400);
    const withoutId = await credit(ops.finance, row.id, { username: member.username, reason: 'No id' });
    expect(withoutId.status).toBe(400);
    expect(withoutId.body.message).toMatch(/requestId/);
    expect((await credit(ops.finance, row.id, { username: 'nobody-at-all-here', reason: 'Typo', requestId: newRequestId() })).status).toBe(404);
    expect((await credit(ops.finance, 999_999, { username: member.username, reason: 'Gone', requestId: newRequestId() })).status).toBe(404);
    const confirming = await deposit({ status: 'seen', unmatchedReason: '' });
    const refused = await credit(ops.finance, confirming.id, { username: member.username, reason: 'Too soon', requestId: newRequestId() }, 'zh-HK');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('並非未配對');
    const halted = await deposit({ network: 'TRC20' });
    expect((await credit(ops.finance, halted.id, { username: member.username, reason: 'Halted', requestId: newRequestId() })).status).toBe(422);
    expect((await t.db.select().from(chainDeposits).where(eq(chainDeposits.id, row.id)))[0]?.status).toBe('unmatched');
  });

  it('waits for the confirmations the watcher credits at: a deposit a re-org could still take is not credited by hand', async () => {
    const member = await newMember(t);
    const before = await available(t, member);
    const young = await deposit({ confirmations: 5, blockNumber: 996 });
    const refused = await credit(ops.finance, young.id, { username: member.username, reason: 'Sent from their exchange', requestId: newRequestId() });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(`Chain deposit #${young.id} has 5 of the 12 confirmations the watcher credits at: a re-org could still take it away. Credit it once it has them. Nothing was credited.`);
    expect((await t.db.select().from(chainDeposits).where(eq(chainDeposits.id, young.id)))[0]?.status).toBe('unmatched');
    expect(await available(t, member)).toBe(before);

    // Once it has them (the watcher counts them up), the same operator credits it.
    await t.db.update(chainDeposits).set({ confirmations: 12 }).where(eq(chainDeposits.id, young.id));
    expect((await credit(ops.finance, young.id, { username: member.username, reason: 'Sent from their exchange', requestId: newRequestId() })).status).toBe(200);
    expect(await available(t, member)).toBe((Number(before) + 75.5).toFixed(2));
  });

  it('is refused to support, who may only read', async () => {
    const member = await newMember(t);
    const row = await deposit();
    expect((await credit(ops.support, row.id, { username: member.username, reason: 'Not mine to do', requestId: newRequestId() })).status).toBe(403);
  });

  it('holds a credit above the four-eyes limit for a second operator, once per deposit, who then credits it', async () => {
    const member = await newMember(t);
    const before = await available(t, member);
    const row = await deposit({ amount: '1500' });
    const held = await credit(ops.finance, row.id, { username: member.username, reason: 'Large, checked on the explorer', requestId: newRequestId() });
    expect(held.status).toBe(202);
    const { approvalId } = ZHeldAnswer.parse(held.body.data);
    const twice = await credit(ops.finance, row.id, { username: member.username, reason: 'Pressed again', requestId: newRequestId() });
    expect(twice.body.data).toEqual({ approvalId, held: true });
    expect(await available(t, member)).toBe(before);
    expect(await t.db.select().from(approvalRequests).where(eq(approvalRequests.id, approvalId))).toMatchObject([{ action: 'chain-deposit-credit', status: 'pending', amount: '1500.00000000' }]);
    expect((await ops.finance.send('POST', `/admin/approvals/${approvalId}/approve`, { body: {} })).status).toBe(422);
    const approved = await ops.checker.send('POST', `/admin/approvals/${approvalId}/approve`, { body: {} });
    expect(approved.status).toBe(200);
    expect(await available(t, member)).toBe((Number(before) + 1500).toFixed(2));
  });
});

describe('chain-resume', () => {
  it('is the owner\'s alone: finance is refused', async () => {
    expect((await ops.finance.send('POST', '/admin/chain/TRC20/resume', { body: { reason: 'Reviewed' } })).status).toBe(403);
  });

  it('refuses without a reason, or for a network that is not halted or not watched', async () => {
    expect((await ops.owner.send('POST', '/admin/chain/TRC20/resume', { body: { reason: '' } })).status).toBe(400);
    expect((await ops.owner.send('POST', '/admin/chain/ERC20/resume', { body: { reason: 'Reviewed' } })).status).toBe(409);
    expect((await ops.owner.send('POST', '/admin/chain/BEP20/resume', { body: { reason: 'Reviewed' } })).status).toBe(404);
  });

  it('clears the halt after review, audited with the reason', async () => {
    const resumed = await ops.owner.send('POST', '/admin/chain/TRC20/resume', { body: { reason: 'Re-org reviewed with the node operator' } });
    expect(resumed.status).toBe(200);
    expect(ADMIN_OUTPUTS['chain-resume'].parse(resumed.body.data)).toMatchObject({ network: 'TRC20', haltReason: 're-org of 30 blocks removed credited deposits: 0xdead#0' });
    const [cursor] = await t.db.select().from(chainCursors).where(eq(chainCursors.network, 'TRC20'));
    expect(cursor).toMatchObject({ haltedAt: null, haltReason: '' });
    const [audited] = await t.db.select().from(operatorAudit).where(eq(operatorAudit.target, 'chain:TRC20'));
    expect(JSON.stringify(audited)).toContain('Re-org reviewed with the node operator');
  });
});

describe('the ledger check', () => {
  it('names each credited deposit a re-org removed as a discrepancy to review', async () => {
    const member = await newMember(t);
    const row = await deposit({ status: 'credited', unmatchedReason: '', memberId: member.id, orderNo: 'RCCHREORG1', reorgedAt: new Date('2026-11-30T07:00:00Z') });
    const found = (await checkLedger(t.db)).filter((discrepancy) => discrepancy.kind === 'deposit_reorged');
    expect(found).toContainEqual({
      kind: 'deposit_reorged',
      depositId: row.id,
      network: 'ERC20',
      txHash: row.txHash,
      logIndex: 0,
      memberId: member.id,
      orderNo: 'RCCHREORG1',
      amount: '75.5',
      reorgedAt: '2026-11-30T07:00:00.000Z',
    });
    const checked = await ops.finance.send('GET', '/admin/ledger-check');
    expect(checked.body.ok).toBe(false);
    expect(ADMIN_OUTPUTS['ledger-check'].parse(checked.body.data).discrepancies.map((discrepancy) => discrepancy.kind)).toContain('deposit_reorged');
  });
});
