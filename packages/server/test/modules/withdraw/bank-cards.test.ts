import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { API, CODE, ZBankCard, ZGetBankCardsResponse, ZWithdrawGetEnableBanksResponse } from '@meridian/protocol';
import { bankCards } from '../../../src/db/schema/index.js';
import { MAX_BANK_CARDS } from '../../../src/modules/withdraw/member-bank-cards.js';
import { bankIn } from '../../../src/settings/recharge-settings.js';
import { DEFAULT_WITHDRAW_SETTINGS } from '../../../src/settings/withdraw-settings.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { newMember, type TestMember } from '../../helpers/members.js';
import { GOOD_IBAN, PAY_PASSWORD, addCard, as, setPayPassword } from './withdraw-fixtures.js';

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

describe('getEnableBanks', () => {
  it('lists the banks the operator enabled', async () => {
    const answer = await t.api.call(API.withdraw.getEnableBanks, {}, as(alice));
    expect(answer.code).toBe(CODE.OK);
    expect(ZWithdrawGetEnableBanksResponse.parse(answer.data).list).toEqual(DEFAULT_WITHDRAW_SETTINGS.banks.map(bankIn('en-US')));
  });

  it('follows the operator’s configuration', async () => {
    await t.deps.settings.set('withdraw', { ...DEFAULT_WITHDRAW_SETTINGS, banks: [{ code: 'ONLY', name: { 'en-US': 'The Only Bank' } }] });
    try {
      const answer = await t.api.call(API.withdraw.getEnableBanks, {}, as(alice));
      expect(answer.data.list).toEqual([{ code: 'ONLY', name: 'The Only Bank' }]);
      const refused = await t.api.call(API.withdraw.addBankCard, { bankCode: 'HSBC', holder: 'Alice', account: '12345678' }, as(alice));
      expect(refused).toMatchObject({ code: CODE.INVALID_PARAMS, data: { fields: ['bankCode'] } });
    } finally {
      await t.deps.settings.set('withdraw', DEFAULT_WITHDRAW_SETTINGS);
    }
  });
});

describe('addBankCard and getBankCards', () => {
  it('binds a card and shows it masked but for the last 4 digits, IBAN kept normalised', async () => {
    const member = await newMember(t);
    const answer = await t.api.call(
      API.withdraw.addBankCard,
      { bankCode: 'HSBC', holder: 'Carol Example', account: '004123456789', iban: GOOD_IBAN.toLowerCase() },
      as(member),
    );
    expect(answer.code).toBe(CODE.OK);
    const card = z.strictObject(ZBankCard.shape).parse(answer.data);
    expect(card).toMatchObject({ bankCode: 'HSBC', bankName: 'HSBC', holder: 'Carol Example', account: '**** **** 6789', iban: '**** **** 5432' });
    const [stored] = await t.db.select().from(bankCards).where(eq(bankCards.id, card.id));
    expect(stored).toMatchObject({ memberId: member.id, account: '004123456789', iban: 'GB82WEST12345698765432' });

    const list = ZGetBankCardsResponse.parse((await t.api.call(API.withdraw.getBankCards, {}, as(member))).data).list;
    expect(list).toEqual([card]);
    expect(JSON.stringify(list)).not.toContain('004123456789');
  });

  it('binds a card without an IBAN', async () => {
    const member = await newMember(t);
    const answer = await t.api.call(API.withdraw.addBankCard, { bankCode: 'BCA', holder: 'Dewi', account: '998877665' }, as(member));
    expect(answer).toMatchObject({ code: CODE.OK, data: { bankName: 'Bank Central Asia', iban: '', account: '**** **** 7665' } });
  });

  it.each([
    ['an unknown bank', { bankCode: 'NOPE' }, 'bankCode', 'Please choose one of the offered banks.'],
    ['letters in the account', { account: '12345abc' }, 'account', 'The account number must be 6-30 digits.'],
    ['a short account', { account: '12345' }, 'account', 'The account number must be 6-30 digits.'],
    ['a one-letter holder', { holder: 'A' }, 'holder', 'The cardholder name is too short.'],
    ['an IBAN with a wrong check digit', { iban: 'GB83 WEST 1234 5698 7654 32' }, 'iban', 'This IBAN is not valid. Please check it.'],
    ['an IBAN with a changed digit', { iban: 'DE89370400440532013001' }, 'iban', 'This IBAN is not valid. Please check it.'],
    ['an IBAN of the wrong shape', { iban: '12345678' }, 'iban', 'This IBAN is not valid. Please check it.'],
    ['an unexpected field', { branch: 'Main' }, 'branch', undefined],
  ])('refuses %s', async (_name, fields, field, message) => {
    const before = await t.db.select().from(bankCards).where(eq(bankCards.memberId, bob.id));
    const answer = await t.api.call(API.withdraw.addBankCard, { bankCode: 'HSBC', holder: 'Bob Example', account: '11112222', ...fields }, as(bob));
    expect(answer.code).toBe(CODE.INVALID_PARAMS);
    expect(answer.data.fields).toEqual([field]);
    if (message) expect(answer.msg).toBe(message);
    expect(await t.db.select().from(bankCards).where(eq(bankCards.memberId, bob.id))).toHaveLength(before.length);
  });

  it('refuses the same card twice', async () => {
    const member = await newMember(t);
    await addCard(t, member, { account: '55556666' });
    const again = await t.api.call(API.withdraw.addBankCard, { bankCode: 'HSBC', holder: 'Alice Example', account: '55556666' }, as(member));
    expect(again).toMatchObject({ code: CODE.INVALID_PARAMS, msg: 'This bank card is already bound.', data: { fields: ['account'] } });
  });

  it(`keeps at most ${MAX_BANK_CARDS} cards, even when many are added at once`, async () => {
    const member = await newMember(t);
    const answers = await Promise.all(
      Array.from({ length: MAX_BANK_CARDS + 3 }, (_, index) =>
        t.api.call(API.withdraw.addBankCard, { bankCode: 'HSBC', holder: 'Many Cards', account: `7000000${index}` }, as(member)),
      ),
    );
    expect(answers.filter((answer) => answer.code === CODE.OK)).toHaveLength(MAX_BANK_CARDS);
    const refused = answers.filter((answer) => answer.code !== CODE.OK);
    expect(refused).toHaveLength(3);
    for (const answer of refused) expect(answer).toMatchObject({ code: CODE.FORBIDDEN, msg: `You can bind at most ${MAX_BANK_CARDS} bank cards. Please remove one first.` });
  });

  it('shows each member only their own cards', async () => {
    const carol = await newMember(t);
    const dave = await newMember(t);
    await addCard(t, carol, { account: '10101010' });
    await addCard(t, dave, { account: '20202020' });
    const carolsCards = (await t.api.call(API.withdraw.getBankCards, {}, as(carol))).data.list as { account: string }[];
    expect(carolsCards.map((card) => card.account)).toEqual(['**** **** 1010']);
  });

  it('needs a login', async () => {
    expect((await t.api.call(API.withdraw.getBankCards, {})).code).toBe(CODE.SESSION_INVALID);
    expect((await t.api.call(API.withdraw.addBankCard, { bankCode: 'HSBC', holder: 'Nobody', account: '12345678' })).code).toBe(CODE.SESSION_INVALID);
  });
});

