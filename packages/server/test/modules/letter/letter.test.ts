import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, isNull } from 'drizzle-orm';
import { API, CODE, ZGetLetterPageResponse, ZLetter, ZReadLetterInfoResponse } from '@meridian/protocol';
import { letterReads, letters } from '../../../src/db/schema/index.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { newMember, type TestMember } from '../../helpers/members.js';
import { as } from '../withdraw/withdraw-fixtures.js';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A letter as an operator sends it: to one member, or to everyone when `memberId` is null. */
async function sendLetter(memberId: number | null, title: string, createdAt = new Date()): Promise<number> {
  const [row] = await t.db
    .insert(letters)
    .values({ memberId, title: { 'en-US': title }, content: { 'en-US': `<p>${title}</p>` }, createdAt })
    .returning({ id: letters.id });
  if (!row) throw new Error('no letter');
  return row.id;
}

async function inbox(member: TestMember, fields: Record<string, unknown> = {}) {
  const answer = await t.api.call(API.member.getLetterPage, fields, as(member));
  expect(answer.code).toBe(CODE.OK);
  return ZGetLetterPageResponse.parse(answer.data);
}

/** Letters to everyone so far (the seed's and this file's): every member sees them. */
const broadcastCount = async () => (await t.db.select().from(letters).where(isNull(letters.memberId))).length;

const unreadNum = async (member: TestMember) => (await t.api.call(API.member.getLetterUnReadNum, {}, as(member))).data.count as number;
const readLetter = (member: TestMember, id: number) => t.api.call(API.member.readLetterInfo, { id }, as(member));

