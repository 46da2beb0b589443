import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  API,
  CODE,
  ZCustomerServiceConfig,
  ZExplainInfo,
  ZGetAppConfigResponse,
  ZGetCountryListResponse,
  ZGetExplainListResponse,
  ZMaintainConfig,
  ZRegisterConfig,
} from '@meridian/protocol';
import { members } from '../../../src/db/schema/index.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { newMember, type TestMember } from '../../helpers/members.js';

let t: TestApp;
let member: TestMember;
beforeAll(async () => {
  t = await buildTestApp();
  member = await newMember(t);
});
afterAll(async () => {
  await t.close();
});

describe('configuration calls, public', () => {
  it('getAppConfigAndCompanyConfig answers the seeded company and app', async () => {
    const answer = await t.api.call(API.common.getAppConfigAndCompanyConfig);
    expect(ZGetAppConfigResponse.parse(answer.data)).toEqual({
      appConfig: { version: '1.0.0', themeColor: '#0301c5', recordTabEnabled: false, appDownloadUrl: '' },
      companyConfig: { companyName: 'Meridian', currency: 'USDT', logo: '', currencyBlankedFor: '' },
    });
  });

  it('answers the company whose currency the app blanks (spec section 3) once the operator names it', async () => {
    const company = await t.deps.settings.get('company');
    await t.deps.settings.set('company', { ...company, currencyBlankedFor: 'Meridian' });
    try {
      expect((await t.api.call(API.common.getAppConfigAndCompanyConfig)).data.companyConfig).toMatchObject({ companyName: 'Meridian', currencyBlankedFor: 'Meridian' });
    } finally {
      await t.deps.settings.set('company', company);
    }
  });

  it('follows a change of the settings', async () => {
    const app = await t.deps.settings.get('app');
    await t.deps.settings.set('app', { ...app, version: '1.0.1' });
    try {
      expect((await t.api.call(API.common.getAppConfigAndCompanyConfig)).data.appConfig.version).toBe('1.0.1');
    } finally {
      await t.deps.settings.set('app', app);
    }
  });

  it('getCustomerServiceConfig answers the channels', async () => {
    const config = ZCustomerServiceConfig.parse((await t.api.call(API.common.getCustomerServiceConfig)).data);
    expect(config.channels.map((c) => c.kind)).toEqual(['email', 'telegram']);
  });

  it('getMaintainConfig answers maintenance off', async () => {
    expect(ZMaintainConfig.parse((await t.api.call(API.common.getMaintainConfig)).data)).toEqual({ maintainStatus: false, message: '', until: null });
  });

  it('getTimestamp answers the server time in ms', async () => {
    const answer = await t.api.call(API.common.getTimestamp);
    expect(Math.abs(Number(answer.data.timestamp) - Date.now())).toBeLessThan(5000);
  });

  it('getDomainList answers the configured list', async () => {
    expect((await t.api.call(API.common.getDomainList)).data).toEqual({ domains: [] });
  });

  it('getRegisterConfig, getEmailEnable and getProtocolEnable answer the register settings', async () => {
    expect(ZRegisterConfig.parse((await t.api.call(API.common.getRegisterConfig)).data)).toEqual({
      inviteCodeRequired: false,
      verifyBy: 'none',
      agreementCode: 'user_agreement',
    });
    expect((await t.api.call(API.common.getEmailEnable)).data).toEqual({ enabled: true });
    expect((await t.api.call(API.common.getProtocolEnable)).data).toEqual({ enabled: true, agreementCode: 'user_agreement' });
  });

  it('getCountryList answers countries with dial codes', async () => {
    const { list } = ZGetCountryListResponse.parse((await t.api.call(API.common.getCountryList)).data);
    expect(list).toContainEqual({ code: 'HK', name: 'Hong Kong', dialCode: '+852' });
  });

  it('refuses parameters the calls do not take', async () => {
    expect((await t.api.call(API.common.getCountryList, { page: 1 })).code).toBe(CODE.INVALID_PARAMS);
  });
});

