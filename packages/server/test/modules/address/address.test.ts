import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API, CODE, MEMBER_ADDRESS_MAX, ZEditMemberAddressResponse, ZGetMemberAddressResponse } from '@meridian/protocol';
import { memberAddresses } from '../../../src/db/schema/index.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { newMember, type TestMember } from '../../helpers/members.js';
import { createManualClock } from '../../market/manual-clock.js';
import { as } from '../withdraw/withdraw-fixtures.js';

const clock = createManualClock(Date.UTC(2026, 10, 18, 12, 0, 0));
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({}, { marketClock: clock });
});
afterAll(async () => {
  await t.close();
});

const HOME = { receiver: 'Ann Lee', phone: '+85291234567', country: 'Hong Kong', region: 'Kowloon', city: 'Mong Kok', detail: '12 Nathan Road, Flat 3A', postalCode: '' };
const OFFICE = { ...HOME, receiver: 'Ann at work', detail: '1 Harbour Road, 20/F', postalCode: 'HK-01' };

async function edit(member: TestMember, fields: Record<string, unknown>) {
  // Each change a moment later than the last, so "newest" is well defined.
  clock.advance(1_000);
  return t.api.call(API.member.editMemberAddress, fields, as(member));
}

async function saved(member: TestMember, fields: Record<string, unknown>) {
  const answer = await edit(member, fields);
  expect(answer.code).toBe(CODE.OK);
  return ZEditMemberAddressResponse.parse(answer.data);
}

async function list(member: TestMember) {
  const answer = await t.api.call(API.member.getMemberAddress, {}, as(member));
  expect(answer.code).toBe(CODE.OK);
  return ZGetMemberAddressResponse.parse(answer.data).list;
}

const defaults = async (member: TestMember) => (await list(member)).filter((address) => address.isDefault).map((a) => a.receiver);

describe('shipping addresses', () => {
  it('makes the first address the default and keeps exactly one default when another is chosen', async () => {
    const member = await newMember(t);
    expect(await list(member)).toEqual([]);

    const home = await saved(member, HOME);
    expect(home.address).toEqual({ id: expect.any(Number), ...HOME, isDefault: true });
    expect(home.list).toEqual([home.address]);

    const office = await saved(member, { ...OFFICE, isDefault: false });
    expect(office.address?.isDefault).toBe(false);
    expect(await defaults(member)).toEqual(['Ann Lee']);

    const switched = await saved(member, { ...OFFICE, id: office.address?.id, isDefault: true });
    expect(switched.address?.isDefault).toBe(true);
    expect(await defaults(member)).toEqual(['Ann at work']);
    // The default is listed first.
    expect((await list(member))[0]?.receiver).toBe('Ann at work');

    // Unticking the default does not leave the member without one.
    const kept = await saved(member, { ...OFFICE, id: office.address?.id, receiver: 'Ann (office)', isDefault: false });
    expect(kept.address).toMatchObject({ receiver: 'Ann (office)', isDefault: true });
  });

  it('promotes the newest remaining address when the default is deleted', async () => {
    const member = await newMember(t);
    const first = await saved(member, HOME);
    await saved(member, { ...OFFICE, receiver: 'Second' });
    const third = await saved(member, { ...OFFICE, receiver: 'Third' });
    const firstId = first.address?.id;

    const afterDelete = await saved(member, { id: firstId, delete: true });
    expect(afterDelete.address).toBeNull();
    expect(afterDelete.list.map((a) => [a.receiver, a.isDefault])).toEqual([
      ['Third', true],
      ['Second', false],
    ]);
    expect(third.address?.id).toBe(afterDelete.list[0]?.id);

    // Deleting a non-default leaves the default alone; deleting the last leaves none.
    const second = afterDelete.list[1];
    await saved(member, { id: second?.id, delete: true, receiver: 'ignored' });
    await saved(member, { id: third.address?.id, delete: true });
    expect(await list(member)).toEqual([]);
  });

  it('refuses invalid fields with the rule that failed and saves nothing', async () => {
    const member = await newMember(t);
    expect(await edit(member, { ...HOME, receiver: '' })).toMatchObject({
      code: CODE.INVALID_PARAMS,
      msg: "The receiver's name must be 1-50 characters.",
      data: { fields: ['receiver'] },
    });
    expect((await edit(member, { ...HOME, receiver: 'x'.repeat(51) })).data).toEqual({ fields: ['receiver'] });
    expect(await edit(member, { ...HOME, phone: '12ab' })).toMatchObject({ code: CODE.INVALID_PARAMS, data: { fields: ['phone'] } });
    expect(await edit(member, { ...HOME, detail: 'abc' })).toMatchObject({
      code: CODE.INVALID_PARAMS,
      msg: 'The detailed address must be 4-200 characters.',
    });
    expect((await edit(member, { ...HOME, detail: 'x'.repeat(201) })).data).toEqual({ fields: ['detail'] });
    expect((await edit(member, { ...HOME, postalCode: '<script>' })).data).toEqual({ fields: ['postalCode'] });
    expect((await edit(member, { ...HOME, surprise: 1 })).code).toBe(CODE.INVALID_PARAMS);
    expect((await edit(member, { delete: true })).code).toBe(CODE.INVALID_PARAMS);
    const zh = await t.api.call(API.member.editMemberAddress, { ...HOME, detail: 'ab' }, { ...as(member), language: 'zh-HK' });
    expect(zh.msg).toBe('詳細地址須為 4-200 個字元。');
    expect(await list(member)).toEqual([]);
  });

  it('keeps at most the allowed number of addresses', async () => {
    const member = await newMember(t);
    const rows = Array.from({ length: MEMBER_ADDRESS_MAX }, (_, i) => ({
      memberId: member.id,
      receiver: `R${i}`,
      phone: '+85290000000',
      detail: `${i} Long Street`,
      isDefault: i === 0,
    }));
    await t.db.insert(memberAddresses).values(rows);
    expect(await edit(member, HOME)).toMatchObject({
      code: CODE.ADDRESS_LIMIT,
      msg: `You can keep at most ${MEMBER_ADDRESS_MAX} addresses. Please delete one first.`,
    });
    expect(await list(member)).toHaveLength(MEMBER_ADDRESS_MAX);
  });

  it('answers another member’s address as not found and changes nothing', async () => {
    const [ann, bob] = [await newMember(t), await newMember(t)];
    const bobs = await saved(bob, { ...HOME, receiver: 'Bob' });
    const bobId = bobs.address?.id;
    const before = await t.db.select().from(memberAddresses).where(eq(memberAddresses.memberId, bob.id));

    expect(await edit(ann, { ...HOME, id: bobId, receiver: 'Hijacked' })).toMatchObject({
      code: CODE.NOT_FOUND,
      msg: 'This address does not exist.',
    });
    expect((await edit(ann, { id: bobId, delete: true })).code).toBe(CODE.NOT_FOUND);
    expect(await t.db.select().from(memberAddresses).where(eq(memberAddresses.memberId, bob.id))).toEqual(before);
    expect(await list(ann)).toEqual([]);
    expect((await list(bob)).map((a) => a.receiver)).toEqual(['Bob']);
  });

  it('needs a login', async () => {
    expect((await t.api.call(API.member.getMemberAddress, {})).code).toBe(CODE.SESSION_INVALID);
    expect((await t.api.call(API.member.editMemberAddress, HOME)).code).toBe(CODE.SESSION_INVALID);
  });
});
