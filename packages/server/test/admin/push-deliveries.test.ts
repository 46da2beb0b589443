import { ADMIN_OUTPUTS, type TNotificationKind, type TPushDeliveryStatus } from '@meridian/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberNotifications, pushDeliveries, pushSubscriptions } from '../../src/db/schema/index.js';
import { runCommand } from '../../src/operator/operator-commands.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { newMember, type TestMember } from '../helpers/members.js';
import { createManualClock } from '../market/manual-clock.js';
import { enrolledOperator, type ConsoleBrowser } from './console-client.js';

/**
 * Issue 40: the Web Push queue is visible to operators. `push-deliveries` counts the whole queue by
 * status, says how long the oldest push has waited and lists the latest deliveries by status and
 * member; it never shows a device's endpoint or keys, which would let whoever reads them push to
 * that person's phone.
 */
const clock = createManualClock(Date.parse('2026-11-30T09:00:00Z'));
const ENDPOINT = 'https://push.example.test/wpush/v2/secret-capability-token-4711';
const P256DH = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
const AUTH = 'tBHItJI5svbpez7KI4CCXg';
let t: TestApp;
let ann: TestMember;
let bob: TestMember;
const ops = {} as Record<'support' | 'finance' | 'content', ConsoleBrowser>;

beforeAll(async () => {
  t = await buildTestApp({}, { marketClock: clock });
  for (const role of ['support', 'finance', 'content'] as const) ops[role] = (await enrolledOperator(t, clock, `push-${role}`, role)).browser;
  ann = await newMember(t);
  bob = await newMember(t);
});
afterAll(async () => {
  await t.close();
});

/** A device of the member's, as the app's subscribe call leaves it. */
async function device(member: TestMember, label: string, endpoint: string): Promise<number> {
  const [row] = await t.db.insert(pushSubscriptions).values({ memberId: member.id, endpoint, p256dh: P256DH, auth: AUTH, language: 'en-US', label }).returning({ id: pushSubscriptions.id });
  if (row === undefined) throw new Error('no subscription written');
  return row.id;
}

let notified = 0;
/** A notification of the member's and its push to the device, in the state the sender left it. */
async function delivery(member: TestMember, subscriptionId: number | null, kind: TNotificationKind, status: TPushDeliveryStatus, fields: Partial<typeof pushDeliveries.$inferInsert> = {}): Promise<number> {
  notified += 1;
  const [notification] = await t.db.insert(memberNotifications).values({ memberId: member.id, kind, dedupeKey: `push-test-${notified}` }).returning({ id: memberNotifications.id });
  if (notification === undefined) throw new Error('no notification written');
  const done = status === 'pending' ? null : new Date();
  const [row] = await t.db
    .insert(pushDeliveries)
    .values({ notificationId: notification.id, subscriptionId, memberId: member.id, status, doneAt: done, createdAt: new Date(Date.parse('2026-11-30T08:00:00Z') + notified * 60_000), ...fields })
    .returning({ id: pushDeliveries.id });
  if (row === undefined) throw new Error('no delivery written');
  return row.id;
}

describe('the push queue for operators', () => {
  it('counts the whole queue by status, dates the oldest waiting push and lists one status of one member, newest first', async () => {
    const phone = await device(ann, 'Chrome on Android', ENDPOINT);
    const laptop = await device(bob, 'Firefox on Linux', `${ENDPOINT}-laptop`);
    const oldest = await delivery(ann, phone, 'depositCredited', 'pending', { attempts: 2, lastError: 'HTTP 503', nextAttemptAt: new Date('2026-11-30T09:05:00Z') });
    const newer = await delivery(ann, phone, 'withdrawalSent', 'pending');
    await delivery(ann, phone, 'contractSettled', 'sent', { attempts: 1 });
    await delivery(bob, laptop, 'priceAlert', 'pending');
    await delivery(bob, null, 'letter', 'gone', { attempts: 1, lastError: 'the device was removed' });

    const answer = await ops.support.send('GET', `/admin/push-deliveries?status=pending&member=${ann.username.toUpperCase()}&limit=10`);
    expect(answer.status).toBe(200);
    const data = ADMIN_OUTPUTS['push-deliveries'].parse(answer.body.data);
    expect(data.counts).toEqual({ pending: 3, sent: 1, quiet: 0, skipped: 0, expired: 0, gone: 1, failed: 0 });
    // The oldest push waiting is ann's first, queued at 08:01, whichever member the list shows.
    expect(data.oldestPendingAt).toBe('2026-11-30T08:01:00.000Z');
    expect(data.deliveries.map((row) => row.id)).toEqual([newer, oldest]);
    expect(data.deliveries[1]).toMatchObject({
      member: ann.username,
      kind: 'depositCredited',
      device: 'Chrome on Android',
      status: 'pending',
      attempts: 2,
      nextAttemptAt: '2026-11-30T09:05:00.000Z',
      lastError: 'HTTP 503',
      doneAt: null,
    });

    // A device removed leaves its pushes, without a device; finance reads the queue as support does.
    const gone = await ops.finance.send('GET', `/admin/push-deliveries?status=gone&member=${bob.username}`);
    expect(gone.status).toBe(200);
    expect(ADMIN_OUTPUTS['push-deliveries'].parse(gone.body.data).deliveries).toEqual([expect.objectContaining({ kind: 'letter', device: null, status: 'gone' })]);
  });

  it('says the same on the command line, a line a delivery under the figures', async () => {
    const outcome = await runCommand(t.db, { name: 'push-deliveries', status: 'gone', limit: 5 }, { actor: 'cli:test' });
    expect(outcome.ok).toBe(true);
    const [figures, ...rows] = outcome.text.split('\n');
    expect(figures).toMatch(/^pending 3 {2}sent 1 {2}quiet 0 .* {2}\(oldest waiting since 2026-11-30T08:01:00.000Z\)$/);
    expect(rows).toEqual([expect.stringMatching(new RegExp(`gone +${bob.username} {2}letter {2}\\(device removed, 1 tries, the device was removed\\)$`))]);
  });

  it('refuses the content role, which reads no member records', async () => {
    const answer = await ops.content.send('GET', '/admin/push-deliveries');
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe('The content role may not do this.');
  });

  it("never shows a device's endpoint or keys, even where the network's error quoted the endpoint", async () => {
    const tablet = await device(ann, 'Safari on iPad', `${ENDPOINT}-tablet`);
    await delivery(ann, tablet, 'newDevice', 'pending', { attempts: 1, lastError: `request to ${ENDPOINT}-tablet failed, reason: connect ECONNREFUSED` });
    const answer = await ops.support.send('GET', '/admin/push-deliveries?limit=500');
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('Safari on iPad');
    expect(answer.text).toContain('request to https://push.example.test/… failed');
    for (const secret of ['secret-capability-token', 'wpush', P256DH, AUTH]) expect(answer.text).not.toContain(secret);
    const line = await runCommand(t.db, { name: 'push-deliveries', limit: 500 }, { actor: 'cli:test' });
    for (const secret of ['secret-capability-token', P256DH, AUTH]) expect(line.text).not.toContain(secret);
  });
});
