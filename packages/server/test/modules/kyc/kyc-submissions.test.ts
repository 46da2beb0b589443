import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, CODE, ZGetKycStatusResponse, ZKycSubmission } from '@meridian/protocol';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { newMember } from '../../helpers/members.js';
import { as, dataUrl, documentPhoto, ID_CARD, insertSubmission, levelOneMember, submissionsOf, submitted, upload, uploaded } from './kyc-fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const status = async (member: { token: string }) => ZGetKycStatusResponse.parse((await t.api.call(API.kyc.getKycStatus, {}, { token: member.token })).data);
const submit = (member: { token: string }, fields: Record<string, unknown>, language?: string) =>
  t.api.call(API.kyc.submitKyc, fields, { token: member.token, ...(language === undefined ? {} : { language }) });

describe('a level 2 submission', () => {
  it('takes the front, the back and a selfie, is sent, and shows as submitted with its number masked', async () => {
    const member = await levelOneMember(t);
    expect((await status(member)).level).toBe(1);
    const first = await uploaded(t, member, 'idFront');
    expect(ZKycSubmission.parse(first)).toMatchObject({ level: 2, status: 'drafted', documents: [{ kind: 'idFront' }], submittedAt: null });
    await uploaded(t, member, 'idBack');
    const last = await uploaded(t, member, 'selfie');
    expect(last.id).toBe(first.id);
    const answer = await submit(member, { level: 2, ...ID_CARD, documentNumber: '  K1234567 ' });
    expect(answer.code).toBe(CODE.OK);
    const sent = ZKycSubmission.parse(answer.data);
    expect(sent).toMatchObject({ id: first.id, status: 'submitted', documentType: 'idCard', documentNumber: '****4567', country: 'HK', reason: null, decidedAt: null });
    expect(sent.documents.map((document) => document.kind)).toEqual(['idFront', 'idBack', 'selfie']);
    expect(sent.submittedAt).toEqual(expect.any(Number));

    const seen = await status(member);
    expect(seen).toMatchObject({ level: 1, open: { id: first.id, status: 'submitted', documentNumber: '****4567' }, history: [] });
    const [stored] = await submissionsOf(t, member);
    // The operator reads the number whole; only the member's answers mask it.
    expect(stored).toMatchObject({ status: 'submitted', documentNumber: 'K1234567' });
  });

  it('needs only the front and a selfie of a passport', async () => {
    const member = await levelOneMember(t);
    await uploaded(t, member, 'idFront');
    await uploaded(t, member, 'selfie');
    expect((await submit(member, { level: 2, documentType: 'passport', documentNumber: 'E98765432', country: 'GB' })).data).toMatchObject({ status: 'submitted', documentType: 'passport' });
  });

  it('refuses to be sent while pictures are missing, naming them in the member’s language', async () => {
    const member = await levelOneMember(t);
    await uploaded(t, member, 'idFront');
    expect(await submit(member, { level: 2, ...ID_CARD })).toMatchObject({
      code: CODE.KYC_STATE,
      msg: 'Please add the back of the document and a selfie holding the document first.',
      data: { missing: ['idBack', 'selfie'] },
    });
    expect((await submit(member, { level: 2, ...ID_CARD }, 'zh-HK')).msg).toBe('請先上傳證件背面及手持證件的自拍照。');
    expect((await submissionsOf(t, member))[0]?.status).toBe('drafted');
  });

  it('refuses level 2 without its document’s type, number and country, naming the missing fields', async () => {
    const member = await levelOneMember(t);
    for (const kind of ['idFront', 'idBack', 'selfie'] as const) await uploaded(t, member, kind);
    expect(await submit(member, { level: 2, documentType: 'idCard' })).toMatchObject({
      code: CODE.INVALID_PARAMS,
      msg: 'Please fill in the document number.',
      data: { fields: ['documentNumber', 'country'] },
    });
    expect(await submit(member, { level: 2, documentType: 'idCard', documentNumber: 'K1234567', country: 'hk' })).toMatchObject({ code: CODE.INVALID_PARAMS, data: { fields: ['country'] } });
    expect((await submissionsOf(t, member))[0]?.status).toBe('drafted');
  });

  it('refuses a second send, and any picture once sent: the member withdraws it first', async () => {
    const member = await levelOneMember(t);
    await submitted(t, member);
    expect(await submit(member, { level: 2, ...ID_CARD })).toMatchObject({ code: CODE.KYC_STATE, msg: 'Your verification is waiting for review. To change it, withdraw it first.' });
    const again = await upload(t, member, 'selfie', dataUrl(await documentPhoto()));
    expect(again).toMatchObject({ code: CODE.KYC_STATE, msg: 'Your verification is waiting for review. To change it, withdraw it first.' });
  });

  it('refuses to send a draft that does not exist', async () => {
    const member = await levelOneMember(t);
    expect(await submit(member, { level: 2, ...ID_CARD })).toMatchObject({ code: CODE.KYC_STATE, msg: 'There is no level 2 verification to send yet. Please add its pictures first.' });
  });
});