describe('unbandingBankCard', () => {
  it('asks for a pay password to be set first', async () => {
    const member = await newMember(t);
    const cardId = await addCard(t, member);
    const answer = await t.api.call(API.withdraw.unbandingBankCard, { bankCardId: cardId, payPassword: '1234' }, as(member));
    expect(answer).toMatchObject({ code: CODE.PAY_PASSWORD_NOT_SET, msg: 'Please set a pay password first.' });
  });

  it('removes the card with the right pay password and keeps the row', async () => {
    const member = await newMember(t);
    await setPayPassword(t, member);
    const cardId = await addCard(t, member);
    const wrong = await t.api.call(API.withdraw.unbandingBankCard, { bankCardId: cardId, payPassword: '0000' }, as(member));
    expect(wrong).toMatchObject({ code: CODE.WRONG_PAY_PASSWORD, msg: 'The pay password is wrong.' });
    expect((await t.api.call(API.withdraw.getBankCards, {}, as(member))).data.list).toHaveLength(1);

    const removed = await t.api.call(API.withdraw.unbandingBankCard, { bankCardId: cardId, payPassword: PAY_PASSWORD }, as(member));
    expect(removed).toMatchObject({ code: CODE.OK, data: { ok: true } });
    expect((await t.api.call(API.withdraw.getBankCards, {}, as(member))).data.list).toEqual([]);
    const [row] = await t.db.select().from(bankCards).where(eq(bankCards.id, cardId));
    expect(row?.removedAt).toBeInstanceOf(Date);

    const again = await t.api.call(API.withdraw.unbandingBankCard, { bankCardId: cardId, payPassword: PAY_PASSWORD }, as(member));
    expect(again).toMatchObject({ code: CODE.NOT_FOUND, msg: 'This bank card does not exist.' });
    // The same account can be bound again once removed.
    expect(await addCard(t, member)).not.toBe(cardId);
  });

  it('refuses another member’s card and leaves it bound', async () => {
    const owner = await newMember(t);
    const other = await newMember(t);
    await setPayPassword(t, other);
    const cardId = await addCard(t, owner);
    const answer = await t.api.call(API.withdraw.unbandingBankCard, { bankCardId: cardId, payPassword: PAY_PASSWORD }, as(other));
    expect(answer).toMatchObject({ code: CODE.NOT_FOUND, msg: 'This bank card does not exist.' });
    const [row] = await t.db.select().from(bankCards).where(eq(bankCards.id, cardId));
    expect(row?.removedAt).toBeNull();
  });

  it.each([
    ['a 3-digit pay password', { payPassword: '123' }, 'payPassword'],
    ['no card id', { bankCardId: undefined }, 'bankCardId'],
    ['a card id that is not a number', { bankCardId: 'abc' }, 'bankCardId'],
  ])('refuses %s', async (_name, fields, field) => {
    const answer = await t.api.call(API.withdraw.unbandingBankCard, { bankCardId: 1, payPassword: PAY_PASSWORD, ...fields }, as(alice));
    expect(answer.code).toBe(CODE.INVALID_PARAMS);
    expect(answer.data.fields).toEqual([field]);
  });
});
