import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { API, CODE, NOTIFICATION_KINDS, ZGetPushSettingsResponse, type TNotificationKind, type TPushSettings } from '@meridian/protocol';
import { memberNotifications, pushDeliveries, pushSubscriptions } from '../../../src/db/schema/index.js';
import { inEveryLanguage } from '../../../src/i18n/localized-text.js';
import { writeLetter } from '../../../src/modules/letter/write-letter.js';
import { notifyMembers } from '../../../src/modules/notification/notification-store.js';
import { parsePushConfig } from '../../../src/push/push-config.js';
import { PUSH_DELIVERY } from '../../../src/push/push-message.js';
import { retryDelayMs, sendDuePushes, type PushSender } from '../../../src/push/push-sender.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { newMember, type TestMember } from '../../helpers/members.js';
import { as } from '../withdraw/withdraw-fixtures.js';
import { LoopbackPushService, type FakeDevice } from './loopback-push-service.js';

let t: TestApp;
let service: LoopbackPushService;
let sender: PushSender;

beforeAll(async () => {
  service = new LoopbackPushService();
  await service.start();
  t = await buildTestApp({ push: parsePushConfig({ PUSH_SERVICE_HOSTS: service.origin }, []) });
  const { vapidKeys } = t.deps.push;
  if (!vapidKeys) throw new Error('the test app has no VAPID pair');
  sender = { db: t.db, vapidKeys, subject: t.config.push.subject };
});
afterAll(async () => {
  await t.close();
  await service.stop();
});

const ALL_KINDS: TNotificationKind[] = [...NOTIFICATION_KINDS];
const settingsOf = (settings: Partial<TPushSettings> = {}): TPushSettings => ({ kinds: ALL_KINDS, quietHours: null, showAmounts: false, ...settings });

async function subscribe(member: TestMember, device: FakeDevice, language = 'en-US') {
  return t.api.call(API.push.subscribePush, { endpoint: device.endpoint, keys: device.keys, label: 'Chrome on Android' }, { ...as(member), language });
}

/** A member with one device on the loopback service, asking for the kinds given. */
async function subscribed(settings: Partial<TPushSettings> = {}, language = 'en-US') {
  const member = await newMember(t);
  const device = service.device();
  expect((await subscribe(member, device, language)).code).toBe(CODE.OK);
  expect((await t.api.call(API.push.savePushSettings, settingsOf(settings), as(member))).code).toBe(CODE.OK);
  return { member, device };
}

let keyNumber = 0;
async function notify(member: TestMember, kind: TNotificationKind = 'depositCredited', params: Record<string, string> = { amount: '25.00', currency: 'USDT' }): Promise<number> {
  keyNumber += 1;
  await notifyMembers(t.db, [{ memberId: member.id, kind, dedupeKey: `push-test:${keyNumber}`, subject: `R${keyNumber}`, params }]);
  const [row] = await t.db.select({ id: memberNotifications.id }).from(memberNotifications).where(eq(memberNotifications.dedupeKey, `push-test:${keyNumber}`));
  if (!row) throw new Error('no notification');
  return row.id;
}

const deliveriesOf = (notificationId: number) => t.db.select().from(pushDeliveries).where(eq(pushDeliveries.notificationId, notificationId));

/** Sends until nothing is due at `now` (several batches if need be). */
async function sendAll(now = Date.now()): Promise<void> {
  while ((await sendDuePushes(sender, now, 100)) > 0);
}

async function settingsView(member: TestMember, endpoint?: string) {
  const answer = await t.api.call(API.push.getPushSettings, endpoint === undefined ? {} : { endpoint }, as(member));
  expect(answer.code).toBe(CODE.OK);
  return ZGetPushSettingsResponse.parse(answer.data);
}

