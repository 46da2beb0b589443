import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { API, CODE, ZBalance, ZMemberInfo } from '@meridian/protocol';
import { members } from '../../../src/db/schema/index.js';
import { DEFAULT_WITHDRAW_SETTINGS } from '../../../src/settings/withdraw-settings.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { login, newMember, type TestMember } from '../../helpers/members.js';

let t: TestApp;
let alice: TestMember;
let bob: TestMember;

beforeAll(async () => {
  t = await buildTestApp();
  [alice, bob] = await Promise.all([newMember(t), newMember(t)]);
});
afterAll(async () => {
  await t.close();
});

const TRC20_ADDRESS = 'TN3W4H6rK2ce4vX9YnFQHwKENnHjoxb3m9';
const ERC20_ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';

const as = (member: TestMember, headers: Record<string, string> = {}) => ({ token: member.token, headers });

describe('getMemberInfo', () => {
  it('answers the caller’s own profile with every field of the spec', async () => {
    const answer = await t.api.call(API.member.getMemberInfo, {}, as(alice));
    expect(answer.code).toBe(CODE.OK);
    const info = z.strictObject(ZMemberInfo.shape).parse(answer.data);
    expect(info).toMatchObject({
      id: alice.id,
      username: alice.username,
      nickname: alice.username,
      avatar: '/avatars/1.svg',
      currency: 'USDT',
      timeZone: '+00:00',
      hasPayPassword: false,
      phone: '',
      usdtAddress: '',
      network: '',
    });
    expect(JSON.stringify(answer.data)).not.toMatch(/scrypt|Hash/);
  });

  it('ignores a forged uid header: the member comes from the token', async () => {
    const answer = await t.api.call(API.member.getMemberInfo, {}, as(alice, { uid: String(bob.id), sid: 'device-1', 'x-requested-with': 'XMLHttpRequest' }));
    expect(answer.data.id).toBe(alice.id);
  });
});

describe('getBalance', () => {
  it('reads a new member’s empty ledger accounts', async () => {
    const answer = await t.api.call(API.member.getBalance, {}, as(alice));
    expect(ZBalance.parse(answer.data)).toEqual({ balance: '0.00', frozen: '0.00', currency: 'USDT' });
  });

  it('reads the demo member’s seeded 10000.00', async () => {
    const session = await login(t, 'demo0001', 'demo1234');
    const answer = await t.api.call(API.member.getBalance, {}, { token: String(session.data.accessToken) });
    expect(answer.data).toEqual({ balance: '10000.00', frozen: '0.00', currency: 'USDT' });
  });
});

