import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, newRequestId } from '@meridian/protocol';
import { operatorAudit } from '../../src/db/schema/index.js';
import { waitText } from '../../src/i18n/console/console-translate.js';
import { translate } from '../../src/i18n/translate.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { newMember } from '../helpers/members.js';
import { createManualClock } from '../market/manual-clock.js';
import { ConsoleBrowser, enrolledOperator } from './console-client.js';

/**
 * Issue 36: the theme colour the console saved (`rgb(…)`) left the app blue and `banana` was
 * accepted; and every refusal reached a zh-HK operator in English under a Chinese title. The
 * admin API now answers in the operator's language (Accept-Language, as the console sends it)
 * and says which language its message is in.
 */
const clock = createManualClock(Date.parse('2026-11-29T09:00:00Z'));
let t: TestApp;
let owner: ConsoleBrowser;
let content: ConsoleBrowser;
beforeAll(async () => {
  t = await buildTestApp({}, { marketClock: clock });
  owner = (await enrolledOperator(t, clock, 'language-owner', 'owner')).browser;
  content = (await enrolledOperator(t, clock, 'language-content', 'content')).browser;
});
afterAll(async () => {
  await t.close();
});

interface AppSetting {
  value: Record<string, unknown> & { themeColor: string };
}

async function appSetting(): Promise<AppSetting['value']> {
  const read = await owner.send('GET', '/admin/settings/app');
  return (read.body.data as AppSetting).value;
}

const lastAuditRow = async () => (await t.db.select().from(operatorAudit).orderBy(desc(operatorAudit.id)).limit(1))[0];

describe('the theme colour', () => {
  it('is stored as #rrggbb whatever form the colour picker sent, and the app is given that', async () => {
    const saved = await content.send('PUT', '/admin/settings/app', { body: { value: { ...(await appSetting()), themeColor: 'rgb(229, 72, 77)' } } });
    expect(saved.status).toBe(200);
    expect((await appSetting()).themeColor).toBe('#e5484d');
    const config = await t.api.call(API.common.getAppConfigAndCompanyConfig);
    expect(config.data.appConfig.themeColor).toBe('#e5484d');
  });

  it('refuses what is not a colour with 400, in the operator’s language, and keeps the colour', async () => {
    const value = { ...(await appSetting()), themeColor: 'banana' };
    const english = await content.send('PUT', '/admin/settings/app', { body: { value } });
    expect(english.status).toBe(400);
    expect(english.body.message).toBe('Setting "app" was not changed: the theme colour must be a colour such as #1677ff (#rrggbb, #rgb or rgb(r, g, b)).');
    expect(await lastAuditRow()).toMatchObject({ action: 'settings-set', target: 'setting:app', outcome: `refused: ${english.body.message}` });

    const chinese = await content.send('PUT', '/admin/settings/app', { body: { value }, language: 'zh-HK' });
    expect(chinese.status).toBe(400);
    expect(chinese.headers['content-language']).toBe('zh-HK');
    expect(chinese.body.message).toBe('設定「app」未有更改：主題顏色須為顏色值，例如 #1677ff（#rrggbb、#rgb 或 rgb(r, g, b)）。');
    expect((await appSetting()).themeColor).toBe('#e5484d');
  });
});

describe('refusals in the operator’s language', () => {
  it('says "not signed in" and "your role may not" in Chinese to a zh-HK console', async () => {
    const stranger = await new ConsoleBrowser(t).send('GET', '/admin/members', { language: 'zh-HK' });
    expect(stranger).toMatchObject({ status: 401, body: { message: '你尚未登入。' } });
    expect(stranger.headers['content-language']).toBe('zh-HK');

    const member = await newMember(t);
    const refused = await content.send('POST', '/admin/adjustments', { body: { username: member.username, amount: '5', reason: 'Goodwill', requestId: newRequestId() }, language: 'zh-TW,zh;q=0.9' });
    expect(refused).toMatchObject({ status: 403, body: { message: '「內容」角色無權進行此操作。' } });
  });

  it('translates a command’s refusal that has a key, and marks an untranslated one as English', async () => {
    const missing = await owner.send('POST', '/admin/recharges/RC-NO-SUCH-ORDER/approve', { body: {}, language: 'zh-HK' });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(translate('zh-HK', 'error.rechargeNotFound'));
    expect(missing.headers['content-language']).toBe('zh-HK');

    const reply = await owner.send('POST', '/admin/conversations/999999/messages', { body: { text: 'Hello' }, language: 'zh-HK' });
    expect(reply).toMatchObject({ status: 404, body: { message: '沒有第 999999 號對話。' } });

    const english = await owner.send('POST', '/admin/recharges/RC-NO-SUCH-ORDER/approve', { body: {} });
    expect(english.body.message).toBe(translate('en-US', 'error.rechargeNotFound'));
    expect(english.headers['content-language']).toBe('en-US');
  });

  it('answers a sign-in in Chinese, and says how long a lock lasts in minutes and seconds', async () => {
    const browser = new ConsoleBrowser(t);
    const signIn = () => browser.send('POST', '/admin/session', { body: { username: 'language-owner', password: 'not the password' }, language: 'zh-HK' });
    for (let attempt = 0; attempt < 5; attempt += 1) expect(await signIn()).toMatchObject({ status: 401, body: { message: '用戶名稱或密碼不正確。' } });
    const locked = await signIn();
    expect(locked.status).toBe(429);
    // The lock's 15 minutes, less the moments the attempts took: said as the header counts them.
    const seconds = Number(locked.headers['retry-after']);
    expect(seconds).toBeGreaterThan(840);
    expect(locked.body.message).toBe(`登入失敗次數過多，請於 ${waitText('zh-HK', seconds)}後再試。`);
    expect(locked.body.message).toMatch(/請於 1[45] 分(鐘| \d{1,2} 秒)後再試/);
    const inEnglish = await browser.send('POST', '/admin/session', { body: { username: 'language-owner', password: 'not the password' } });
    expect(inEnglish.body.message).toMatch(/^Too many failed sign-ins: try again in 1[45] min( \d{1,2} s)?\.$/);
  });
});
