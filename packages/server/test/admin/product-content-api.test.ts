import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@meridian/protocol';
import { explains, letters, miningProducts } from '../../src/db/schema/index.js';
import { randomIp } from '../helpers/api-client.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { newMember } from '../helpers/members.js';
import { lastAudit, NOT_AN_IMAGE, TINY_PNG } from '../operator/operator-cli.js';

/** The product and content commands as the admin API serves them. */
const TOKEN = 'carol-token-0123456789abcdefghij';
/** A second script's token: the second pair of eyes a change of terms waits for (issue 35). */
const SECOND_TOKEN = 'dave-token-0123456789abcdefghijk';
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ operatorTokens: [{ name: 'carol', token: TOKEN }, { name: 'dave', token: SECOND_TOKEN }] });
});
afterAll(async () => {
  await t.close();
});

interface AdminAnswer {
  status: number;
  body: { ok: boolean; message: string; data?: Record<string, unknown> };
}

async function admin(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: unknown, token = TOKEN): Promise<AdminAnswer> {
  const response = await t.app.inject({
    method,
    url,
    remoteAddress: randomIp(),
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
  return { status: response.statusCode, body: response.json() };
}

/** A change held for a second operator (202), approved by the second script: the approval's answer. */
async function approved(asked: AdminAnswer): Promise<AdminAnswer> {
  expect(asked.status).toBe(202);
  const { approvalId } = asked.body.data as { approvalId: number };
  return admin('POST', `/admin/approvals/${approvalId}/approve`, {}, SECOND_TOKEN);
}

describe('settings over the admin API', () => {
  it('reads and replaces a setting; a value its schema refuses is 400 and logged', async () => {
    const read = await admin('GET', '/admin/settings/withdraw');
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ key: 'withdraw' });
    const value = read.body.data?.value;
    const asked = await admin('PUT', '/admin/settings/withdraw', { value });
    expect(await lastAudit(t)).toMatchObject({ actor: 'api:carol', action: 'settings-set', target: 'setting:withdraw', outcome: 'held for approval' });
    expect((await approved(asked)).status).toBe(200);
    expect(await lastAudit(t)).toMatchObject({ actor: 'api:dave', action: 'approval-approve', outcome: 'ok' });

    const refused = await admin('PUT', '/admin/settings/interest', { value: { minAmount: 'lots' } });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/^Setting "interest" was not changed: /);
    expect(await lastAudit(t)).toMatchObject({ actor: 'api:carol', outcome: `refused: ${refused.body.message}` });

    const unknown = await admin('GET', '/admin/settings/secrets');
    expect(unknown.status).toBe(400);
    expect((await lastAudit(t)).outcome).toMatch(/^refused: invalid request: key: one of /);
  });

  it('sets and removes a contract option and changes the interest terms', async () => {
    const set = await approved(await admin('PUT', '/admin/contract-options/600', { yieldPercent: '92', minAmount: '100', maxAmount: '90000' }));
    expect(set).toMatchObject({ status: 200, body: { ok: true } });
    expect((await t.api.call(API.common.getSecondsOption, {})).data.list).toContainEqual(
      expect.objectContaining({ seconds: 600, yieldPercent: '92' }),
    );
    expect((await admin('PUT', '/admin/contract-options/600', { yieldPercent: '92', bonus: true })).status).toBe(400);
    expect((await approved(await admin('DELETE', '/admin/contract-options/600'))).status).toBe(200);
    expect((await admin('DELETE', '/admin/contract-options/600')).status).toBe(422);
    expect((await admin('GET', '/admin/contract-options')).body.data?.options).not.toContainEqual(expect.objectContaining({ seconds: 600 }));

    const terms = await approved(await admin('PATCH', '/admin/interest-terms', { minAmount: '50', holdDays: 3 }));
    expect(terms.body.message).toMatch(/minimum 50, .* held 3 days/);
    expect((await admin('GET', '/admin/interest-terms')).body.data?.terms).toMatchObject({ minAmount: '50', holdDays: 3 });
    expect((await admin('PATCH', '/admin/interest-terms', { holdDays: 'three' })).status).toBe(400);
  });
});