describe('agreements', () => {
  it('getExplainList answers each agreement once, in the member’s language where it exists', async () => {
    const en = ZGetExplainListResponse.parse((await t.api.call(API.common.getExplainList, { type: 'agreement' })).data);
    expect(en.list.map((e) => [e.code, e.title])).toEqual([
      ['user_agreement', 'User Agreement'],
      ['privacy_policy', 'Privacy Policy'],
    ]);
    const zh = ZGetExplainListResponse.parse((await t.api.call(API.common.getExplainList, { type: 'agreement' }, { language: 'zh-HK' })).data);
    expect(zh.list.map((e) => e.title)).toEqual(['用戶協議', '私隱政策']);
    const tr = ZGetExplainListResponse.parse((await t.api.call(API.common.getExplainList, { type: 'agreement' }, { language: 'tr-TR' })).data);
    expect(tr.list.map((e) => e.title)).toEqual(['Kullanıcı Sözleşmesi', 'Gizlilik Politikası']);
    // A language the app has no catalog for reads English.
    const fr = ZGetExplainListResponse.parse((await t.api.call(API.common.getExplainList, { type: 'agreement' }, { language: 'fr-FR' })).data);
    expect(fr.list.map((e) => e.title)).toEqual(['User Agreement', 'Privacy Policy']);
    expect((await t.api.call(API.common.getExplainList, { type: 'none' })).data.list).toEqual([]);
  });

  it('getExplainInfo answers an agreement by code or by id', async () => {
    const byCode = ZExplainInfo.parse((await t.api.call(API.common.getExplainInfo, { code: 'privacy_policy' })).data);
    expect(byCode.content).toContain('We do not sell your data');
    const byId = (await t.api.call(API.common.getExplainInfo, { id: byCode.id })).data;
    expect(byId).toEqual(byCode);
    const zh = (await t.api.call(API.common.getExplainInfo, { code: 'user_agreement' }, { language: 'zh-HK' })).data;
    expect(zh.title).toBe('用戶協議');
  });

  it('getExplainInfo refuses a request naming nothing, and an unknown document', async () => {
    expect((await t.api.call(API.common.getExplainInfo, {})).code).toBe(CODE.INVALID_PARAMS);
    const missing = await t.api.call(API.common.getExplainInfo, { code: 'nope' }, { language: 'zh-HK' });
    expect(missing).toEqual({ code: CODE.NOT_FOUND, msg: '此文件不存在。', data: null });
  });
});

describe('avatars', () => {
  it('getAvatarList answers members generated images that the server serves as SVG', async () => {
    expect((await t.api.call(API.common.getAvatarList)).code).toBe(CODE.SESSION_INVALID);
    const { list } = (await t.api.call(API.common.getAvatarList, {}, { token: member.token })).data as { list: string[] };
    expect(list).toHaveLength(8);
    for (const url of [list[0], list[7]]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml');
      expect(response.body).toMatch(/^<svg [^>]*width="128" height="128"/);
    }
    expect((await t.app.inject({ method: 'GET', url: '/avatars/9.svg' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/avatars/../etc.svg' })).statusCode).toBe(404);
  });

  it('updateAvatar takes an offered avatar', async () => {
    const answer = await t.api.call(API.member.updateAvatar, { avatar: '/avatars/3.svg' }, { token: member.token });
    expect(answer).toMatchObject({ code: CODE.OK, data: { avatar: '/avatars/3.svg' } });
  });

  it('updateAvatar takes an offered avatar by the PNG address an older app still has, and keeps it as SVG', async () => {
    const answer = await t.api.call(API.member.updateAvatar, { avatar: '/avatars/4.png' }, { token: member.token });
    expect(answer).toMatchObject({ code: CODE.OK, data: { avatar: '/avatars/4.svg' } });
    const [row] = await t.db.select({ avatar: members.avatar }).from(members).where(eq(members.id, member.id));
    expect(row?.avatar).toBe('/avatars/4.svg');
  });

  it('answers an avatar saved while the offered ones were PNG files as the offered SVG, so the app finds it among them', async () => {
    await t.db.update(members).set({ avatar: '/avatars/2.png' }).where(eq(members.id, member.id));
    const info = await t.api.call(API.member.getMemberInfo, {}, { token: member.token });
    expect(info).toMatchObject({ code: CODE.OK, data: { avatar: '/avatars/2.svg' } });
  });

  it('updateAvatar refuses anything else', async () => {
    const unknown = await t.api.call(API.member.updateAvatar, { avatar: '/avatars/99.svg' }, { token: member.token });
    expect(unknown).toMatchObject({ code: CODE.INVALID_PARAMS, msg: 'This picture is not available.' });
    const outside = await t.api.call(API.member.updateAvatar, { avatar: 'https://evil.example/x.png' }, { token: member.token });
    expect(outside).toMatchObject({ code: CODE.INVALID_PARAMS, data: { fields: ['avatar'] } });
  });
});

describe('maintenance', () => {
  it('answers member calls with MAINTENANCE while on, and lets public calls through', async () => {
    await t.deps.settings.set('maintenance', { maintainStatus: true, message: 'Upgrading', until: null });
    try {
      const answer = await t.api.call(API.member.getBalance, {}, { token: member.token });
      expect(answer).toMatchObject({ code: CODE.MAINTENANCE, msg: 'The platform is under maintenance. Please come back later.' });
      expect(answer.data).toMatchObject({ maintainStatus: true, message: 'Upgrading' });
      expect((await t.api.call(API.member.getBalance)).code).toBe(CODE.MAINTENANCE);
      expect((await t.api.call(API.common.getMaintainConfig)).data).toMatchObject({ maintainStatus: true, message: 'Upgrading' });
      expect((await t.api.call(API.common.getAppConfigAndCompanyConfig)).code).toBe(CODE.OK);
      const zh = await t.api.call(API.member.getMemberInfo, {}, { token: member.token, language: 'zh-HK' });
      expect(zh.msg).toBe('平台維護中，請稍後再來。');
    } finally {
      await t.deps.settings.set('maintenance', { maintainStatus: false, message: '', until: null });
    }
    expect((await t.api.call(API.member.getBalance, {}, { token: member.token })).code).toBe(CODE.OK);
  });
});
