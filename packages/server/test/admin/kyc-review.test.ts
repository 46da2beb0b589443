import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, CODE, newRequestId, type TGetKycStatusResponse, type TKycDocumentUrlAnswer, type TKycReviewItem } from '@meridian/protocol';
import { approvalRequests, kycSubmissions, memberNotifications, operatorAudit } from '../../src/db/schema/index.js';
import { memberKycLevel } from '../../src/kyc/member-level.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import type { TestMember } from '../helpers/members.js';
import { createManualClock } from '../market/manual-clock.js';
import { as, levelOneMember, submitted } from '../modules/kyc/kyc-fixtures.js';
import { enrolledOperator, type ConsoleBrowser } from './console-client.js';

const clock = createManualClock(Date.parse('2026-12-01T08:00:00Z'));
let t: TestApp;
let compliance: ConsoleBrowser;
let secondCompliance: ConsoleBrowser;
let finance: ConsoleBrowser;
let support: ConsoleBrowser;
beforeAll(async () => {
  t = await buildTestApp({}, { marketClock: clock });
  compliance = (await enrolledOperator(t, clock, 'kyc-maker', 'compliance')).browser;
  secondCompliance = (await enrolledOperator(t, clock, 'kyc-checker', 'compliance')).browser;
  finance = (await enrolledOperator(t, clock, 'kyc-finance', 'finance')).browser;
  support = (await enrolledOperator(t, clock, 'kyc-support', 'support')).browser;
});
afterAll(async () => {
  await t.close();
});

async function submission(member: TestMember): Promise<number> {
  return (await submitted(t, member)).id;
}

async function queue(browser: ConsoleBrowser, status = 'submitted'): Promise<TKycReviewItem[]> {
  const answer = await browser.send('GET', `/admin/kyc/submissions?status=${status}&pageSize=100`);
  expect(answer.status).toBe(200);
  return (answer.body.data as { items: TKycReviewItem[] }).items;
}

async function kycStatus(member: TestMember): Promise<TGetKycStatusResponse> {
  const answer = await t.api.call(API.kyc.getKycStatus, {}, as(member));
  expect(answer.code).toBe(CODE.OK);
  return answer.data as TGetKycStatusResponse;
}

const approve = (browser: ConsoleBrowser, id: number) => browser.send('POST', `/admin/kyc/submissions/${id}/approve`);
const reject = (browser: ConsoleBrowser, id: number, reason: string) => browser.send('POST', `/admin/kyc/submissions/${id}/reject`, { body: { reason } });
const decideApproval = (browser: ConsoleBrowser, approvalId: number) => browser.send('POST', `/admin/approvals/${approvalId}/approve`, { body: {} });

describe('the identity review queue', () => {
  it('lists submitted ones oldest first, with the member, the masked number and the pictures, never a draft', async () => {
    const first = await levelOneMember(t);
    const second = await levelOneMember(t);
    const firstId = await submission(first);
    const secondId = await submission(second);
    // The second was submitted earlier: the queue goes by submission time, not by id.
    await t.db.update(kycSubmissions).set({ submittedAt: new Date(clock.now() - 3_600_000) }).where(eq(kycSubmissions.id, secondId));
    const items = await queue(compliance);
    const order = items.map((item) => item.id).filter((id) => id === firstId || id === secondId);
    expect(order).toEqual([secondId, firstId]);
    expect(items.find((item) => item.id === firstId)).toMatchObject({
      username: first.username,
      level: 2,
      status: 'submitted',
      documentType: 'idCard',
      documentNumber: '****4567',
      country: 'HK',
      pictures: ['idFront', 'idBack', 'selfie'],
      decidedBy: null,
      approvalId: null,
    });
    expect((await compliance.send('GET', '/admin/kyc/submissions?status=drafted')).status).toBe(400);
  });
});

