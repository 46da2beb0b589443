import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@meridian/protocol';
import { goodsItems, miningProducts, settings } from '../../src/db/schema/index.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { newMember } from '../helpers/members.js';
import { lastAudit, lastAuditOf, operatorCliApproved } from './operator-cli.js';

/**
 * Terms and products from the command line: settings, contract options, interest terms, mining and
 * goods. A change of terms waits for a second operator (issue 35): `cli` approves it as another
 * operator would, so each test reads the change once it is made.
 */
let t: TestApp;
let cli: ReturnType<typeof operatorCliApproved>;
beforeAll(async () => {
  t = await buildTestApp();
  cli = operatorCliApproved(t);
});
afterAll(async () => {
  await t.close();
});

describe('settings-get and settings-set', () => {
  it('shows a setting, with its default when none is stored', async () => {
    const outcome = await cli(['settings-get', 'emailEnabled']);
    expect(outcome).toMatchObject({ ok: true, data: { key: 'emailEnabled', value: true } });
    expect(outcome.text).toMatch(/^emailEnabled \((stored|default)\):\ntrue$/);
  });

  it('replaces a setting checked by its schema, keeps the previous value in the audit log, and the server uses it at once', async () => {
    const before = await t.api.call<{ list: { currency: string }[] }>(API.common.getSecondsOption, {});
    expect(before.data.list.length).toBeGreaterThan(0);
    const value = { options: [{ seconds: 45, yieldPercent: '70', minAmount: '5', maxAmount: '500' }], allnames: null };
    const outcome = await cli(['settings-set', 'contract', '--json', JSON.stringify(value)]);
    expect(outcome.ok).toBe(true);
    expect(outcome.text).toMatch(/new orders only/);
    // The maker's request, held; the second operator's approval, which keeps what it changed.
    const asked = await lastAuditOf(t, 'settings-set');
    expect(asked).toMatchObject({ actor: 'cli:ops', action: 'settings-set', target: 'setting:contract', outcome: 'held for approval' });
    expect(asked.detail).toMatchObject({ key: 'contract', value });
    const approved = await lastAudit(t);
    expect(approved).toMatchObject({ actor: 'cli:second-pair-of-eyes', action: 'approval-approve', outcome: 'ok' });
    expect(approved.detail).toMatchObject({ result: { key: 'contract', value, previous: { options: before.data.list.map(({ currency: _c, ...option }) => option) } } });
    const after = await t.api.call(API.common.getSecondsOption, {});
    expect(after.data.list).toEqual([{ seconds: 45, yieldPercent: '70', minAmount: '5', maxAmount: '500', currency: 'USDT' }]);
  });

  it('refuses a value its schema refuses, changes nothing, and logs the refusal', async () => {
    const [stored] = await t.db.select().from(settings).where(eq(settings.key, 'contract'));
    const bad = { options: [{ seconds: 45, yieldPercent: '70', minAmount: '50', maxAmount: '5' }], allnames: null };
    const outcome = await cli(['settings-set', 'contract', '--json', JSON.stringify(bad)]);
    expect(outcome.ok).toBe(false);
    expect(outcome.text).toBe('Setting "contract" was not changed: options.0.maxAmount: the maximum must not be below the minimum');
    expect(await lastAudit(t)).toMatchObject({ action: 'settings-set', outcome: `refused: ${outcome.text}` });
    const [after] = await t.db.select().from(settings).where(eq(settings.key, 'contract'));
    expect(after?.value).toEqual(stored?.value);
  });

  it('refuses an unknown key and JSON that does not parse before anything runs', async () => {
    await expect(cli(['settings-get', 'nothing'])).rejects.toThrow(/key: one of company, app,/);
    await expect(cli(['settings-set', 'contract', '--json', '{oops'])).rejects.toThrow(/--json is not JSON/);
  });
});

