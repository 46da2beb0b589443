import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, APP_LANGUAGES, CODE, languageHeader, ZGetLetterPageResponse, type AppLanguage, type TLetter } from '@meridian/protocol';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { newMember, readOutbox, uniqueUsername, type TestMember } from '../../helpers/members.js';
import { as } from '../withdraw/withdraw-fixtures.js';

/**
 * The letter (and mail) that tells a member their pay password moved (issue 36): the first one is
 * announced as set, a later one as changed, in every language.
 */
let t: TestApp;
let member: TestMember;
let email: string;
beforeAll(async () => {
  t = await buildTestApp();
  email = `${uniqueUsername()}@example.com`;
  member = await newMember(t, { email });
});
afterAll(async () => {
  await t.close();
});

/** The member's newest letter, read in `language` as the app asks for it (the welcome letters to everyone are older). */
async function newestLetter(language: AppLanguage): Promise<TLetter | undefined> {
  const answer = await t.api.call(API.member.getLetterPage, { page: 1, pageSize: 1 }, { ...as(member), language: languageHeader(language) });
  expect(answer.code).toBe(CODE.OK);
  return ZGetLetterPageResponse.parse(answer.data).list[0];
}

/** What the first set and a later change say, in each language: [title words, body words]. */
const WORDING: Record<AppLanguage, { set: [string, string]; changed: [string, string] }> = {
  'en-US': { set: ['A pay password was set', 'set on your account for the first time'], changed: ['pay password was changed', 'was changed at'] },
  'zh-HK': { set: ['已設定支付密碼', '首次設定支付密碼'], changed: ['支付密碼已更改', '更改。'] },
  id: { set: ['Kata sandi pembayaran telah diatur', 'diatur untuk pertama kalinya'], changed: ['Anda diubah', 'diubah pada'] },
  tr: { set: ['ödeme şifresi belirlendi', 'ilk kez'], changed: ['ödeme şifreniz değiştirildi', 'değiştirildi.'] },
  uk: { set: ['встановлено платіжний пароль', 'вперше встановлено'], changed: ['платіжний пароль {company} змінено', 'змінено'] },
  es: { set: ['Se configuró una contraseña de pago', 'por primera vez'], changed: ['Se cambió su contraseña de pago', 'se cambió el'] },
};

const words = (text: string) => text.replace('{company}', 'Meridian');

describe('the pay password letter', () => {
  it('announces a first pay password as set, in every language, and the mail says so too', async () => {
    const first = await t.api.call(API.member.updatePayPasswordByOld, { loginPassword: member.password, payPassword: '1234', confirmPayPassword: '1234' }, as(member));
    expect(first.code).toBe(CODE.OK);
    for (const language of APP_LANGUAGES) {
      const letter = await newestLetter(language);
      const [title, body] = WORDING[language].set;
      expect(letter?.title, language).toContain(words(title));
      expect(letter?.content, language).toContain(body);
      expect(letter?.title, language).not.toContain(words(WORDING[language].changed[0]));
    }
    const [mail] = await readOutbox(t, email);
    expect(mail).toMatchObject({ purpose: 'alert_payPasswordSet', subject: 'A pay password was set on your Meridian account' });
    expect(mail?.body).not.toMatch(/changed/);
  });

  it('announces a later one as changed, in every language', async () => {
    const changed = await t.api.call(API.member.updatePayPasswordByOld, { oldPayPassword: '1234', payPassword: '5678', confirmPayPassword: '5678' }, as(member));
    expect(changed.code).toBe(CODE.OK);
    for (const language of APP_LANGUAGES) {
      const letter = await newestLetter(language);
      const [title, body] = WORDING[language].changed;
      expect(letter?.title, language).toContain(words(title));
      expect(letter?.content, language).toContain(body);
      expect(letter?.content, language).not.toContain(WORDING[language].set[1]);
    }
    const mails = await readOutbox(t, email);
    expect(mails.map((mail) => mail.purpose)).toEqual(expect.arrayContaining(['alert_payPasswordSet', 'alert_payPasswordChanged']));
    expect(mails.find((mail) => mail.purpose === 'alert_payPasswordChanged')?.subject).toBe('Your Meridian pay password was changed');
  });
});