describe('deciding a submission', () => {
  it('holds an approval for a second compliance operator, who confirms it: the member is level 2 and told so', async () => {
    const member = await levelOneMember(t);
    const id = await submission(member);
    const held = await approve(compliance, id);
    expect(held.status).toBe(202);
    const { approvalId } = held.body.data as { approvalId: number };
    expect(await memberKycLevel(t.db, member.id)).toBe(1);
    expect((await queue(compliance)).find((item) => item.id === id)?.approvalId).toBe(approvalId);

    // The maker cannot be the checker, and finance may not decide an identity.
    const own = await decideApproval(compliance, approvalId);
    expect(own.status).toBe(422);
    expect(own.body.message).toContain('a second operator must decide it');
    const byFinance = await decideApproval(finance, approvalId);
    expect(byFinance.status).toBe(422);
    expect(await memberKycLevel(t.db, member.id)).toBe(1);

    const confirmed = await decideApproval(secondCompliance, approvalId);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toMatchObject({ id, memberId: member.id, level: 2, status: 'approved' });
    const [row] = await t.db.select().from(kycSubmissions).where(eq(kycSubmissions.id, id));
    expect(row).toMatchObject({ status: 'approved', decidedBy: 'console:kyc-maker', confirmedBy: 'console:kyc-checker', reason: null });
    expect(row?.decidedAt).toBeInstanceOf(Date);
    expect(await memberKycLevel(t.db, member.id)).toBe(2);
    expect((await kycStatus(member)).level).toBe(2);
    const notices = await t.db.select().from(memberNotifications).where(eq(memberNotifications.memberId, member.id));
    expect(notices.map((notice) => notice.kind)).toContain('kycApproved');
  });

  it('rejects with the reason the member reads, and the decision stands: neither decided again', async () => {
    const member = await levelOneMember(t);
    const id = await submission(member);
    expect((await reject(compliance, id, 'no')).status).toBe(400);
    const rejected = await reject(compliance, id, 'The back of the card is blurred');
    expect(rejected.status).toBe(200);
    expect(rejected.body.data).toMatchObject({ id, level: 1, status: 'rejected' });
    const status = await kycStatus(member);
    expect(status.level).toBe(1);
    expect(status.open).toBeNull();
    expect(status.history[0]).toMatchObject({ id, status: 'rejected', reason: 'The back of the card is blurred' });
    const notices = await t.db.select().from(memberNotifications).where(and(eq(memberNotifications.memberId, member.id), eq(memberNotifications.kind, 'kycRejected')));
    expect(notices).toHaveLength(1);

    expect((await reject(secondCompliance, id, 'Rejected twice')).status).toBe(409);
    const again = await approve(secondCompliance, id);
    expect(again.status).toBe(409);
    expect(again.body.message).toContain('only a submitted one is decided');
    expect((await queue(compliance, 'rejected')).find((item) => item.id === id)).toMatchObject({ decidedBy: 'console:kyc-maker', reason: 'The back of the card is blurred' });
  });

  it('cancels a waiting approval when the submission is rejected meanwhile', async () => {
    const member = await levelOneMember(t);
    const id = await submission(member);
    const { approvalId } = (await approve(compliance, id)).body.data as { approvalId: number };
    expect((await reject(secondCompliance, id, 'The selfie shows someone else')).status).toBe(200);
    expect((await decideApproval(secondCompliance, approvalId)).status).toBe(409);
    expect(await memberKycLevel(t.db, member.id)).toBe(1);
  });

  it('cancels a waiting approval when the member withdraws the submission meanwhile', async () => {
    const member = await levelOneMember(t);
    const id = await submission(member);
    const { approvalId } = (await approve(compliance, id)).body.data as { approvalId: number };
    expect((await t.api.call(API.kyc.withdrawKycSubmission, { id }, as(member))).code).toBe(CODE.OK);
    const [approval] = await t.db.select().from(approvalRequests).where(eq(approvalRequests.id, approvalId));
    expect(approval).toMatchObject({ status: 'cancelled', outcome: 'Cancelled: the order was withdrawn without this approval.' });
    expect((await decideApproval(secondCompliance, approvalId)).status).toBe(409);
    expect(await memberKycLevel(t.db, member.id)).toBe(1);
  });
});

describe('who may review identities', () => {
  it('refuses finance and support the queue and the decisions (403), and compliance settings and money', async () => {
    const member = await levelOneMember(t);
    const id = await submission(member);
    for (const browser of [finance, support]) {
      expect((await approve(browser, id)).status).toBe(403);
      expect((await reject(browser, id, 'Not my duty to say')).status).toBe(403);
      expect((await browser.send('GET', '/admin/kyc/submissions')).status).toBe(403);
      expect((await browser.send('GET', `/admin/kyc/submissions/${id}/pictures/idFront`)).status).toBe(403);
    }
    expect((await compliance.send('PUT', '/admin/settings/kyc', { body: { value: {} } })).status).toBe(403);
    expect((await compliance.send('PUT', '/admin/settings/withdraw', { body: { value: {} } })).status).toBe(403);
    expect((await compliance.send('POST', '/admin/adjustments', { body: { username: member.username, amount: '10', reason: 'Goodwill', requestId: newRequestId() } })).status).toBe(403);
    expect((await compliance.send('POST', '/admin/withdrawals/WD1/pay', { body: {} })).status).toBe(403);
    expect((await compliance.send('POST', '/admin/wallets/sends/1/replace')).status).toBe(403);
    expect((await compliance.send('GET', `/admin/members?q=${member.username}`)).status).toBe(200);
    const [row] = await t.db.select().from(kycSubmissions).where(eq(kycSubmissions.id, id));
    expect(row?.status).toBe('submitted');
  });
});