describe('push subscriptions', () => {
  it('stores a device, shows it to its member only and says which one asks', async () => {
    const { member, device } = await subscribed();
    const view = await settingsView(member, device.endpoint);
    expect(view.publicKey).toBe(sender.vapidKeys.publicKey);
    expect(view.thisDevice).toBe(true);
    expect(view.devices).toEqual([expect.objectContaining({ label: 'Chrome on Android', lastSentAt: null, current: true })]);
    expect((await settingsView(member)).devices[0]?.current).toBe(false);
    expect(JSON.stringify(view)).not.toContain(device.endpoint);
    const other = await newMember(t);
    expect((await settingsView(other, device.endpoint)).devices).toEqual([]);
    expect((await settingsView(other, device.endpoint)).thisDevice).toBe(false);
  });

  it('refuses an endpoint that is not a known push service, and changes nothing', async () => {
    const member = await newMember(t);
    const device = service.device();
    for (const endpoint of ['https://evil.example/push/1', 'http://127.0.0.1:5432/', `${service.origin.replace('127.0.0.1', 'localhost')}/push/x`, 'https://fcm.googleapis.com.evil.example/x']) {
      const answer = await t.api.call(API.push.subscribePush, { endpoint, keys: device.keys, label: 'x' }, as(member));
      expect(answer.code).toBe(CODE.INVALID_PARAMS);
      expect(answer.msg).toBe('This browser’s push service is not one this server sends to.'.replace('’', "'"));
    }
    const bad = await t.api.call(API.push.subscribePush, { endpoint: device.endpoint, keys: { p256dh: 'short', auth: device.keys.auth }, label: 'x' }, as(member));
    expect(bad.code).toBe(CODE.INVALID_PARAMS);
    expect((await settingsView(member)).devices).toEqual([]);
  });

  it('moves a browser to the member who subscribes it now, and keeps at most ten devices a member', async () => {
    const [ann, bob] = [await newMember(t), await newMember(t)];
    const shared = service.device();
    await subscribe(ann, shared);
    await subscribe(bob, shared);
    expect((await settingsView(ann)).devices).toHaveLength(0);
    expect((await settingsView(bob, shared.endpoint)).thisDevice).toBe(true);
    for (let i = 0; i < 11; i += 1) expect((await subscribe(bob, service.device())).code).toBe(CODE.OK);
    const devices = (await settingsView(bob, shared.endpoint)).devices;
    expect(devices).toHaveLength(10);
    // The oldest went: the shared browser, subscribed first.
    expect((await settingsView(bob, shared.endpoint)).thisDevice).toBe(false);
  });

  it('removes a device by endpoint or by id, and refuses another member’s id', async () => {
    const { member, device } = await subscribed();
    const second = service.device();
    await subscribe(member, second);
    const [first] = (await settingsView(member)).devices;
    if (!first) throw new Error('no device');
    const stranger = await newMember(t);
    const refused = await t.api.call(API.push.unsubscribePush, { id: first.id }, as(stranger));
    expect(refused.code).toBe(CODE.NOT_FOUND);
    expect((await settingsView(member)).devices).toHaveLength(2);
    expect((await t.api.call(API.push.unsubscribePush, { id: first.id }, as(member))).code).toBe(CODE.OK);
    expect((await t.api.call(API.push.unsubscribePush, { endpoint: second.endpoint }, as(member))).code).toBe(CODE.OK);
    expect((await settingsView(member, device.endpoint)).devices).toEqual([]);
    expect((await t.api.call(API.push.unsubscribePush, { endpoint: second.endpoint, id: first.id }, as(member))).code).toBe(CODE.INVALID_PARAMS);
  });

  it('keeps what the member chose, and refuses a zone or quiet hours that are not real', async () => {
    const member = await newMember(t);
    expect((await settingsView(member)).settings).toEqual({ kinds: [], quietHours: null, showAmounts: false });
    const chosen = settingsOf({ kinds: ['priceAlert', 'security'], quietHours: { from: 22 * 60, to: 7 * 60, timeZone: 'Asia/Hong_Kong' }, showAmounts: true });
    expect((await t.api.call(API.push.savePushSettings, chosen, as(member))).code).toBe(CODE.OK);
    expect((await settingsView(member)).settings).toEqual(chosen);
    for (const quietHours of [{ from: 60, to: 60, timeZone: 'UTC' }, { from: 0, to: 1440, timeZone: 'UTC' }, { from: 0, to: 60, timeZone: 'Mars/Olympus' }]) {
      expect((await t.api.call(API.push.savePushSettings, { ...chosen, quietHours }, as(member))).code).toBe(CODE.INVALID_PARAMS);
    }
    expect((await t.api.call(API.push.savePushSettings, { ...chosen, kinds: ['nonsense'] }, as(member))).code).toBe(CODE.INVALID_PARAMS);
    expect((await settingsView(member)).settings).toEqual(chosen);
  });
});

