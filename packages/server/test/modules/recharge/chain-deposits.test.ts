import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { API, CODE, type TChainDepositItem } from '@meridian/protocol';
import { chainDeposits } from '../../../src/db/schema/index.js';
import type { TestApp } from '../../helpers/build-test-app.js';
import { newMember, type TestMember } from '../../helpers/members.js';
import { appWithTwoMembers } from '../../helpers/two-members.js';

type DepositRow = typeof chainDeposits.$inferInsert;

const DAY_MS = 86_400_000;

const txHash = () => `0x${randomBytes(32).toString('hex')}`;

/** A deposit as the watcher records it, to `member`'s address. */
function deposit(member: TestMember | null, fields: Partial<DepositRow> = {}): DepositRow {
  return {
    network: 'ERC20',
    txHash: txHash(),
    logIndex: 0,
    blockNumber: 100,
    blockHash: txHash(),
    fromAddress: '0x1111111111111111111111111111111111111111',
    toAddress: '0x2222222222222222222222222222222222222222',
    memberId: member?.id ?? null,
    amount: '25.5',
    status: 'seen',
    confirmations: 3,
    ...fields,
  };
}

async function listOf(t: TestApp, member: TestMember): Promise<TChainDepositItem[]> {
  const answer = await t.api.call<{ list: TChainDepositItem[] }>(API.recharge.chainDeposits, {}, { token: member.token });
  expect(answer.code).toBe(CODE.OK);
  return answer.data.list;
}

describe('recharge/chainDeposits', () => {
  const app = appWithTwoMembers();
  let t: TestApp;
  let a: TestMember;
  let b: TestMember;
  beforeAll(() => {
    ({ t, a, b } = app());
  });

  it('lists the member’s own deposits newest first, with their confirmations and the order once credited', async () => {
    const member = await newMember(t);
    const older = deposit(member, { amount: '100', status: 'credited', confirmations: 12, orderNo: 'R-CHAIN-1', createdAt: new Date(Date.now() - 60_000) });
    const newer = deposit(member, { amount: '7.123456', confirmations: 2, logIndex: 3 });
    await t.db.insert(chainDeposits).values([older, newer]);
    const list = await listOf(t, member);
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({ network: 'ERC20', txHash: newer.txHash, logIndex: 3, amount: '7.123456', status: 'seen', confirmations: 2, confirmationsNeeded: 12, orderNo: null });
    expect(list[1]).toMatchObject({ txHash: older.txHash, amount: '100', status: 'credited', confirmations: 12, orderNo: 'R-CHAIN-1' });
    expect(list[0]?.seenAt).toBeGreaterThan(list[1]?.seenAt ?? Infinity);
  });

  it('never lists another member’s deposits, nor ones no member owns', async () => {
    await t.db.insert(chainDeposits).values([deposit(b, { amount: '99' }), deposit(null, { status: 'unmatched', unmatchedReason: 'no_owner' })]);
    const mine = deposit(a, { amount: '1.5' });
    await t.db.insert(chainDeposits).values(mine);
    const list = await listOf(t, a);
    expect(list.map((item) => item.txHash)).toEqual([mine.txHash]);
    expect((await listOf(t, b)).map((item) => item.amount)).toEqual(['99']);
  });

  it('shows a dropped deposit, and leaves out those older than 30 days', async () => {
    const member = await newMember(t);
    const dropped = deposit(member, { status: 'dropped', confirmations: 1 });
    await t.db.insert(chainDeposits).values([dropped, deposit(member, { createdAt: new Date(Date.now() - 31 * DAY_MS) })]);
    expect(await listOf(t, member)).toEqual([expect.objectContaining({ txHash: dropped.txHash, status: 'dropped' })]);
  });

  it('shows the member a deposit below the minimum as not credited, with the minimum in the coin', async () => {
    const member = await newMember(t);
    const below = deposit(member, { status: 'unmatched', unmatchedReason: 'below_minimum', amount: '12.5' });
    const credited = deposit(member, { status: 'credited', orderNo: 'R-CHAIN-2', createdAt: new Date(Date.now() - 60_000) });
    await t.db.insert(chainDeposits).values([below, credited]);
    const [first, second] = await listOf(t, member);
    expect(first).toMatchObject({ txHash: below.txHash, amount: '12.5', status: 'unmatched', orderNo: null, notCredited: { reason: 'below_minimum', minimum: '50.00', coin: 'USDT' } });
    expect(second).not.toHaveProperty('notCredited');
  });

  it('answers at most 20', async () => {
    const member = await newMember(t);
    await t.db.insert(chainDeposits).values(Array.from({ length: 23 }, (_, index) => deposit(member, { logIndex: index, createdAt: new Date(Date.now() - index * 1000) })));
    const list = await listOf(t, member);
    expect(list).toHaveLength(20);
    expect(list.map((item) => item.logIndex)).toEqual(Array.from({ length: 20 }, (_, index) => index));
  });

  it('refuses without a session and with a field it does not take', async () => {
    expect((await t.api.call(API.recharge.chainDeposits, {})).code).toBe(CODE.SESSION_INVALID);
    expect((await t.api.call(API.recharge.chainDeposits, { memberId: b.id }, { token: a.token })).code).toBe(CODE.INVALID_PARAMS);
  });
});
