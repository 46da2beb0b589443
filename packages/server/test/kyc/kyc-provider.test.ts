import { eq } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@meridian/protocol';
import { kycProviderEvents, kycSubmissions } from '../../src/db/schema/index.js';
import { forgetOldCheckEvents } from '../../src/kyc/provider/check-verdicts.js';
import { KYC_CALLBACK_PATH } from '../../src/kyc/provider/provider-callback-route.js';
import { parseKycProviderConfig } from '../../src/kyc/provider/provider-config.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { as, levelOneMember, submitted } from '../modules/kyc/kyc-fixtures.js';
import { LoopbackCheckProvider } from './loopback-check-provider.js';

const SECRET = 'the provider and the platform share this secret';

async function checkOf(t: TestApp, id: number) {
  const [row] = await t.db
    .select({ provider: kycSubmissions.checkProvider, reference: kycSubmissions.checkReference, status: kycSubmissions.checkStatus, detail: kycSubmissions.checkDetail, decision: kycSubmissions.status })
    .from(kycSubmissions)
    .where(eq(kycSubmissions.id, id));
  return row;
}

describe('a hosted identity-check provider', () => {
  let provider: LoopbackCheckProvider;
  let t: TestApp;
  let origin: string;
  beforeAll(async () => {
    provider = await LoopbackCheckProvider.start(SECRET);
    t = await buildTestApp({ kycProvider: { url: provider.url, secret: SECRET } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t.close();
    await provider.close();
  });

  /** A member's submission sent, and the check request the provider took for it. */
  async function sentForCheck() {
    const member = await levelOneMember(t);
    const submission = await submitted(t, member);
    const reference = (await checkOf(t, submission.id))?.reference;
    const taken = provider.taken.find((entry) => entry.request.reference === reference);
    if (!taken) throw new Error('the provider was not asked');
    return { member, submission, taken };
  }

  it('is asked, signed, for a check of each submission sent: its reference, level, document and country, never a picture or a name', async () => {
    const { member, submission, taken } = await sentForCheck();
    expect(taken.signature).toBe('ok');
    expect(taken.request).toEqual({ reference: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown, level: 2, documentType: 'idCard', country: 'HK', callbackUrl: `${t.config.publicOrigin}${KYC_CALLBACK_PATH}` });
    expect(JSON.stringify(taken.request)).not.toContain(member.username);
    expect(await checkOf(t, submission.id)).toMatchObject({ provider: 'hosted', status: 'pending', decision: 'submitted' });
  });

  it("keeps the verdict its signed callback gives, as advice: the submission still waits for an operator's decision", async () => {
    const { submission, taken } = await sentForCheck();
    const verdict = { eventId: `evt-${submission.id}`, reference: taken.request.reference, verdict: 'consider', detail: 'The document number does not match its check digit.' };
    expect(await provider.sendVerdict(origin, taken.request.callbackUrl, verdict)).toEqual({ status: 200, answer: { ok: true, result: 'recorded' } });
    expect(await checkOf(t, submission.id)).toMatchObject({ status: 'consider', detail: verdict.detail, decision: 'submitted' });
    // The member reads nothing of it.
    const status = await t.api.call(API.kyc.getKycStatus, {}, as((await sentForCheck()).member));
    expect(JSON.stringify(status.data)).not.toContain('check');
  });

  it('takes an event once: the same callback again, or another verdict under its id, changes nothing', async () => {
    const { submission, taken } = await sentForCheck();
    const verdict = { eventId: `once-${submission.id}`, reference: taken.request.reference, verdict: 'clear' };
    expect((await provider.sendVerdict(origin, taken.request.callbackUrl, verdict)).answer).toMatchObject({ result: 'recorded' });
    expect(await provider.sendVerdict(origin, taken.request.callbackUrl, verdict)).toEqual({ status: 200, answer: { ok: true, result: 'duplicate' } });
    expect((await provider.sendVerdict(origin, taken.request.callbackUrl, { ...verdict, verdict: 'consider', detail: 'replayed' })).answer).toMatchObject({ result: 'duplicate' });
    expect(await checkOf(t, submission.id)).toMatchObject({ status: 'clear', detail: '' });
  });

  it('refuses a callback signed with another secret, one changed after signing, and one signed too long ago, changing nothing', async () => {
    const { submission, taken } = await sentForCheck();
    const verdict = { eventId: `forged-${submission.id}`, reference: taken.request.reference, verdict: 'clear' };
    expect(await provider.sendVerdict(origin, taken.request.callbackUrl, verdict, { secret: 'a secret the attacker guessed, wrongly' })).toEqual({ status: 401, answer: { ok: false, error: 'bad_signature' } });
    expect((await provider.sendVerdict(origin, taken.request.callbackUrl, { ...verdict, verdict: 'consider' }, { tamper: (body) => body.replace('consider', 'clear') })).answer).toEqual({ ok: false, error: 'bad_signature' });
    // A callback recorded and sent again six minutes later: its signed time gives it away.
    expect(await provider.sendVerdict(origin, taken.request.callbackUrl, verdict, { atMs: Date.now() - 6 * 60_000 })).toEqual({ status: 401, answer: { ok: false, error: 'stale' } });
    expect(await checkOf(t, submission.id)).toMatchObject({ status: 'pending' });
    expect(await t.db.select().from(kycProviderEvents).where(eq(kycProviderEvents.eventId, verdict.eventId))).toEqual([]);
  });

  it('answers 404 for a reference no submission has, and 400 for a body that is not a verdict', async () => {
    const { taken } = await sentForCheck();
    expect(await provider.sendVerdict(origin, taken.request.callbackUrl, { eventId: 'nobody', reference: 'no-such-reference', verdict: 'clear' })).toEqual({ status: 404, answer: { ok: false, result: 'unknown_reference' } });
    expect(await provider.sendVerdict(origin, taken.request.callbackUrl, { eventId: 'odd', reference: taken.request.reference, verdict: 'approved' })).toEqual({ status: 400, answer: { ok: false, error: 'bad_body' } });
  });

  it('forgets event ids once their signatures would be refused anyway', async () => {
    await t.db.insert(kycProviderEvents).values([
      { eventId: 'old-event', receivedAt: new Date(Date.now() - 11 * 60_000) },
      { eventId: 'new-event', receivedAt: new Date() },
    ]);
    await forgetOldCheckEvents(t.db, Date.now());
    const kept = (await t.db.select({ id: kycProviderEvents.eventId }).from(kycProviderEvents)).map((row) => row.id);
    expect(kept).toContain('new-event');
    expect(kept).not.toContain('old-event');
  });
});

describe('a provider that cannot be reached', () => {
  it('does not hold the member up: the submission is sent, and operators see why it has no check', async () => {
    const down = await LoopbackCheckProvider.start(SECRET);
    const url = down.url;
    await down.close();
    const t = await buildTestApp({ kycProvider: { url, secret: SECRET } });
    try {
      const submission = await submitted(t, await levelOneMember(t));
      expect(submission.status).toBe('submitted');
      expect(await checkOf(t, submission.id)).toMatchObject({ provider: 'hosted', status: 'pending', detail: 'network: ECONNREFUSED' });
    } finally {
      await t.close();
    }
  });

  it('is a failure in words when the provider refuses the request', async () => {
    const refusing = await LoopbackCheckProvider.start(SECRET, 503);
    const t = await buildTestApp({ kycProvider: { url: refusing.url, secret: SECRET } });
    try {
      const submission = await submitted(t, await levelOneMember(t));
      expect(await checkOf(t, submission.id)).toMatchObject({ status: 'pending', detail: 'provider answered 503' });
    } finally {
      await t.close();
      await refusing.close();
    }
  });
});

describe('without a provider (the operators’ manual review)', () => {
  it('records no check, and serves no callback', async () => {
    const t = await buildTestApp();
    try {
      const submission = await submitted(t, await levelOneMember(t));
      expect(await checkOf(t, submission.id)).toMatchObject({ provider: null, reference: null, status: null });
      expect((await t.app.inject({ method: 'POST', url: KYC_CALLBACK_PATH, payload: '{}' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});

describe('the provider configuration', () => {
  const parse = (env: Record<string, string>, production = false) => {
    const problems: string[] = [];
    return { config: parseKycProviderConfig(env, production, problems), problems };
  };
  it('is both the address and the secret, or neither', () => {
    expect(parse({})).toEqual({ config: undefined, problems: [] });
    expect(parse({ KYC_PROVIDER_URL: 'https://checks.example.com/v1' }).problems).toEqual([expect.stringContaining('set both') as unknown]);
    expect(parse({ KYC_PROVIDER_URL: 'https://checks.example.com/v1', KYC_PROVIDER_SECRET: SECRET })).toEqual({ config: { url: 'https://checks.example.com/v1', secret: SECRET }, problems: [] });
  });
  it('refuses a short secret, and a plain http address in production', () => {
    expect(parse({ KYC_PROVIDER_URL: 'https://checks.example.com', KYC_PROVIDER_SECRET: 'short' }).problems).toEqual([expect.stringContaining('at least 32') as unknown]);
    expect(parse({ KYC_PROVIDER_URL: 'http://checks.example.com', KYC_PROVIDER_SECRET: SECRET }, true).problems).toEqual([expect.stringContaining('https') as unknown]);
  });
});