describe('letters', () => {
  it('shows a member their own letters and letters to everyone, newest first, never another member’s', async () => {
    const [ann, bob] = [await newMember(t), await newMember(t)];
    const old = await sendLetter(ann.id, 'For Ann, older', new Date(Date.now() - 60_000));
    const everyone = await sendLetter(null, 'For everyone');
    const forBob = await sendLetter(bob.id, 'For Bob');

    const page = await inbox(ann, { pageSize: 50 });
    const ids = page.list.map((letter) => letter.id);
    expect(ids).toContain(old);
    expect(ids).toContain(everyone);
    expect(ids).not.toContain(forBob);
    expect(ids.indexOf(everyone)).toBeLessThan(ids.indexOf(old));
    expect(page.total).toBe(1 + (await broadcastCount()));
    expect(page.list.find((letter) => letter.id === everyone)).toMatchObject({ title: 'For everyone', content: '<p>For everyone</p>', isRead: false });

    const paged = await inbox(ann, { page: 2, pageSize: 1 });
    expect(paged).toMatchObject({ page: 2, pageSize: 1, total: page.total });
    expect(paged.list).toHaveLength(1);
    expect(paged.list[0]?.id).toBe(ids[1]);
  });

  it('reads a letter once per member: a broadcast read by one member stays unread for another', async () => {
    const [ann, bob] = [await newMember(t), await newMember(t)];
    const broadcast = await sendLetter(null, 'Broadcast read state');
    const annBefore = await unreadNum(ann);
    const bobBefore = await unreadNum(bob);

    const read = await readLetter(ann, broadcast);
    expect(read.code).toBe(CODE.OK);
    expect(ZReadLetterInfoResponse.parse(read.data)).toEqual({ ok: true, unreadCount: annBefore - 1 });
    // Reading again changes nothing and answers the same count.
    expect((await readLetter(ann, broadcast)).data).toEqual({ ok: true, unreadCount: annBefore - 1 });

    expect(await unreadNum(ann)).toBe(annBefore - 1);
    expect(await unreadNum(bob)).toBe(bobBefore);
    const annLetter = ZLetter.parse((await t.api.call(API.member.getLetterInfo, { id: broadcast }, as(ann))).data);
    const bobLetter = ZLetter.parse((await t.api.call(API.member.getLetterInfo, { id: broadcast }, as(bob))).data);
    expect(annLetter.isRead).toBe(true);
    expect(bobLetter.isRead).toBe(false);
  });

  it('filters the unread letters and pops up the newest unread one until all are read', async () => {
    const member = await newMember(t);
    const first = await sendLetter(member.id, 'Personal one', new Date(Date.now() + 1_000));
    const second = await sendLetter(member.id, 'Personal two', new Date(Date.now() + 2_000));

    const last = await t.api.call(API.member.getLetterUnReadLast, {}, as(member));
    expect(last.code).toBe(CODE.OK);
    expect(ZLetter.parse(last.data)).toMatchObject({ id: second, title: 'Personal two', isRead: false });

    await readLetter(member, second);
    expect((await t.api.call(API.member.getLetterUnReadLast, {}, as(member))).data).toMatchObject({ id: first });
    const unread = await inbox(member, { unread: true, pageSize: 100 });
    expect(unread.list.every((letter) => !letter.isRead)).toBe(true);
    expect(unread.list.map((letter) => letter.id)).not.toContain(second);
    expect(unread.total).toBe(await unreadNum(member));

    for (const letter of unread.list) await readLetter(member, letter.id);
    expect(await unreadNum(member)).toBe(0);
    expect((await t.api.call(API.member.getLetterUnReadLast, {}, as(member))).data).toBeNull();
    expect((await inbox(member, { unread: true })).total).toBe(0);
  });

  it('counts unread letters for a member and answers 0 to a visitor or a stale token', async () => {
    const member = await newMember(t);
    expect(await unreadNum(member)).toBe((await broadcastCount()));
    await sendLetter(member.id, 'Count me');
    expect(await unreadNum(member)).toBe((await broadcastCount()) + 1);
    expect(await t.api.call(API.member.getLetterUnReadNum, {})).toMatchObject({ code: CODE.OK, data: { count: 0 } });
    expect(await t.api.call(API.member.getLetterUnReadNum, {}, { token: 'not-a-token' })).toMatchObject({
      code: CODE.OK,
      data: { count: 0 },
    });
  });

  it('answers another member’s letter as not found and records no read', async () => {
    const [ann, bob] = [await newMember(t), await newMember(t)];
    const forBob = await sendLetter(bob.id, 'Private to Bob');
    expect(await t.api.call(API.member.getLetterInfo, { id: forBob }, as(ann))).toMatchObject({ code: CODE.NOT_FOUND, msg: 'This letter does not exist.' });
    expect((await readLetter(ann, forBob)).code).toBe(CODE.NOT_FOUND);
    expect(await t.db.select().from(letterReads).where(eq(letterReads.letterId, forBob))).toEqual([]);
    expect((await t.api.call(API.member.getLetterInfo, { id: 999_999 }, as(ann))).code).toBe(CODE.NOT_FOUND);
    const zh = await t.api.call(API.member.readLetterInfo, { id: forBob }, { ...as(ann), language: 'zh-HK' });
    expect(zh.msg).toBe('此信件不存在。');
  });

  it('refuses bad input and calls without a login', async () => {
    const member = await newMember(t);
    expect((await t.api.call(API.member.getLetterInfo, { id: 'x' }, as(member))).code).toBe(CODE.INVALID_PARAMS);
    expect((await t.api.call(API.member.readLetterInfo, {}, as(member))).code).toBe(CODE.INVALID_PARAMS);
    expect((await t.api.call(API.member.getLetterPage, { unread: 'yes' }, as(member))).code).toBe(CODE.INVALID_PARAMS);
    expect((await t.api.call(API.member.getLetterPage, { pageSize: 1000 }, as(member))).code).toBe(CODE.INVALID_PARAMS);
    expect((await t.api.call(API.member.getLetterPage, {})).code).toBe(CODE.SESSION_INVALID);
    expect((await t.api.call(API.member.getLetterUnReadLast, {})).code).toBe(CODE.SESSION_INVALID);
  });
});
