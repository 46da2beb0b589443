import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { API, CODE, ZGetKycStatusResponse, ZKycSettings, type TKycSettings } from '@meridian/protocol';
import { settings } from '../../../src/db/schema/index.js';
import { DEFAULT_KYC_SETTINGS } from '../../../src/settings/kyc-settings.js';
import { readSetting } from '../../../src/settings/settings-store.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import type { TestMember } from '../../helpers/members.js';
import { as, ID_CARD, levelOneMember, submissionsOf, uploaded } from './kyc-fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterEach(async () => {
  await t.deps.settings.set('kyc', DEFAULT_KYC_SETTINGS);
});
afterAll(async () => {
  await t.close();
});

/** The owner accepts identity cards alone, and asks for no selfie. */
const NARROWED: TKycSettings = { ...DEFAULT_KYC_SETTINGS, documentTypes: ['idCard'], selfieRequired: false };

const status = async (member: TestMember) => ZGetKycStatusResponse.parse((await t.api.call(API.kyc.getKycStatus, {}, as(member))).data);
const submit = (member: TestMember, fields: Record<string, unknown>, language?: string) => t.api.call(API.kyc.submitKyc, fields, as(member, language));

describe('what level 2 asks for, as the owner sets it', () => {
  it('refuses a document type the owner does not accept, in the member’s language, and changes nothing', async () => {
    await t.deps.settings.set('kyc', NARROWED);
    const member = await levelOneMember(t);
    await uploaded(t, member, 'idFront');
    const passport = { level: 2, documentType: 'passport', documentNumber: 'E98765432', country: 'GB' };
    expect(await submit(member, passport)).toMatchObject({
      code: CODE.INVALID_PARAMS,
      msg: 'This type of document is not accepted now. Please choose one of the documents the Verification page offers.',
      data: { fields: ['documentType'] },
    });
    expect((await submit(member, passport, 'zh-HK')).msg).toBe('目前不接受此類證件，請選擇「身份認證」頁面列出的證件。');
    expect(await submissionsOf(t, member)).toMatchObject([{ status: 'drafted', documentType: null, documentNumber: null, submittedAt: null }]);
  });

  it('sends level 2 without a selfie where none is required, and keeps one added anyway', async () => {
    await t.deps.settings.set('kyc', NARROWED);
    const member = await levelOneMember(t);
    await uploaded(t, member, 'idFront');
    await uploaded(t, member, 'idBack');
    expect((await submit(member, { level: 2, ...ID_CARD })).data).toMatchObject({ status: 'submitted', documentType: 'idCard' });

    const another = await levelOneMember(t);
    await uploaded(t, another, 'idFront');
    await uploaded(t, another, 'idBack');
    await uploaded(t, another, 'selfie');
    const sent = await submit(another, { level: 2, ...ID_CARD });
    expect(sent.code).toBe(CODE.OK);
    expect((await status(another)).open?.documents.map((document) => document.kind)).toEqual(['idFront', 'idBack', 'selfie']);
  });

  it('still asks for the selfie where it is required', async () => {
    const member = await levelOneMember(t);
    await uploaded(t, member, 'idFront');
    await uploaded(t, member, 'idBack');
    expect(await submit(member, { level: 2, ...ID_CARD })).toMatchObject({ code: CODE.KYC_STATE, data: { missing: ['selfie'] } });
  });

  it('tells the member’s page what level 2 asks for', async () => {
    const member = await levelOneMember(t);
    expect((await status(member)).asks).toEqual({ documentTypes: ['passport', 'idCard', 'driverLicence'], selfieRequired: true });
    await t.deps.settings.set('kyc', NARROWED);
    expect((await status(member)).asks).toEqual({ documentTypes: ['idCard'], selfieRequired: false });
  });

  it('reads a setting stored before level 2’s asks were part of it with the defaults', async () => {
    const { limits, retentionDays } = DEFAULT_KYC_SETTINGS;
    const stored = { limits: [{ withdraw24h: '700', withdraw30d: '3000' }, ...limits.slice(1)], retentionDays };
    await t.db.insert(settings).values({ key: 'kyc', value: stored }).onConflictDoUpdate({ target: settings.key, set: { value: stored } });
    t.deps.settings.forget('kyc');

    expect(await readSetting(t.db, 'kyc')).toEqual({ value: { ...stored, documentTypes: ['passport', 'idCard', 'driverLicence'], selfieRequired: true } });
    const read = await t.deps.settings.get('kyc');
    expect(read).toMatchObject({ limits: stored.limits, documentTypes: ['passport', 'idCard', 'driverLicence'], selfieRequired: true });
    expect((await status(await levelOneMember(t))).asks).toEqual({ documentTypes: ['passport', 'idCard', 'driverLicence'], selfieRequired: true });
  });

  it('refuses a setting without a document type, or with one twice', () => {
    const problem = (documentTypes: string[]) => ZKycSettings.safeParse({ ...DEFAULT_KYC_SETTINGS, documentTypes }).error?.issues[0]?.message;
    expect(problem([])).toBe('at least one document type');
    expect(problem(['idCard', 'idCard'])).toBe('each document type once');
    expect(problem(['idCard'])).toBeUndefined();
  });
});
