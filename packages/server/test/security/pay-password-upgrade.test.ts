import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API, CODE } from '@meridian/protocol';
import { members } from '../../src/db/schema/index.js';
import { hashPassword } from '../../src/security/passwords.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { newMember, type TestMember } from '../helpers/members.js';
import { PAY_PASSWORD, addCard, as, setPayPassword } from '../modules/withdraw/withdraw-fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

async function storedPayHash(member: TestMember): Promise<string | null | undefined> {
  const [row] = await t.db.select({ hash: members.payPasswordHash }).from(members).where(eq(members.id, member.id));
  return row?.hash;
}

describe('pay passwords at rest', () => {
  it('are stored as keyed hashes, never scrypt, never the digits', async () => {
    const member = await newMember(t);
    await setPayPassword(t, member);
    const stored = await storedPayHash(member);
    expect(stored).toMatch(/^hmac-sha256\$/);
    expect(stored).not.toContain(PAY_PASSWORD);
  });

  it('keep working when made by an earlier release (scrypt), and are re-hashed on their next right use', async () => {
    const member = await newMember(t);
    const cardId = await addCard(t, member);
    await t.db.update(members).set({ payPasswordHash: await hashPassword('2580', t.config.passwordCost) }).where(eq(members.id, member.id));

    const wrong = await t.api.call(API.withdraw.unbandingBankCard, { bankCardId: cardId, payPassword: '0000' }, as(member));
    expect(wrong.code).toBe(CODE.WRONG_PAY_PASSWORD);
    expect(await storedPayHash(member)).toMatch(/^scrypt\$/);

    const right = await t.api.call(API.withdraw.unbandingBankCard, { bankCardId: cardId, payPassword: '2580' }, as(member));
    expect(right.code).toBe(CODE.OK);
    expect(await storedPayHash(member)).toMatch(/^hmac-sha256\$/);
  });

  it('change from an earlier release’s hash with the old pay password', async () => {
    const member = await newMember(t);
    await t.db.update(members).set({ payPasswordHash: await hashPassword('1357', t.config.passwordCost) }).where(eq(members.id, member.id));
    const changed = await t.api.call(API.member.updatePayPasswordByOld, { oldPayPassword: '1357', payPassword: '2468', confirmPayPassword: '2468' }, as(member));
    expect(changed.code).toBe(CODE.OK);
    expect(await storedPayHash(member)).toMatch(/^hmac-sha256\$/);
  });
});