describe('levels in order', () => {
  it('refuses documents before the member verified an email or a mobile number', async () => {
    const member = await newMember(t);
    expect(await upload(t, member, 'idFront', dataUrl(await documentPhoto()))).toMatchObject({
      code: CODE.KYC_STATE,
      msg: 'Please verify your email address or mobile number first; identity documents come next.',
    });
    expect(await upload(t, member, 'idFront', dataUrl(await documentPhoto()), 2, 'zh-HK')).toMatchObject({ code: CODE.KYC_STATE, msg: '請先驗證您的電郵地址或手機號碼，之後才可提交身份證明文件。' });
    expect(await submissionsOf(t, member)).toEqual([]);
  });

  it('refuses a proof of address before level 2, and level 2 once reached', async () => {
    const member = await levelOneMember(t);
    expect(await upload(t, member, 'addressProof', dataUrl(await documentPhoto()), 3)).toMatchObject({
      code: CODE.KYC_STATE,
      msg: 'Please verify your identity document first; proof of address comes next.',
    });
    await insertSubmission(t, member, { level: 2, status: 'approved' });
    expect(await upload(t, member, 'idFront', dataUrl(await documentPhoto()))).toMatchObject({ code: CODE.KYC_STATE, msg: 'You are already verified at level 2.' });
    const level3 = await uploaded(t, member, 'addressProof', 3);
    expect(level3).toMatchObject({ level: 3, status: 'drafted' });
    // Level 3 asks for nothing but its picture.
    expect((await submit(member, { level: 3 })).data).toMatchObject({ status: 'submitted', documentType: null, documentNumber: null, country: null });
  });

  it('refuses a picture that is not part of the level', async () => {
    const member = await levelOneMember(t);
    expect(await upload(t, member, 'addressProof', dataUrl(await documentPhoto()), 2)).toMatchObject({ code: CODE.KYC_STATE, msg: 'This picture is not part of a level 2 verification.' });
    expect(await submissionsOf(t, member)).toEqual([]);
  });

  it('refuses pictures for a level while a draft of another is open', async () => {
    const member = await levelOneMember(t);
    // A draft left from before the member's level changed (an operator's correction).
    await insertSubmission(t, member, { level: 3, status: 'drafted' });
    expect(await upload(t, member, 'idFront', dataUrl(await documentPhoto()))).toMatchObject({
      code: CODE.KYC_STATE,
      msg: 'Your level 3 verification is still open. Please finish or withdraw it first.',
    });
  });
});

describe('withdrawing a submission', () => {
  it('withdraws the member’s own, keeps it in their history, and lets them start again', async () => {
    const member = await levelOneMember(t);
    const sent = await submitted(t, member);
    expect(await t.api.call(API.kyc.withdrawKycSubmission, { id: sent.id }, as(member))).toMatchObject({ code: CODE.OK, data: { ok: true } });
    const seen = await status(member);
    expect(seen.open).toBeNull();
    expect(seen.history).toMatchObject([{ id: sent.id, status: 'withdrawn', documentNumber: '****4567' }]);
    expect(seen.history[0]?.documents.map((document) => document.kind)).toEqual(['idFront', 'idBack', 'selfie']);
    expect(await t.api.call(API.kyc.withdrawKycSubmission, { id: sent.id }, as(member))).toMatchObject({
      code: CODE.KYC_STATE,
      msg: 'This verification is already closed and can no longer be withdrawn.',
    });
    const fresh = await uploaded(t, member, 'idFront');
    expect(fresh.id).not.toBe(sent.id);
    expect(fresh.status).toBe('drafted');
  });

  it('withdraws a draft too', async () => {
    const member = await levelOneMember(t);
    const draft = await uploaded(t, member, 'idFront');
    expect((await t.api.call(API.kyc.withdrawKycSubmission, { id: draft.id }, as(member))).code).toBe(CODE.OK);
    expect((await status(member)).history[0]).toMatchObject({ id: draft.id, status: 'withdrawn' });
  });

  it('answers another member’s submission as one that does not exist, and leaves it be', async () => {
    const [owner, stranger] = await Promise.all([levelOneMember(t), levelOneMember(t)]);
    const sent = await submitted(t, owner);
    expect(await t.api.call(API.kyc.withdrawKycSubmission, { id: sent.id }, as(stranger))).toMatchObject({ code: CODE.NOT_FOUND, msg: 'This verification does not exist.' });
    expect(await t.api.call(API.kyc.withdrawKycSubmission, { id: 2_000_000_000 }, as(stranger))).toMatchObject({ code: CODE.NOT_FOUND });
    expect((await status(owner)).open).toMatchObject({ id: sent.id, status: 'submitted' });
  });

  it('refuses to withdraw a decided one', async () => {
    const member = await levelOneMember(t);
    const id = await insertSubmission(t, member, { level: 2, status: 'rejected', reason: 'The picture is blurred.' });
    expect(await t.api.call(API.kyc.withdrawKycSubmission, { id }, as(member))).toMatchObject({ code: CODE.KYC_STATE });
    expect((await status(member)).history).toMatchObject([{ id, status: 'rejected', reason: 'The picture is blurred.' }]);
  });
});

describe('the member’s history', () => {
  it('shows the 20 newest closed submissions, newest first', async () => {
    const member = await levelOneMember(t);
    const ids: number[] = [];
    for (let index = 0; index < 22; index += 1) ids.push(await insertSubmission(t, member, { level: 2, status: 'withdrawn' }));
    const { history } = await status(member);
    expect(history.map((submission) => submission.id)).toEqual(ids.slice(2).reverse());
  });
});
