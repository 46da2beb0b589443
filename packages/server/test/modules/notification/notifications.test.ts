import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API, CODE, ZGetNotificationPageResponse, ZReadNotificationsResponse, type TNotification } from '@meridian/protocol';
import { memberNotifications, members } from '../../../src/db/schema/index.js';
import { inEveryLanguage } from '../../../src/i18n/localized-text.js';
import { writeLetter } from '../../../src/modules/letter/write-letter.js';
import { notifyMembers } from '../../../src/modules/notification/notification-store.js';
import { approveRecharge } from '../../../src/modules/recharge/recharge-review.js';
import { sendSecurityAlert } from '../../../src/modules/security/security-alerts.js';
import { payWithdrawal, rejectWithdrawal } from '../../../src/modules/withdraw/withdrawal-review.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { newMember, type TestMember } from '../../helpers/members.js';
import { openOfflineOrder } from '../recharge/recharge-test-kit.js';
import { PAY_PASSWORD, addCard, as, grant, requestId, setPayPassword, setWithdrawSettings } from '../withdraw/withdraw-fixtures.js';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  await setWithdrawSettings(t, { minAmount: '10', maxAmount: '1000', dailyCount: 100, freeCount: 0, taxPercent: '0', feeAmount: '0' });
});
afterAll(async () => {
  await t.close();
});

async function page(member: TestMember, fields: Record<string, unknown> = {}, language?: string) {
  const answer = await t.api.call(API.notification.getNotificationPage, { pageSize: 50, ...fields }, { ...as(member), ...(language ? { language } : {}) });
  expect(answer.code).toBe(CODE.OK);
  return ZGetNotificationPageResponse.parse(answer.data);
}
const unread = async (member: TestMember) => (await t.api.call(API.notification.getNotificationUnreadNum, {}, as(member))).data.count as number;
const read = (member: TestMember, body: Record<string, unknown>) => t.api.call(API.notification.readNotifications, body, as(member));
const kinds = (list: readonly TNotification[]) => list.map((item) => item.kind);

async function letterTo(memberId: number | null, title: string): Promise<number> {
  return writeLetter(t.db, { memberId, title: inEveryLanguage(() => title), content: inEveryLanguage(() => `<p>${title} &amp; <b>more</b></p>`) });
}

async function withdrawal(member: TestMember, cardId: number, amount: string): Promise<string> {
  const answer = await t.api.call(API.withdraw.withdraw, { method: 'bank', bankCardId: cardId, amount, payPassword: PAY_PASSWORD, requestId: requestId() }, as(member));
  if (answer.code !== CODE.OK) throw new Error(`withdraw: ${answer.code} ${answer.msg}`);
  return String(answer.data.orderNo);
}