describe('updateInfo', () => {
  it('changes only the given fields and answers the new profile', async () => {
    const answer = await t.api.call(API.member.updateInfo, { nickname: 'Alice', timeZone: '+08:00', usdtAddress: TRC20_ADDRESS, network: 'TRC20' }, as(alice));
    expect(answer.code).toBe(CODE.OK);
    expect(answer.data).toMatchObject({ nickname: 'Alice', timeZone: '+08:00', phone: '', network: 'TRC20', email: '' });
    // The email and the phone take the password and a code (security/changeContact, issue 35).
    const second = await t.api.call(API.member.updateInfo, { email: 'alice@example.com' }, as(alice));
    expect(second).toMatchObject({ code: CODE.INVALID_PARAMS, data: { fields: ['email'] } });
  });

  it('changes the caller only, whatever the uid header says', async () => {
    await t.api.call(API.member.updateInfo, { nickname: 'Mallory' }, as(alice, { uid: String(bob.id) }));
    const [bobRow] = await t.db.select().from(members).where(eq(members.id, bob.id));
    expect(bobRow?.nickname).toBe(bob.username);
  });

  it.each([
    ['an empty nickname', { nickname: '' }, 'nickname', 'Please fill in the nickname.'],
    ['a long nickname', { nickname: 'x'.repeat(31) }, 'nickname', 'The nickname is too long.'],
    ['a bad time zone', { timeZone: '8' }, 'timeZone', 'The time zone must look like +08:00.'],
    ['a bad phone', { phone: 'call me' }, 'phone', 'Please enter the correct mobile number.'],
    ['a bad email', { email: 'x@' }, 'email', 'Please enter a valid email address.'],
    ['a short address', { usdtAddress: 'T123' }, 'usdtAddress', 'Please enter a valid address.'],
    ['an unknown network', { network: 'DOGE' }, 'network', 'The network is not valid.'],
    ['nothing at all', {}, 'payload', 'There is nothing to change.'],
    ['a member id', { id: 5, nickname: 'x' }, 'id', 'The id is not expected here.'],
  ])('refuses %s', async (_name, payload, field, message) => {
    const answer = await t.api.call(API.member.updateInfo, payload, as(alice));
    expect(answer).toMatchObject({ code: CODE.INVALID_PARAMS, data: { fields: [field] } });
    expect(answer.msg).toBe(message);
  });

  it.each([
    ['without a network', { usdtAddress: TRC20_ADDRESS }, 'network', 'Please choose the network of your USDT address: TRC20, ERC20, BEP20.'],
    ['that does not fit its network', { usdtAddress: ERC20_ADDRESS, network: 'TRC20' }, 'usdtAddress', 'This is not a valid TRC20 address. Please check it.'],
  ])('refuses a USDT address %s and keeps the profile as it was', async (_name, payload, field, message) => {
    const member = await newMember(t);
    expect(await t.api.call(API.member.updateInfo, { ...payload, nickname: 'Changed' }, as(member))).toEqual({ code: CODE.INVALID_PARAMS, msg: message, data: { fields: [field] } });
    const [row] = await t.db.select().from(members).where(eq(members.id, member.id));
    expect(row).toMatchObject({ usdtAddress: '', network: '', nickname: member.username });
  });

  it('checks the address and network as they will be saved together', async () => {
    const member = await newMember(t);
    expect((await t.api.call(API.member.updateInfo, { usdtAddress: ERC20_ADDRESS, network: 'ERC20' }, as(member))).code).toBe(CODE.OK);
    // The same address on BEP20 is fine; on TRC20 it is not a TRC20 address.
    expect((await t.api.call(API.member.updateInfo, { network: 'BEP20' }, as(member))).code).toBe(CODE.OK);
    expect(await t.api.call(API.member.updateInfo, { network: 'TRC20' }, as(member))).toMatchObject({ code: CODE.INVALID_PARAMS, data: { fields: ['usdtAddress'] } });
    const [row] = await t.db.select().from(members).where(eq(members.id, member.id));
    expect(row).toMatchObject({ usdtAddress: ERC20_ADDRESS, network: 'BEP20' });
  });

  it('refuses a network the operator does not pay out on, naming the ones it does', async () => {
    const member = await newMember(t);
    await t.deps.settings.set('withdraw', { ...DEFAULT_WITHDRAW_SETTINGS, networks: DEFAULT_WITHDRAW_SETTINGS.networks.filter((n) => n.network === 'TRC20') });
    try {
      const answer = await t.api.call(API.member.updateInfo, { usdtAddress: ERC20_ADDRESS, network: 'ERC20' }, as(member));
      expect(answer).toEqual({
        code: CODE.INVALID_PARAMS,
        msg: 'Withdrawals on ERC20 are not offered. Please choose one of these networks: TRC20.',
        data: { fields: ['network'] },
      });
    } finally {
      await t.deps.settings.set('withdraw', DEFAULT_WITHDRAW_SETTINGS);
    }
  });

  it('needs a token', async () => {
    expect((await t.api.call(API.member.updateInfo, { nickname: 'x' })).code).toBe(CODE.SESSION_INVALID);
  });
});

