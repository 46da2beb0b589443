import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API, CODE } from '@meridian/protocol';
import { goodsItems, goodsOrders, miningProducts, notices, slides } from '../../../src/db/schema/index.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { newMember, type TestMember } from '../../helpers/members.js';
import { operatorCli } from '../../operator/operator-cli.js';
import { as, grant, requestId } from '../withdraw/withdraw-fixtures.js';

/**
 * What the operator writes for members (banners, notices, goods and mining names, bank and
 * channel names, support hours, activities, letters) is read in the language the app sends
 * (`Accept-Language`), the default language standing in for a missing one; the operator sets one
 * language at a time without erasing the others.
 */
const TOKEN = 'dana-token-0123456789abcdefghij';
let t: TestApp;
let member: TestMember;
let cli: ReturnType<typeof operatorCli>;
beforeAll(async () => {
  t = await buildTestApp({ operatorTokens: [{ name: 'dana', token: TOKEN }] });
  member = await newMember(t);
  cli = operatorCli(t);
});
afterAll(async () => {
  await t.close();
});

/** A call as the app sends it in `language`. */
async function read<T>(path: string, language: string, payload: Record<string, unknown> = {}): Promise<T> {
  const answer = await t.api.call<T>(path, payload, { token: member.token, language });
  expect(answer.code).toBe(CODE.OK);
  return answer.data;
}

const slideTitles = async (language: string) => (await read<{ list: { title: string }[] }>(API.common.getSlide, language)).list.map((slide) => slide.title);
const noticeList = async (language: string) =>
  (await read<{ list: { id: number; title: string; content: string }[] }>(API.common.pageNotice, language, { page: 1, pageSize: 50 })).list;

