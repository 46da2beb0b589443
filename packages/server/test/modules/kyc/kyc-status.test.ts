import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, CODE, ZGetKycStatusResponse } from '@meridian/protocol';
import { withdrawals } from '../../../src/db/schema/index.js';
import { kycWithdrawn } from '../../../src/kyc/kyc-withdrawn.js';
import { DEFAULT_KYC_SETTINGS } from '../../../src/settings/kyc-settings.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { newMember, type TestMember } from '../../helpers/members.js';
import { as } from './kyc-fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** A withdrawal the member asked for `agoMs` before now, in `status`. */
async function withdrawal(member: TestMember, amount: string, agoMs: number, status: string, currency = 'USDT'): Promise<void> {
  await t.db.insert(withdrawals).values({
    orderNo: `WDKYC${randomBytes(6).toString('hex')}`,
    memberId: member.id,
    method: 'bank',
    destination: 'HSBC ****9012',
    status,
    amount,
    fee: '0',
    tax: '0',
    actualAmount: amount,
    currency,
    createdAt: new Date(Date.now() - agoMs),
  });
}

const status = async (member: TestMember) => {
  const answer = await t.api.call(API.kyc.getKycStatus, {}, as(member));
  expect(answer.code).toBe(CODE.OK);
  return ZGetKycStatusResponse.parse(answer.data);
};

describe('getKycStatus', () => {
  it('sums what the member withdrew in the last 24 hours and 30 days, leaving out rejected ones and other members', async () => {
    const [member, other] = await Promise.all([newMember(t), newMember(t)]);
    await withdrawal(member, '100', HOUR_MS, 'paid');
    await withdrawal(member, '50.5', 2 * HOUR_MS, 'pending');
    await withdrawal(member, '25', 3 * HOUR_MS, 'sending');
    // Rejected (or failed on chain and refunded): the money came back.
    await withdrawal(member, '1000', HOUR_MS, 'rejected');
    await withdrawal(member, '200', 3 * DAY_MS, 'paid');
    await withdrawal(member, '400', 31 * DAY_MS, 'paid');
    await withdrawal(member, '7', HOUR_MS, 'paid', 'BTC');
    await withdrawal(other, '999', HOUR_MS, 'paid');

    expect((await status(member)).withdrawn).toEqual({ last24h: '175.50', last30d: '375.50' });
    const sums = await kycWithdrawn(t.db, member.id, 'USDT');
    expect([sums.last24h.toFixed(), sums.last30d.toFixed()]).toEqual(['175.5', '375.5']);
    expect((await status(await newMember(t))).withdrawn).toEqual({ last24h: '0.00', last30d: '0.00' });
  });

  it('gives a new member level 0, the platform currency, every level’s limits (none as null), and no submissions', async () => {
    const member = await newMember(t);
    await t.deps.settings.set('kyc', { ...DEFAULT_KYC_SETTINGS, limits: [{ withdraw24h: '500', withdraw30d: '2000' }, { withdraw24h: '', withdraw30d: '20000' }, { withdraw24h: '', withdraw30d: '' }, { withdraw24h: '', withdraw30d: '' }] });
    try {
      expect(await status(member)).toEqual({
        level: 0,
        currency: 'USDT',
        limits: [
          { level: 0, withdraw24h: '500.00', withdraw30d: '2000.00' },
          { level: 1, withdraw24h: null, withdraw30d: '20000.00' },
          { level: 2, withdraw24h: null, withdraw30d: null },
          { level: 3, withdraw24h: null, withdraw30d: null },
        ],
        asks: { documentTypes: ['passport', 'idCard', 'driverLicence'], selfieRequired: true },
        withdrawn: { last24h: '0.00', last30d: '0.00' },
        open: null,
        history: [],
      });
    } finally {
      await t.deps.settings.set('kyc', DEFAULT_KYC_SETTINGS);
    }
  });
});