describe('products over the admin API', () => {
  it('adds and changes mining products; bad terms are 400, an unknown id 422', async () => {
    const added = await admin('POST', '/admin/mining-products', { name: 'Cloud C9', price: '900', dailyRate: '1.1', lockDays: 9, singleLimit: 1 });
    expect(added.status).toBe(200);
    const id = (added.body.data?.product as { id: number }).id;
    expect(await lastAudit(t)).toMatchObject({ actor: 'api:carol', action: 'mining-product-add', outcome: 'ok' });
    expect((await admin('PATCH', `/admin/mining-products/${id}`, { expiresAt: '2020-01-01T00:00:00Z' })).status).toBe(200);
    const [row] = await t.db.select().from(miningProducts).where(eq(miningProducts.id, id));
    expect(row?.expiresAt?.toISOString()).toBe('2020-01-01T00:00:00.000Z');
    expect((await t.api.call<{ list: { id: number }[] }>(API.common.getProductList, {})).data.list.map((p) => p.id)).not.toContain(id);

    const bad = await admin('POST', '/admin/mining-products', { name: 'X', price: '9', dailyRate: '1', lockDays: 0, singleLimit: 1 });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/lockDays/);
    expect((await lastAudit(t)).outcome).toMatch(/^refused: invalid request: lockDays/);
    expect((await admin('PATCH', '/admin/mining-products/999999', { enabled: false })).status).toBe(422);
    expect((await admin('PATCH', '/admin/mining-products/abc', { enabled: false })).status).toBe(400);
    expect((await admin('GET', '/admin/mining-products')).body.data?.products).toContainEqual(expect.objectContaining({ id, name: { 'en-US': 'Cloud C9' }, price: '900.00' }));
  });

  it('adds goods with an uploaded picture, refuses a picture that is not PNG or JPEG', async () => {
    const added = await admin('POST', '/admin/goods', { name: 'Headphones', price: '120', image: `data:image/png;base64,${TINY_PNG.toString('base64')}` });
    expect(added.status).toBe(200);
    const goods = added.body.data?.goods as { id: number; image: string };
    expect((await t.app.inject({ method: 'GET', url: goods.image })).rawPayload.equals(TINY_PNG)).toBe(true);
    expect((await lastAudit(t)).detail).toMatchObject({ itemName: 'Headphones', imageBytes: TINY_PNG.length });

    const fake = await admin('PATCH', `/admin/goods/${goods.id}`, { image: NOT_AN_IMAGE.toString('base64') });
    expect(fake).toMatchObject({ status: 422, body: { message: 'The image is not a PNG or JPEG file; nothing was changed.' } });
    expect((await admin('PATCH', `/admin/goods/${goods.id}`, { enabled: false })).status).toBe(200);
    expect((await admin('GET', '/admin/goods')).body.data?.goods).toContainEqual(expect.objectContaining({ id: goods.id, enabled: false, image: goods.image }));
  });
});

describe('content over the admin API', () => {
  it('publishes and removes notices and sends letters', async () => {
    const notice = await admin('POST', '/admin/notices', { title: 'Upgrade', content: '<p>Tonight</p>' });
    expect(notice.status).toBe(200);
    const id = (notice.body.data as { id: number }).id;
    expect((await admin('GET', '/admin/notices?limit=3')).body.data?.notices).toContainEqual(expect.objectContaining({ id, title: { 'en-US': 'Upgrade' } }));
    expect((await admin('DELETE', `/admin/notices/${id}`)).status).toBe(200);
    expect((await admin('POST', '/admin/notices', { title: '', content: 'x' })).status).toBe(400);

    const member = await newMember(t);
    expect((await admin('POST', '/admin/letters', { title: 'For you', content: 'x', member: member.username })).status).toBe(200);
    expect(await lastAudit(t)).toMatchObject({ actor: 'api:carol', action: 'letter-send', target: `member:${member.username}` });
    expect((await t.db.select().from(letters).where(eq(letters.memberId, member.id))).map((row) => row.title)).toEqual([{ 'en-US': 'For you' }]);
    expect((await admin('POST', '/admin/letters', { title: 'Lost', content: 'x', member: 'nobody-at-all' })).status).toBe(422);
  });

  it('writes and removes help articles', async () => {
    expect((await admin('PUT', '/admin/help/fees/en-US', { title: 'Fees', content: '<p>None</p>' })).status).toBe(200);
    expect((await admin('PUT', '/admin/help/fees/id', { title: 'Biaya', content: '<p>Tidak ada</p>' })).status).toBe(200);
    expect((await admin('GET', '/admin/help')).body.data?.articles).toEqual(
      expect.arrayContaining([expect.objectContaining({ code: 'fees', language: 'id', title: 'Biaya' })]),
    );
    expect((await admin('PUT', '/admin/help/fees/xx', { title: 'Fees', content: 'x' })).status).toBe(400);
    expect((await admin('DELETE', '/admin/help/fees?language=id')).body.message).toBe('Help article "fees" removed (id).');
    expect(await t.db.select({ language: explains.language }).from(explains).where(eq(explains.code, 'fees'))).toEqual([{ language: 'en-US' }]);
  });

  it('adds and changes activities and banners', async () => {
    const activity = await admin('POST', '/admin/activities', { title: 'Summer', summary: 'Sun', content: '<p>Rules</p>', endsAt: '2030-01-01T00:00:00Z' });
    expect(activity.status).toBe(200);
    const activityId = (activity.body.data?.activity as { id: number }).id;
    expect((await admin('PATCH', `/admin/activities/${activityId}`, { startsAt: '2031-01-01T00:00:00Z' })).status).toBe(422);
    expect((await admin('PATCH', `/admin/activities/${activityId}`, { enabled: false })).status).toBe(200);

    const banner = await admin('POST', '/admin/banners', { title: 'Markets', image: TINY_PNG.toString('base64'), link: '/pages/market/market' });
    expect(banner.status).toBe(200);
    const bannerId = (banner.body.data?.banner as { id: number }).id;
    expect((await admin('PATCH', `/admin/banners/${bannerId}`, { sort: 42 })).body.data?.banner).toMatchObject({ sort: 42 });
    expect((await admin('POST', '/admin/banners', { title: 'No picture' })).status).toBe(400);
    expect((await admin('GET', '/admin/banners')).body.data?.banners).toContainEqual(expect.objectContaining({ id: bannerId, sort: 42 }));
  });
});
