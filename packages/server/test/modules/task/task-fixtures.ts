import { expect } from 'vitest';
import { z } from 'zod';
import { Decimal } from 'decimal.js';
import { eq } from 'drizzle-orm';
import { API, CODE, ZGoodsOrder, ZGetTaskInfoResponse, type TGoodsOrder, type TGetTaskInfoResponse } from '@meridian/protocol';
import { goodsItems, members } from '../../../src/db/schema/index.js';
import { PLATFORM_ACCOUNT, memberAccountIds, platformAccountId } from '../../../src/ledger/accounts.js';
import { checkLedger } from '../../../src/ledger/check-ledger.js';
import { ledgerAmount } from '../../../src/ledger/amount.js';
import { postEntry } from '../../../src/ledger/post-entry.js';
import type { TTaskSettings } from '../../../src/settings/task-settings.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { newMember, type TestMember } from '../../helpers/members.js';
import type { ManualClock } from '../../market/manual-clock.js';
import { as, grant, requestId } from '../withdraw/withdraw-fixtures.js';

export { as, balances, grant, requestId } from '../withdraw/withdraw-fixtures.js';

/** Level 1: 2 tasks a day at 1 %; level 2 after 4 paid orders: 4 a day at 2 %; level 3 after 10. */
export const TEST_TASK_SETTINGS: TTaskSettings = {
  levels: [
    { level: 1, name: 'VIP1', completedTasksNeeded: 0, tasksPerDay: 2, commissionPercent: '1' },
    { level: 2, name: 'VIP2', completedTasksNeeded: 4, tasksPerDay: 4, commissionPercent: '2' },
    { level: 3, name: 'VIP3', completedTasksNeeded: 10, tasksPerDay: 6, commissionPercent: '3' },
  ],
  grabIntervalSeconds: 30,
  referralPercents: ['10', '5', '2'],
};
export const GRAB_INTERVAL_MS = TEST_TASK_SETTINGS.grabIntervalSeconds * 1000;

/** The test's own catalogue (10, 50 and 200 USDT), with the seeded demo items switched off. */
export async function useTestCatalogue(t: TestApp): Promise<void> {
  await t.db.update(goodsItems).set({ enabled: false });
  await t.db.insert(goodsItems).values([
    { name: { 'en-US': 'Test pen' }, image: '/media/goods/1.svg', price: '10.00', currency: 'USDT', sort: 101 },
    { name: { 'en-US': 'Test bag' }, image: '/media/goods/4.svg', price: '50.00', currency: 'USDT', sort: 102 },
    { name: { 'en-US': 'Test lamp' }, image: '/media/goods/7.svg', price: '200.00', currency: 'USDT', sort: 103 },
  ]);
}

/** A test app on `clock` with the test's task rules and catalogue. */
export async function startTaskApp(clock: ManualClock): Promise<TestApp> {
  const t = await buildTestApp({}, { marketClock: clock });
  await t.deps.settings.set('task', TEST_TASK_SETTINGS);
  await useTestCatalogue(t);
  return t;
}

/** Closes the app once the ledger is proved clean: every entry balanced, every balance its postings' sum. */
export async function stopTaskApp(t: TestApp): Promise<void> {
  expect(await checkLedger(t.db)).toEqual([]);
  await t.close();
}

export async function fundedMember(t: TestApp, amount: string, fields: Record<string, unknown> = {}): Promise<TestMember> {
  const member = await newMember(t, fields);
  if (new Decimal(amount).greaterThan(0)) await grant(t, member, amount);
  return member;
}

export async function setTimeZone(t: TestApp, member: TestMember, timeZone: string): Promise<void> {
  await t.db.update(members).set({ timeZone }).where(eq(members.id, member.id));
}

export async function inviteCodeOf(t: TestApp, member: TestMember): Promise<string> {
  const [row] = await t.db.select({ inviteCode: members.inviteCode }).from(members).where(eq(members.id, member.id));
  if (!row) throw new Error('member not found');
  return row.inviteCode;
}

/** Takes money out of a member's available balance (as an operator's adjustment would). */
export async function withdrawFunds(t: TestApp, member: TestMember, amount: string): Promise<void> {
  const accounts = await memberAccountIds(t.db, member.id);
  if (!accounts) throw new Error('no accounts');
  await postEntry(
    t.db,
    {
      kind: 'adjustment',
      requestId: `test-take:${member.id}:${requestId()}`,
      cause: { type: 'adjustment', id: String(member.id) },
      postings: [
        { accountId: accounts.available, amount: ledgerAmount(new Decimal(amount).negated()) },
        { accountId: await platformAccountId(t.db, PLATFORM_ACCOUNT.adjustments, 'USDT'), amount: ledgerAmount(amount) },
      ],
    },
    { caches: t.deps.caches },
  );
}

export const grab = (t: TestApp, member: TestMember, id = requestId()) => t.api.call(API.task.grabGoodsOrder, { requestId: id }, as(member));
export const pay = (t: TestApp, member: TestMember, orderNo: string, id = requestId()) =>
  t.api.call(API.task.payGoodsOrder, { orderNo, requestId: id }, as(member));

export async function grabbed(t: TestApp, member: TestMember): Promise<TGoodsOrder> {
  const answer = await grab(t, member);
  if (answer.code !== CODE.OK) throw new Error(`grabGoodsOrder: ${answer.code} ${answer.msg}`);
  return ZGoodsOrder.parse(answer.data);
}

/** Waits out the grab interval, grabs and pays one order. */
export async function completeTask(t: TestApp, clock: ManualClock, member: TestMember): Promise<TGoodsOrder> {
  clock.advance(GRAB_INTERVAL_MS);
  const order = await grabbed(t, member);
  const answer = await pay(t, member, order.orderNo);
  if (answer.code !== CODE.OK) throw new Error(`payGoodsOrder: ${answer.code} ${answer.msg}`);
  return ZGoodsOrder.parse(answer.data);
}

export async function taskInfo(t: TestApp, member: TestMember): Promise<TGetTaskInfoResponse> {
  const answer = await t.api.call(API.task.getTaskInfo, {}, as(member));
  if (answer.code !== CODE.OK) throw new Error(`getTaskInfo: ${answer.code} ${answer.msg}`);
  return z.strictObject(ZGetTaskInfoResponse.shape).parse(answer.data);
}