describe('a picture through its signed link', () => {
  async function linkFor(browser: ConsoleBrowser, id: number, kind = 'idFront'): Promise<TKycDocumentUrlAnswer> {
    const answer = await browser.send('GET', `/admin/kyc/submissions/${id}/pictures/${kind}`);
    expect(answer.status).toBe(200);
    return answer.body.data as TKycDocumentUrlAnswer;
  }

  it('shows the picture to the operator it was made for, uncached, and audits the view', async () => {
    const id = await submission(await levelOneMember(t));
    const { url, expiresAt } = await linkFor(compliance, id);
    expect(url).toMatch(/^\/admin\/kyc\/pictures\/[0-9a-f-]{36}\?operator=kyc-maker&expires=\d+&signature=[0-9a-f]{64}$/);
    expect(Date.parse(expiresAt) - clock.now()).toBe(90_000);
    const picture = await compliance.send('GET', url);
    expect(picture.status).toBe(200);
    expect(picture.headers['content-type']).toBe('image/jpeg');
    expect(picture.headers['cache-control']).toBe('no-store');
    expect(Number(picture.headers['content-length'])).toBeGreaterThan(100);
    const [audit] = await t.db.select().from(operatorAudit).where(eq(operatorAudit.action, 'kyc-document-view')).orderBy(desc(operatorAudit.id)).limit(1);
    expect(audit).toMatchObject({ actor: 'console:kyc-maker', target: `kyc-submission:${id}`, detail: { kind: 'idFront' }, outcome: 'ok' });
  });

  it('refuses the link to another operator, tampered, without a session, and once expired', async () => {
    const id = await submission(await levelOneMember(t));
    const { url } = await linkFor(compliance, id);
    const other = await secondCompliance.send('GET', url);
    expect(other.status).toBe(403);
    expect(other.body.message).toBe('This picture link was made for another operator: open the review in your own console.');
    // Claiming to be the other operator breaks the signature.
    expect((await secondCompliance.send('GET', url.replace('operator=kyc-maker', 'operator=kyc-checker'))).status).toBe(403);
    const tampered = url.replace(/signature=([0-9a-f])/, (_match, digit: string) => `signature=${digit === '0' ? '1' : '0'}`);
    const forged = await compliance.send('GET', tampered);
    expect(forged.status).toBe(403);
    expect(forged.body.message).toBe('This picture link is not valid: open the picture again from the review.');
    const later = url.replace(/expires=(\d+)/, (_match, expires: string) => `expires=${Number(expires) + 600_000}`);
    expect((await compliance.send('GET', later)).status).toBe(403);
    const signedOut = await t.app.inject({ method: 'GET', url });
    expect(signedOut.statusCode).toBe(401);

    clock.advance(90_001);
    const expired = await compliance.send('GET', url);
    expect(expired.status).toBe(410);
    expect(expired.body.message).toBe('This picture link has expired: open the review again to see the picture.');
    const refusals = await t.db.select().from(operatorAudit).where(eq(operatorAudit.action, 'kyc-document-view')).orderBy(desc(operatorAudit.id)).limit(1);
    expect(refusals[0]?.outcome).toBe('refused: the link has expired');
  });

  it('says the pictures are gone once retention erased them', async () => {
    const id = await submission(await levelOneMember(t));
    const { url } = await linkFor(compliance, id);
    await t.db.update(kycSubmissions).set({ filesDeletedAt: new Date(clock.now()) }).where(eq(kycSubmissions.id, id));
    const gone = await compliance.send('GET', url);
    expect(gone.status).toBe(410);
    expect(gone.body.message).toBe('This picture was erased after the retention period; the decision is kept.');
    const link = await compliance.send('GET', `/admin/kyc/submissions/${id}/pictures/idFront`);
    expect(link.status).toBe(409);
  });
});