async function admin(method: 'PUT' | 'PATCH', url: string, body: unknown) {
  const response = await t.app.inject({ method, url, headers: { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}` }, payload: JSON.stringify(body) });
  return { status: response.statusCode, body: response.json<{ ok: boolean; message: string }>() };
}

describe('the demo content in zh-HK', () => {
  it('answers banners, notices, activities and letters in Chinese', async () => {
    expect(await slideTitles('zh-HK')).toEqual(['即時行情，每秒更新', '邀請好友，一起賺取', '新用戶？先看幫助中心']);
    const seeded = (await noticeList('zh-HK')).map((notice) => notice.title);
    expect(seeded).toEqual(expect.arrayContaining(['歡迎來到 Meridian', '保障您的帳戶安全']));
    expect((await noticeList('zh-HK')).find((notice) => notice.title === '保障您的帳戶安全')?.content).toContain('絕不會');
    const activities = await read<{ list: { title: string; summary: string }[] }>(API.common.getActivityPage, 'zh-HK', { page: 1, pageSize: 10 });
    expect(activities.list.map((activity) => activity.title)).toContain('利息錢包週');
    const letter = await read<{ title: string; content: string } | null>(API.member.getLetterUnReadLast, 'zh-HK');
    expect(letter?.title).toBe('歡迎來到 Meridian');
  });

  it('names mining products, goods, payment channels, banks and the support hours in Chinese', async () => {
    const products = await read<{ list: { name: string }[] }>(API.common.getProductList, 'zh-HK');
    expect(products.list.map((product) => product.name)).toEqual(['入門 S1', '標準 M7', '專業 X30']);

    const online = await read<{ list: { code: string; name: string }[] }>(API.recharge.getOnlineChannelByCode, 'zh-HK');
    expect(online.list).toContainEqual(expect.objectContaining({ code: 'sandbox', name: '沙盒支付' }));
    const offline = await read<{ list: { code: string; name: string }[] }>(API.recharge.getOfflineRechargeMethod, 'zh-HK');
    expect(offline.list).toContainEqual(expect.objectContaining({ code: 'bank_transfer', name: '銀行轉帳' }));
    const rechargeBanks = await read<{ list: { code: string; name: string }[] }>(API.recharge.getEnableBanks, 'zh-HK');
    expect(rechargeBanks.list).toContainEqual({ code: 'BOC', name: '中國銀行（香港）' });
    const withdrawBanks = await read<{ list: { code: string; name: string }[] }>(API.withdraw.getEnableBanks, 'zh-HK');
    expect(withdrawBanks.list).toContainEqual({ code: 'HSBC', name: '滙豐銀行' });

    const support = await read<{ channels: { kind: string; label: string }[]; workingHours: string }>(API.common.getCustomerServiceConfig, 'zh-HK');
    expect(support.workingHours).toBe('每日 09:00-21:00（UTC+08:00）');
    expect(support.channels).toContainEqual(expect.objectContaining({ kind: 'email', label: '電郵' }));
  });

  it('gives a goods order the name in the member’s language, and keeps every language on the order', async () => {
    await grant(t, member, '5000');
    const grabbed = await t.api.call<{ orderNo: string; goodsName: string }>(API.task.grabGoodsOrder, { requestId: requestId() }, { ...as(member), language: 'zh-HK' });
    expect(grabbed.code).toBe(CODE.OK);
    const [item] = await t.db.select().from(goodsItems).where(eq(goodsItems.id, await goodsIdOf(grabbed.data.orderNo)));
    expect(grabbed.data.goodsName).toBe(item?.name['zh-HK']);
    expect(grabbed.data.goodsName).not.toBe(item?.name['en-US']);
    const inEnglish = await read<{ goodsName: string }>(API.task.getGoodsOrderInfo, 'en-US', { orderNo: grabbed.data.orderNo });
    expect(inEnglish.goodsName).toBe(item?.name['en-US']);
  });
});

async function goodsIdOf(orderNo: string): Promise<number> {
  const [order] = await t.db.select({ goodsId: goodsOrders.goodsId }).from(goodsOrders).where(eq(goodsOrders.orderNo, orderNo));
  if (!order) throw new Error(`no goods order ${orderNo}`);
  return order.goodsId;
}

describe('a language without its own version', () => {
  it('reads the default language (en-US) for a language the server does not know', async () => {
    expect(await slideTitles('fr-FR')).toEqual(['Live markets, every second', 'Invite friends, earn together', 'New here? Start with the help centre']);
    expect(await slideTitles('')).toEqual(await slideTitles('en-US'));
  });

  it('reads en-US for an app language the operator has not written', async () => {
    const added = await cli(['notice-add', '--title', 'English only', '--content', '<p>Only in English.</p>']);
    const id = (added.data as { id: number }).id;
    expect((await noticeList('id-ID')).find((notice) => notice.id === id)).toMatchObject({ title: 'English only', content: '<p>Only in English.</p>' });
  });

  it('reads whichever version there is when not even en-US was written', async () => {
    const added = await cli(['notice-add', '--title', '僅有中文', '--content', '<p>只有中文版本</p>', '--language', 'zh-HK']);
    expect(added.ok).toBe(true);
    const id = (added.data as { id: number }).id;
    expect((await noticeList('en-US')).find((notice) => notice.id === id)).toMatchObject({ title: '僅有中文', content: '<p>只有中文版本</p>' });
  });
});

describe('the operator writes one language at a time', () => {
  it('translates a notice with notice-set --language zh-HK and leaves its English as it was', async () => {
    const added = await cli(['notice-add', '--title', 'Fee change', '--content', '<p>Lower fees from Monday.</p>']);
    const id = (added.data as { id: number }).id;
    const translated = await cli(['notice-set', String(id), '--language', 'zh-HK', '--title', '費用調整', '--content', '<p>星期一起調低費用。</p>']);
    expect(translated).toMatchObject({ ok: true, text: `Notice #${id} changed: Fee change [en-US, zh-HK]` });
    expect((await noticeList('zh-HK')).find((notice) => notice.id === id)).toMatchObject({ title: '費用調整', content: '<p>星期一起調低費用。</p>' });
    expect((await noticeList('en-US')).find((notice) => notice.id === id)).toMatchObject({ title: 'Fee change', content: '<p>Lower fees from Monday.</p>' });

    const [row] = await t.db.select().from(notices).where(eq(notices.id, id));
    expect(row).toMatchObject({ title: { 'en-US': 'Fee change', 'zh-HK': '費用調整' } });
  });

  it('translates a banner, a goods item and a mining product the same way', async () => {
    const [banner] = await t.db.select().from(slides).limit(1);
    const [goods] = await t.db.select().from(goodsItems).limit(1);
    const [product] = await t.db.select().from(miningProducts).limit(1);
    if (!banner || !goods || !product) throw new Error('demo content missing');

    expect((await cli(['banner-set', String(banner.id), '--title', 'Mercados al instante', '--language', 'es'])).ok).toBe(true);
    expect((await cli(['goods-set', String(goods.id), '--name', 'Auriculares', '--language', 'es'])).ok).toBe(true);
    expect((await cli(['mining-product-set', String(product.id), '--name', 'Minero inicial', '--language', 'es'])).ok).toBe(true);

    const [bannerAfter] = await t.db.select().from(slides).where(eq(slides.id, banner.id));
    expect(bannerAfter?.title).toEqual({ ...banner.title, es: 'Mercados al instante' });
    const [goodsAfter] = await t.db.select().from(goodsItems).where(eq(goodsItems.id, goods.id));
    expect(goodsAfter?.name).toEqual({ ...goods.name, es: 'Auriculares' });
    const [productAfter] = await t.db.select().from(miningProducts).where(eq(miningProducts.id, product.id));
    expect(productAfter?.name).toEqual({ ...product.name, es: 'Minero inicial' });
    expect((await slideTitles('es'))[0]).toBe('Mercados al instante');
    expect((await slideTitles('en-US'))[0]).toBe(banner.title['en-US']);
  });

  it('renames a bank in one language with channel-name, for paying in and withdrawing alike', async () => {
    const renamed = await cli(['channel-name', 'HSBC', '--name', '香港滙豐', '--language', 'zh-HK']);
    expect(renamed).toMatchObject({ ok: true, data: { code: 'HSBC', language: 'zh-HK', places: ['recharge bank', 'withdrawal bank'] } });
    const banks = async (path: string, language: string) => (await read<{ list: { code: string; name: string }[] }>(path, language)).list.find((bank) => bank.code === 'HSBC')?.name;
    expect(await banks(API.recharge.getEnableBanks, 'zh-HK')).toBe('香港滙豐');
    expect(await banks(API.withdraw.getEnableBanks, 'zh-HK')).toBe('香港滙豐');
    expect(await banks(API.withdraw.getEnableBanks, 'en-US')).toBe('HSBC');
  });

  it('sets the support hours in zh-HK over the admin API and keeps the English', async () => {
    const answer = await admin('PUT', '/admin/support-hours', { text: '星期一至五 10:00-18:00', language: 'zh-HK' });
    expect(answer).toMatchObject({ status: 200, body: { ok: true } });
    expect((await read<{ workingHours: string }>(API.common.getCustomerServiceConfig, 'zh-HK')).workingHours).toBe('星期一至五 10:00-18:00');
    expect((await read<{ workingHours: string }>(API.common.getCustomerServiceConfig, 'en-US')).workingHours).toBe('09:00-21:00 (UTC+08:00), every day');
  });

  it('translates a notice over the admin API (PATCH with a language) and keeps the English', async () => {
    const added = await cli(['notice-add', '--title', 'Holiday hours', '--content', '<p>Closed on the 1st.</p>']);
    const id = (added.data as { id: number }).id;
    const answer = await admin('PATCH', `/admin/notices/${id}`, { title: '假期服務時間', language: 'zh-HK' });
    expect(answer).toMatchObject({ status: 200, body: { ok: true } });
    expect((await noticeList('zh-HK')).find((notice) => notice.id === id)).toMatchObject({ title: '假期服務時間', content: '<p>Closed on the 1st.</p>' });
    expect((await noticeList('en-US')).find((notice) => notice.id === id)?.title).toBe('Holiday hours');
    const renamed = await admin('PUT', '/admin/channel-names/sandbox', { text: 'Sandbox 付款', language: 'zh-HK' });
    expect(renamed.status).toBe(200);
    const online = await read<{ list: { code: string; name: string }[] }>(API.recharge.getOnlineChannelByCode, 'zh-HK');
    expect(online.list.find((channel) => channel.code === 'sandbox')?.name).toBe('Sandbox 付款');
  });

  it('refuses a language the app does not have, or a code nothing has, and changes nothing', async () => {
    const before = await t.db.select().from(notices);
    await expect(cli(['notice-add', '--title', 'Bonjour', '--content', 'x', '--language', 'fr'])).rejects.toThrow(/--language: one of en-US, zh-HK, id, tr, uk, es/);
    const api = await admin('PUT', '/admin/support-hours', { text: 'Lundi', language: 'fr' });
    expect(api.status).toBe(400);
    expect(api.body.message).toMatch(/language: one of en-US, zh-HK/);
    expect(await cli(['channel-name', 'NOPE', '--name', 'x'])).toMatchObject({ ok: false, text: 'No channel, offline method or bank has the code "NOPE"; nothing was changed.' });
    expect(await cli(['notice-set', String(before[0]?.id ?? 0), '--language', 'zh-HK'])).toMatchObject({ ok: false });
    expect(await t.db.select().from(notices)).toEqual(before);
    expect((await read<{ workingHours: string }>(API.common.getCustomerServiceConfig, 'en-US')).workingHours).toBe('09:00-21:00 (UTC+08:00), every day');
  });
});