describe('the notification centre', () => {
  it('makes a letter a notification of its member only, worded from the letter and opening it', async () => {
    const [ann, bob] = [await newMember(t), await newMember(t)];
    const id = await letterTo(ann.id, 'Hello Ann');
    const { list, total } = await page(ann);
    expect(total).toBe(1);
    expect(list[0]).toMatchObject({ kind: 'letter', title: 'Hello Ann', body: 'Hello Ann & more', link: `/pages/my/dialog_detail?id=${id}`, isRead: false });
    expect((await page(bob)).total).toBe(0);
    expect(await unread(ann)).toBe(1);
    expect(await unread(bob)).toBe(0);
    // Reading the letter reads its notification: the bell and the letters' badge agree.
    expect((await t.api.call(API.member.readLetterInfo, { id }, as(ann))).code).toBe(CODE.OK);
    expect(await unread(ann)).toBe(0);
  });

  it('makes a letter to everyone a notification of every member, in one statement', async () => {
    const [ann, bob] = [await newMember(t), await newMember(t)];
    const id = await letterTo(null, 'For everyone');
    for (const member of [ann, bob]) expect((await page(member)).list.map((item) => item.link)).toContain(`/pages/my/dialog_detail?id=${id}`);
    const rows = await t.db.select().from(memberNotifications).where(eq(memberNotifications.letterId, id));
    expect(rows.length).toBe((await t.db.select({ id: members.id }).from(members)).length);
  });

  it('writes each event once: the same key again adds nothing and announces nothing', async () => {
    const ann = await newMember(t);
    const item = { memberId: ann.id, kind: 'depositCredited' as const, dedupeKey: 'deposit:R1', subject: 'R1', params: { amount: '10.00', currency: 'USDT' } };
    expect(await notifyMembers(t.db, [item])).toBe(1);
    expect(await notifyMembers(t.db, [item, item])).toBe(0);
    expect((await page(ann)).total).toBe(1);
  });

  it('words a notification in the reader’s language', async () => {
    const ann = await newMember(t);
    await notifyMembers(t.db, [{ memberId: ann.id, kind: 'depositCredited', dedupeKey: 'deposit:R2', subject: 'R2', params: { amount: '25.00', currency: 'USDT' } }]);
    expect((await page(ann, {}, 'en-US')).list[0]).toMatchObject({ title: 'Deposit credited', body: '25.00 USDT was credited to your balance.', link: '/pages/recharge/detail?orderNo=R2' });
    expect((await page(ann, {}, 'zh-HK')).list[0]).toMatchObject({ title: '充值已入賬', body: '25.00 USDT 已存入你的餘額。' });
  });

  it('marks read the member’s own notifications by id, never another member’s, and all at once', async () => {
    const [ann, bob] = [await newMember(t), await newMember(t)];
    for (const n of [1, 2, 3]) await letterTo(ann.id, `Ann ${n}`);
    await letterTo(bob.id, 'Bob 1');
    const annIds = (await page(ann)).list.map((item) => item.id);
    const bobIds = (await page(bob)).list.map((item) => item.id);

    const first = ZReadNotificationsResponse.parse((await read(ann, { ids: [annIds[0], ...bobIds] })).data);
    expect(first.unreadCount).toBe(2);
    expect(await unread(bob)).toBe(1);
    expect((await page(ann, { unread: true })).list.map((item) => item.id)).toEqual(annIds.slice(1));
    // Again is harmless.
    expect(ZReadNotificationsResponse.parse((await read(ann, { ids: [annIds[0]] })).data).unreadCount).toBe(2);

    expect(ZReadNotificationsResponse.parse((await read(ann, { all: true })).data).unreadCount).toBe(0);
    expect((await page(ann)).list.every((item) => item.isRead)).toBe(true);
    expect(await unread(bob)).toBe(1);
  });

  it('refuses bad input and changes nothing', async () => {
    const ann = await newMember(t);
    await letterTo(ann.id, 'Keep me unread');
    for (const body of [{}, { ids: [] }, { ids: Array.from({ length: 101 }, (_, i) => i + 1) }, { ids: [1], all: true }, { all: false }, { ids: ['x'] }, { ids: [-1] }]) {
      expect((await read(ann, body)).code).toBe(CODE.INVALID_PARAMS);
    }
    expect((await t.api.call(API.notification.getNotificationPage, { pageSize: 101 }, as(ann))).code).toBe(CODE.INVALID_PARAMS);
    expect(await unread(ann)).toBe(1);
  });

  it('needs a session for the list and for reading; the bell counts 0 without one', async () => {
    expect((await t.api.call(API.notification.getNotificationPage, {})).code).toBe(CODE.SESSION_INVALID);
    expect((await t.api.call(API.notification.readNotifications, { all: true })).code).toBe(CODE.SESSION_INVALID);
    const answer = await t.api.call(API.notification.getNotificationUnreadNum, {});
    expect(answer).toMatchObject({ code: CODE.OK, data: { count: 0 } });
  });

  it('tells the member of a security change and a new device, as kinds of their own', async () => {
    const ann = await newMember(t);
    const [row] = await t.db.select().from(members).where(eq(members.id, ann.id));
    if (!row) throw new Error('no member');
    const details = { ip: '203.0.113.9', userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', language: 'en-US' as const };
    await sendSecurityAlert(t.deps, row, 'passwordChanged', details);
    await sendSecurityAlert(t.deps, row, 'newDevice', details);
    const { list } = await page(ann);
    expect(kinds(list)).toEqual(['newDevice', 'security']);
    expect(list.every((item) => item.link?.startsWith('/pages/my/dialog_detail?id='))).toBe(true);
  });

  it('tells the member of a credited deposit, an approved withdrawal and a rejected one with its reason', async () => {
    const ann = await newMember(t);
    await setPayPassword(t, ann);
    const cardId = await addCard(t, ann);
    await grant(t, ann, '500');
    const orderNo = await openOfflineOrder(t, ann, '200.00');
    await approveRecharge(t.db, orderNo, { actor: 'cli:test', caches: t.deps.caches });
    const paid = await withdrawal(ann, cardId, '100');
    const refused = await withdrawal(ann, cardId, '50');
    await payWithdrawal(t.db, paid, { actor: 'cli:test', caches: t.deps.caches });
    await rejectWithdrawal(t.db, refused, 'The card holder differs', { actor: 'cli:test', caches: t.deps.caches });

    const { list } = await page(ann);
    // Before them, setting the pay password and adding the card were security alerts of their own.
    expect(kinds(list)).toEqual(['withdrawalRejected', 'withdrawalApproved', 'depositCredited', 'security', 'security']);
    expect(list[0]).toMatchObject({ title: 'Withdrawal rejected', body: 'Your withdrawal of 50.00 USDT was rejected: The card holder differs. The amount is back in your balance.', link: `/pages/withdrawl/index?tab=record&orderNo=${refused}` });
    expect(list[1]).toMatchObject({ link: `/pages/withdrawl/index?tab=record&orderNo=${paid}` });
    expect(list[2]).toMatchObject({ body: '200.00 USDT was credited to your balance.', link: `/pages/recharge/detail?orderNo=${orderNo}` });
  });
});