describe('the push queue', () => {
  it('queues nothing for a member who asked for nothing, or not for this kind', async () => {
    const { member } = await subscribed({ kinds: [] });
    expect(await deliveriesOf(await notify(member))).toEqual([]);
    const picky = await subscribed({ kinds: ['priceAlert'] });
    expect(await deliveriesOf(await notify(picky.member, 'depositCredited'))).toEqual([]);
    expect(await deliveriesOf(await notify(picky.member, 'priceAlert', { variant: 'crossUp', pair: 'BTC/USDT', price: '65001', target: '65000' }))).toHaveLength(1);
  });

  it('queues a letter to everyone for each member who asked for letters, in the letter’s own statement', async () => {
    const { member, device } = await subscribed({ kinds: ['letter'] });
    const silent = await subscribed({ kinds: ['priceAlert'] });
    const letterId = await writeLetter(t.db, { memberId: null, title: inEveryLanguage(() => 'Maintenance tonight'), content: inEveryLanguage(() => '<p>From <b>02:00</b> UTC</p>') });
    const notes = await t.db.select().from(memberNotifications).where(eq(memberNotifications.letterId, letterId));
    const queued = await t.db.select().from(pushDeliveries).where(inArray(pushDeliveries.notificationId, notes.map((note) => note.id)));
    expect(queued.map((row) => row.memberId)).toContain(member.id);
    expect(queued.map((row) => row.memberId)).not.toContain(silent.member.id);
    await sendAll();
    expect(service.to(device).map((push) => push.message)).toEqual([expect.objectContaining({ kind: 'letter', title: 'Maintenance tonight', body: 'From 02:00 UTC', link: `/pages/my/dialog_detail?id=${letterId}` })]);
  });

  it('sends a push the device decrypts, in its language, without amounts, with TTL, urgency and a VAPID token for the service', async () => {
    const { member, device } = await subscribed({}, 'zh-HK');
    const id = await notify(member, 'depositCredited', { amount: '25.00', currency: 'USDT' });
    await sendAll();
    const [push] = service.to(device);
    expect(push?.message).toEqual({ id, kind: 'depositCredited', title: '充值已入賬', body: '一筆充值已存入你的餘額。', link: expect.stringContaining('/pages/recharge/detail?orderNo=') as unknown, tag: `meridian-n-${id}` });
    expect(JSON.stringify(push?.message)).not.toContain('25.00');
    expect(Number(push?.headers.ttl)).toBeGreaterThan(PUSH_DELIVERY.depositCredited.ttlSeconds - 60);
    expect(Number(push?.headers.ttl)).toBeLessThanOrEqual(PUSH_DELIVERY.depositCredited.ttlSeconds);
    expect(push?.headers.urgency).toBe('normal');
    expect(push?.headers.topic).toBe(`n${id}`);
    expect(push?.headers['content-encoding']).toBe('aes128gcm');
    expect(push?.vapid).toMatchObject({ aud: service.origin, sub: t.config.push.subject, publicKey: sender.vapidKeys.publicKey, signatureValid: true });
    expect(push?.vapid.exp).toBeGreaterThan(Date.now() / 1000);
    const [delivery] = await deliveriesOf(id);
    expect(delivery).toMatchObject({ status: 'sent', attempts: 1 });
    expect((await settingsView(member)).devices[0]?.lastSentAt).not.toBeNull();
  });

  it('shows the amount when the member chose "show amounts", and a price alert wakes the phone', async () => {
    const { member, device } = await subscribed({ showAmounts: true });
    await notify(member, 'depositCredited', { amount: '25.00', currency: 'USDT' });
    await notify(member, 'priceAlert', { variant: 'crossUp', pair: 'BTC/USDT', price: '65001', target: '65000' });
    await sendAll();
    const pushes = service.to(device);
    expect(pushes.map((push) => push.message.body)).toEqual(expect.arrayContaining(['25.00 USDT was credited to your balance.', 'BTC/USDT rose to 65001, reaching your alert at 65000.']));
    const alert = pushes.find((push) => push.message.kind === 'priceAlert');
    expect(alert?.headers.urgency).toBe('high');
    expect(Number(alert?.headers.ttl)).toBeLessThanOrEqual(PUSH_DELIVERY.priceAlert.ttlSeconds);
  });

  it('sends one push per device, each once, whoever sends', async () => {
    const { member, device } = await subscribed();
    const phone = service.device();
    await subscribe(member, phone);
    const ids = [await notify(member), await notify(member), await notify(member)];
    // Two senders at once (two server processes) share the queue: skip locked, each row once.
    await Promise.all([sendDuePushes(sender, Date.now(), 2), sendDuePushes(sender, Date.now(), 2), sendDuePushes(sender, Date.now(), 2)]);
    await sendAll();
    await sendAll(Date.now() + 60_000);
    for (const one of [device, phone]) expect(service.to(one).map((push) => push.message.id).sort()).toEqual([...ids].sort());
    // Writing the same notification again (a retried event) queues nothing new.
    await notifyMembers(t.db, [{ memberId: member.id, kind: 'depositCredited', dedupeKey: `push-test:${keyNumber}` }]);
    expect(await t.db.select().from(pushDeliveries).where(inArray(pushDeliveries.notificationId, ids))).toHaveLength(6);
  });

  it('sends nothing in quiet hours, and nothing of a kind the member stopped asking for', async () => {
    const now = new Date();
    const minute = now.getUTCHours() * 60 + now.getUTCMinutes();
    const quiet = await subscribed({ quietHours: { from: (minute + 1380) % 1440, to: (minute + 60) % 1440, timeZone: 'UTC' } });
    const quietId = await notify(quiet.member);
    const { member, device } = await subscribed();
    const skippedId = await notify(member);
    expect((await t.api.call(API.push.savePushSettings, settingsOf({ kinds: ['priceAlert'] }), as(member))).code).toBe(CODE.OK);
    await sendAll();
    expect(service.to(quiet.device)).toEqual([]);
    expect(service.to(device)).toEqual([]);
    expect((await deliveriesOf(quietId))[0]?.status).toBe('quiet');
    expect((await deliveriesOf(skippedId))[0]?.status).toBe('skipped');
  });

  it('retries a push the service could not take, later and once, and never doubles it', async () => {
    const { member, device } = await subscribed();
    const id = await notify(member);
    const now = Date.now();
    service.answer(device, [503, 429]);
    await sendAll(now);
    expect((await deliveriesOf(id))[0]).toMatchObject({ status: 'pending', attempts: 1, lastError: 'HTTP 503' });
    // Not due yet: nothing is posted.
    await sendAll(now + retryDelayMs(1) - 100);
    expect((await deliveriesOf(id))[0]?.attempts).toBe(1);
    await sendAll(now + retryDelayMs(1));
    expect((await deliveriesOf(id))[0]).toMatchObject({ status: 'pending', attempts: 2, lastError: 'HTTP 429' });
    await sendAll(now + retryDelayMs(1) + retryDelayMs(2));
    expect((await deliveriesOf(id))[0]).toMatchObject({ status: 'sent', attempts: 3 });
    await sendAll(now + 3_600_000);
    expect(service.to(device)).toHaveLength(1);
  });

  it('retries a push that got no answer, recording the cause and never the endpoint', async () => {
    const { member, device } = await subscribed();
    const id = await notify(member);
    const unreachable: PushSender = { ...sender, post: () => Promise.reject(new TypeError(`fetch failed: ${device.endpoint}`, { cause: { code: 'ECONNREFUSED' } })) };
    const now = Date.now();
    while ((await sendDuePushes(unreachable, now, 100)) > 0);
    const [row] = await deliveriesOf(id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'network: ECONNREFUSED' });
    await sendAll(now + retryDelayMs(1));
    expect(service.to(device)).toHaveLength(1);
  });

  it('gives up on a push the service stayed down for past its TTL', async () => {
    const { member, device } = await subscribed();
    const id = await notify(member, 'priceAlert', { variant: 'crossUp', pair: 'BTC/USDT', price: '65001', target: '65000' });
    const start = Date.now();
    service.answer(device, [], 502);
    for (let at = start; at < start + PUSH_DELIVERY.priceAlert.ttlSeconds * 1000 + 60_000; at += 60_000) await sendAll(at);
    expect((await deliveriesOf(id))[0]).toMatchObject({ status: 'expired', lastError: 'HTTP 502' });
    expect(service.to(device)).toEqual([]);
  });

  it('resends a push whose sender died before it recorded the answer', async () => {
    const { member, device } = await subscribed();
    const id = await notify(member);
    const now = Date.now();
    // A sender that claims and then dies: its claim runs out and another sends the row.
    await t.db.update(pushDeliveries).set({ nextAttemptAt: new Date(now + 30_000), attempts: 1 }).where(eq(pushDeliveries.notificationId, id));
    await sendAll(now + 29_000);
    expect(service.to(device)).toEqual([]);
    await sendAll(now + 30_000);
    expect(service.to(device)).toHaveLength(1);
    expect((await deliveriesOf(id))[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('removes a device the push service no longer knows (404 and 410)', async () => {
    for (const status of [404, 410]) {
      const { member, device } = await subscribed();
      const id = await notify(member);
      service.answer(device, [status]);
      await sendAll();
      expect((await deliveriesOf(id))[0]).toMatchObject({ status: 'gone', subscriptionId: null, lastError: `HTTP ${status}` });
      expect((await settingsView(member)).devices).toEqual([]);
      expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.memberId, member.id))).toEqual([]);
    }
  });

  it('does not retry a push the service refused for good', async () => {
    const { member, device } = await subscribed();
    const id = await notify(member);
    service.answer(device, [413]);
    await sendAll();
    await sendAll(Date.now() + 3_600_000);
    expect((await deliveriesOf(id))[0]).toMatchObject({ status: 'failed', attempts: 1, lastError: 'HTTP 413' });
    expect(service.to(device)).toEqual([]);
  });
});