describe('updateLoginPassword', () => {
  it('changes the password with the current one and ends the member’s other logins', async () => {
    const member = await newMember(t);
    const other = await login(t, member.username, member.password);
    const answer = await t.api.call(
      API.member.updateLoginPassword,
      { oldPassword: member.password, password: 'changed99', confirmPassword: 'changed99' },
      as(member),
    );
    expect(answer).toMatchObject({ code: CODE.OK, data: { ok: true } });
    expect((await t.api.call(API.member.getBalance, {}, as(member))).code).toBe(CODE.OK);
    expect((await t.api.call(API.member.getBalance, {}, { token: String(other.data.accessToken) })).code).toBe(CODE.SESSION_INVALID);
    expect((await login(t, member.username, 'changed99')).code).toBe(CODE.OK);
  });

  it('refuses a wrong current password, and locks after five', async () => {
    const member = await newMember(t);
    const payload = { oldPassword: 'not-mine1', password: 'changed99', confirmPassword: 'changed99' };
    for (let i = 0; i < 5; i += 1) {
      expect(await t.api.call(API.member.updateLoginPassword, payload, as(member))).toMatchObject({
        code: CODE.WRONG_PASSWORD,
        msg: 'The current password is wrong.',
      });
    }
    const locked = await t.api.call(API.member.updateLoginPassword, { ...payload, oldPassword: member.password }, as(member));
    expect(locked.code).toBe(CODE.ACCOUNT_LOCKED);
  });

  it('refuses a weak or mismatched new password', async () => {
    const weak = await t.api.call(API.member.updateLoginPassword, { oldPassword: alice.password, password: 'a b c d', confirmPassword: 'a b c d' }, as(alice));
    expect(weak).toMatchObject({ code: CODE.INVALID_PARAMS, data: { fields: ['password'] } });
    const mismatch = await t.api.call(API.member.updateLoginPassword, { oldPassword: alice.password, password: 'abcdef1', confirmPassword: 'abcdef2' }, as(alice));
    expect(mismatch).toMatchObject({ code: CODE.INVALID_PARAMS, data: { fields: ['confirmPassword'] } });
  });
});

describe('updatePayPasswordByOld', () => {
  it('sets the first pay password with the login password, then changes it with the old one', async () => {
    const member = await newMember(t);
    const first = await t.api.call(API.member.updatePayPasswordByOld, { loginPassword: member.password, payPassword: '1234', confirmPayPassword: '1234' }, as(member));
    expect(first).toMatchObject({ code: CODE.OK, data: { ok: true } });
    expect((await t.api.call(API.member.getMemberInfo, {}, as(member))).data.hasPayPassword).toBe(true);

    const withLogin = await t.api.call(API.member.updatePayPasswordByOld, { loginPassword: member.password, payPassword: '5678', confirmPayPassword: '5678' }, as(member));
    expect(withLogin).toMatchObject({ code: CODE.INVALID_PARAMS, msg: 'Enter your current pay password.', data: { fields: ['oldPayPassword'] } });
    const wrongOld = await t.api.call(API.member.updatePayPasswordByOld, { oldPayPassword: '9999', payPassword: '5678', confirmPayPassword: '5678' }, as(member));
    expect(wrongOld).toMatchObject({ code: CODE.WRONG_PAY_PASSWORD, msg: 'The pay password is wrong.' });
    const changed = await t.api.call(API.member.updatePayPasswordByOld, { oldPayPassword: '1234', payPassword: '5678', confirmPayPassword: '5678' }, as(member));
    expect(changed.code).toBe(CODE.OK);
    const oldAgain = await t.api.call(API.member.updatePayPasswordByOld, { oldPayPassword: '1234', payPassword: '4321', confirmPayPassword: '4321' }, as(member));
    expect(oldAgain.code).toBe(CODE.WRONG_PAY_PASSWORD);
  });

  it('asks for the login password the first time', async () => {
    const member = await newMember(t);
    const missing = await t.api.call(API.member.updatePayPasswordByOld, { payPassword: '1234', confirmPayPassword: '1234' }, as(member));
    expect(missing).toMatchObject({ code: CODE.INVALID_PARAMS, data: { fields: ['loginPassword'] } });
    const wrong = await t.api.call(API.member.updatePayPasswordByOld, { loginPassword: 'nope1234', payPassword: '1234', confirmPayPassword: '1234' }, as(member));
    expect(wrong.code).toBe(CODE.WRONG_PASSWORD);
  });

  it.each([
    ['three digits', { payPassword: '123', confirmPayPassword: '123' }, 'payPassword', 'The pay password must be 4 digits.'],
    ['letters', { payPassword: 'abcd', confirmPayPassword: 'abcd' }, 'payPassword', 'The pay password must be 4 digits.'],
    ['a mismatch', { payPassword: '1234', confirmPayPassword: '1235' }, 'confirmPayPassword', 'The two pay passwords do not match.'],
  ])('refuses %s', async (_name, payload, field, message) => {
    const answer = await t.api.call(API.member.updatePayPasswordByOld, { loginPassword: alice.password, ...payload }, as(alice));
    expect(answer).toMatchObject({ code: CODE.INVALID_PARAMS, msg: message, data: { fields: [field] } });
  });
});