describe('contract options', () => {
  it('adds, changes and removes a duration; each change applies to new orders only', async () => {
    const added = await cli(['contract-option-set', '--seconds', '90', '--yield', '86', '--min', '10', '--max', '8000']);
    expect(added.text).toMatch(/^Approval #\d+: Contract option 90 s added: yield 86 %, amount 10 – 8000\. Applies to new orders only/);
    const changed = await cli(['contract-option-set', '--seconds', '90', '--yield', '87.5']);
    expect(changed.ok).toBe(true);
    expect(await lastAuditOf(t, 'contract-option-set')).toMatchObject({ target: 'setting:contract:90s', outcome: 'held for approval', detail: { seconds: 90, yieldPercent: '87.5' } });
    const list = await cli(['contract-options']);
    expect(list.text).toContain('90 s  yield 87.5 %  amount 10 – 8000 USDT');
    const offered = await t.api.call(API.contractShort.getSecondsOption, {});
    expect(offered.data.list).toContainEqual({ seconds: 90, yieldPercent: '87.5', minAmount: '10', maxAmount: '8000', currency: 'USDT' });

    expect((await cli(['contract-option-remove', '--seconds', '90'])).text).toMatch(/^Approval #\d+: Contract option 90 s removed\./);
    expect((await t.api.call<{ list: { seconds: number }[] }>(API.common.getSecondsOption, {})).data.list.map((option) => option.seconds)).not.toContain(90);
  });

  it('refuses a new duration without all its terms, one that is not there, and bad numbers', async () => {
    const incomplete = await cli(['contract-option-set', '--seconds', '240', '--yield', '80']);
    expect(incomplete).toMatchObject({ ok: false, text: 'There is no 240 s option yet: give its yield, minimum and maximum. Nothing was changed.' });
    expect((await lastAudit(t)).outcome).toBe(`refused: ${incomplete.text}`);
    expect((await cli(['contract-option-remove', '--seconds', '241'])).text).toBe('There is no 241 s option; nothing was changed.');
    await expect(cli(['contract-option-set', '--seconds', 'soon', '--yield', '80'])).rejects.toThrow(/--seconds: Invalid input: expected number/);
    await expect(cli(['contract-option-set', '--seconds', '60', '--yield', 'lots'])).rejects.toThrow(/--yield: a percentage/);
    await expect(cli(['contract-option-set', '--seconds', '60', '--bonus', '1'])).rejects.toThrow(/has no option --bonus/);
  });
});

describe('interest-terms', () => {
  it('shows the terms, changes some of them, and the wallet publishes them', async () => {
    expect((await cli(['interest-terms'])).text).toMatch(/^Interest wallet: minimum \d+/);
    const outcome = await cli(['interest-terms', '--rate', '0.8', '--hold-days', '10']);
    expect(outcome.ok).toBe(true);
    expect(outcome.text).toMatch(/0\.8 % a day, held 10 days/);
    expect(outcome.text).toMatch(/orders already placed keep the terms/);
    const member = await newMember(t);
    const wallet = await t.api.call(API.interest.getOrderList, { page: 1, pageSize: 10 }, { token: member.token });
    expect(wallet.data.rules).toMatchObject({ dailyRatePercent: '0.8', holdDays: 10 });
  });

  it('refuses a charge of 100 % or more', async () => {
    const outcome = await cli(['interest-terms', '--handling', '100']);
    expect(outcome.ok).toBe(false);
    expect(outcome.text).toMatch(/handlingPercent: the handling charge must be at least 0 and below 100 %/);
    expect((await lastAudit(t)).outcome).toMatch(/^refused: /);
  });
});

describe('mining products', () => {
  it('adds a product members can buy, changes it, and lists it', async () => {
    const added = await cli(['mining-product-add', '--name', 'Turbo T5', '--price', '250', '--daily-rate', '1.6', '--lock-days', '5', '--single-limit', '2', '--expires', '2099-01-01T00:00:00Z']);
    expect(added.ok).toBe(true);
    const id = (added.data as { product: { id: number } }).product.id;
    expect(await lastAudit(t)).toMatchObject({ action: 'mining-product-add', outcome: 'ok', detail: { itemName: 'Turbo T5', result: { product: { id } } } });
    const offered = await t.api.call(API.common.getProductList, {});
    expect(offered.data.list).toContainEqual(expect.objectContaining({ id, name: 'Turbo T5', price: '250.00', dailyRate: '1.6', lockDays: 5, singleLimit: 2 }));

    const disabled = await cli(['mining-product-set', String(id), '--enabled', 'false', '--price', '300']);
    expect(disabled.text).toContain('300.00 USDT');
    expect(disabled.text).toMatch(/Applies to new orders only/);
    expect(await lastAudit(t)).toMatchObject({ action: 'mining-product-set', target: `mining-product:${id}`, outcome: 'ok' });
    expect((await t.api.call<{ list: { id: number }[] }>(API.common.getProductList, {})).data.list.map((p) => p.id)).not.toContain(id);
    expect((await cli(['mining-product-set', String(id), '--expires', 'none', '--enabled', 'true'])).ok).toBe(true);
    const [row] = await t.db.select().from(miningProducts).where(eq(miningProducts.id, id));
    expect(row).toMatchObject({ enabled: true, expiresAt: null, lockDays: 5 });
    expect((await cli(['mining-products'])).text).toContain(`#${id}  Turbo T5`);
  });

  it('refuses bad terms, an unknown product and a change of nothing', async () => {
    await expect(cli(['mining-product-add', '--name', 'X', '--price', '-5', '--daily-rate', '1', '--lock-days', '5', '--single-limit', '1'])).rejects.toThrow(/--price: an amount/);
    await expect(cli(['mining-product-add', '--name', ' ', '--price', '5', '--daily-rate', '1', '--lock-days', '5', '--single-limit', '1'])).rejects.toThrow(/--name: a name is required/);
    await expect(cli(['mining-product-add', '--name', 'X', '--price', '5', '--daily-rate', '1', '--lock-days', '5', '--single-limit', '1', '--expires', 'tomorrow'])).rejects.toThrow(/--expires: a time such as/);
    const tooFine = await cli(['mining-product-add', '--name', 'X', '--price', '5.123', '--daily-rate', '1', '--lock-days', '5', '--single-limit', '1']);
    expect(tooFine).toMatchObject({ ok: false, text: '5.123 has more than 2 decimals for USDT; nothing was changed.' });
    expect((await cli(['mining-product-set', '999999', '--enabled', 'false'])).text).toBe('There is no mining product #999999; nothing was changed.');
    expect((await lastAudit(t)).outcome).toBe('refused: There is no mining product #999999; nothing was changed.');
    expect((await cli(['mining-product-set', '1'])).text).toBe('Nothing to change for mining product #1.');
    await expect(cli(['mining-product-set', '1', '--enabled', 'maybe'])).rejects.toThrow(/--enabled: Invalid input: expected boolean/);
  });
});

describe('goods catalogue', () => {
  it('adds an item with one of the server\'s generated pictures, and changes it', async () => {
    const added = await cli(['goods-add', '--name', 'Desk lamp', '--price', '35.50']);
    expect(added.ok).toBe(true);
    const goods = (added.data as { goods: { id: number; image: string } }).goods;
    expect(goods.image).toMatch(/^\/media\/goods\/\d+\.svg$/);
    const picture = await t.app.inject({ method: 'GET', url: goods.image });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/svg+xml');

    const changed = await cli(['goods-set', String(goods.id), '--price', '40', '--enabled', 'false']);
    expect(changed.ok).toBe(true);
    expect(await lastAudit(t)).toMatchObject({ action: 'goods-set', target: `goods:${goods.id}`, outcome: 'ok' });
    const [row] = await t.db.select().from(goodsItems).where(eq(goodsItems.id, goods.id));
    expect(row).toMatchObject({ enabled: false, name: { 'en-US': 'Desk lamp' }, image: goods.image });
    expect(Number(row?.price)).toBe(40);
    expect((await cli(['goods'])).text).toContain(`#${goods.id}  Desk lamp`);
  });

  it('refuses an unknown item, and an image file that cannot be read', async () => {
    expect((await cli(['goods-set', '999999', '--price', '1'])).text).toBe('There is no goods item #999999; nothing was changed.');
    await expect(cli(['goods-add', '--name', 'Mug', '--price', '3', '--image', '/nowhere/mug.png'])).rejects.toThrow(/--image cannot read \/nowhere\/mug\.png \(ENOENT\)/);
  });
});
