import { and, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@meridian/protocol';
import { operatorAudit } from '../../src/db/schema/index.js';
import { DEFAULT_RECHARGE_SETTINGS } from '../../src/settings/recharge-settings.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { newMember, type TestMember } from '../helpers/members.js';
import { createManualClock } from '../market/manual-clock.js';
import { available } from '../operator/money-orders.js';
import { enrolledOperator, type ConsoleBrowser } from './console-client.js';

/**
 * Issue 35, insiders: no one operator alone changes where members send money, limits, fees or the
 * four-eyes thresholds. Each role tries what it should not, as a malicious insider would.
 */
const clock = createManualClock(Date.parse('2026-11-29T08:00:00Z'));
let t: TestApp;
let member: TestMember;
const ops: Record<'content' | 'content2' | 'finance' | 'finance2' | 'owner', ConsoleBrowser> = {} as never;

beforeAll(async () => {
  // No chain read: members see the channels' shared addresses, which the duties below change.
  t = await buildTestApp({ chain: { mode: 'configured', networks: [] } }, { marketClock: clock });
  for (const [name, role] of [
    ['content', 'content'],
    ['content2', 'content'],
    ['finance', 'finance'],
    ['finance2', 'finance'],
    ['owner', 'owner'],
  ] as const) {
    ops[name] = (await enrolledOperator(t, clock, `sod-${name}`, role)).browser;
  }
  member = await newMember(t);
});
afterAll(async () => {
  await t.close();
});

const THIEF_ADDRESS = 'TThiefAddressThiefAddressThiefAddrX';

/** The recharge setting with the TRC20 deposit address replaced. */
function rechargeWithAddress(address: string) {
  return {
    ...DEFAULT_RECHARGE_SETTINGS,
    cryptoChannels: DEFAULT_RECHARGE_SETTINGS.cryptoChannels.map((channel) => (channel.code === 'usdt_trc20' ? { ...channel, address } : channel)),
  };
}

/** The TRC20 address a member's app shows now (the server's settings cache forgets changes at once). */
async function memberSeesAddress(): Promise<string | undefined> {
  const answer = await t.api.call(API.recharge.getBitcoinRechargeChannel, {}, { token: member.token });
  expect(answer.code).toBe(200);
  return (answer.data.list as Array<{ code: string; address: string }>).find((channel) => channel.code === 'usdt_trc20')?.address;
}

async function latestAudit(action: string) {
  const [row] = await t.db.select().from(operatorAudit).where(eq(operatorAudit.action, action)).orderBy(desc(operatorAudit.id)).limit(1);
  return row;
}

describe('settings are split by duty', () => {
  it('refuses content the deposit addresses, the payees and the four-eyes thresholds, and logs it', async () => {
    const before = await memberSeesAddress();
    const recharge = await ops.content.send('PUT', '/admin/settings/recharge', { body: { value: rechargeWithAddress(THIEF_ADDRESS) } });
    expect(recharge.status).toBe(403);
    const fourEyes = await ops.content.send('PUT', '/admin/settings/fourEyes', { body: { value: { adjustmentAbove: '1000000000', withdrawalAbove: '1000000000' } } });
    expect(fourEyes.status).toBe(403);
    expect(await memberSeesAddress()).toBe(before);
    expect(await latestAudit('settings-set')).toMatchObject({ actor: 'console:sod-content', outcome: 'refused: the content role may not run this settings-set' });
  });

  it("refuses finance content's settings (the company's name) and maintenance to both", async () => {
    const company = await ops.finance.send('PUT', '/admin/settings/company', { body: { value: { companyName: 'Evil', currency: 'USDT', logo: '', currencyBlankedFor: '' } } });
    expect(company.status).toBe(403);
    const maintenance = await ops.content.send('PUT', '/admin/settings/maintenance', { body: { value: { maintainStatus: true, message: '', until: null } } });
    expect(maintenance.status).toBe(403);
  });

  it('tells the console which settings each role may change', async () => {
    const session = async (browser: ConsoleBrowser) => ((await browser.send('GET', '/admin/session')).body.data as { allowed: string[] }).allowed;
    const content = await session(ops.content);
    expect(content).toContain('settings-set:company');
    expect(content).not.toContain('settings-set:recharge');
    const finance = await session(ops.finance);
    expect(finance).toEqual(expect.arrayContaining(['settings-set:recharge', 'settings-set:fourEyes', 'settings-set:withdraw']));
    expect(finance).not.toContain('settings-set:company');
  });
});

describe('a change of where members send money waits for a second operator', () => {
  it('is held, unseen by members, until another finance operator approves it; the audit log shows both', async () => {
    const before = await memberSeesAddress();
    const asked = await ops.finance.send('PUT', '/admin/settings/recharge', { body: { value: rechargeWithAddress('TNewPlatformAddressNewPlatformAddr1') } });
    expect(asked.status).toBe(202);
    const { approvalId } = asked.body.data as { approvalId: number };
    // Two and a half seconds later, as in the report, members still see the old address.
    clock.advance(2_500);
    expect(await memberSeesAddress()).toBe(before);

    const own = await ops.finance.send('POST', `/admin/approvals/${approvalId}/approve`, { body: {} });
    expect(own.status).toBe(422);
    const wrongDuty = await ops.content.send('POST', `/admin/approvals/${approvalId}/approve`, { body: {} });
    expect(wrongDuty.status).toBe(422);
    expect(wrongDuty.body.message).toContain('not the content role');
    expect(await memberSeesAddress()).toBe(before);

    const approved = await ops.finance2.send('POST', `/admin/approvals/${approvalId}/approve`, { body: {} });
    expect(approved.status).toBe(200);
    expect(await memberSeesAddress()).toBe('TNewPlatformAddressNewPlatformAddr1');

    const rows = await t.db
      .select()
      .from(operatorAudit)
      .where(and(inArray(operatorAudit.action, ['settings-set', 'approval-approve']), inArray(operatorAudit.actor, ['console:sod-finance', 'console:sod-finance2'])))
      .orderBy(operatorAudit.id);
    expect(rows.map((row) => [row.actor, row.action, row.outcome])).toEqual(
      expect.arrayContaining([
        ['console:sod-finance', 'settings-set', 'held for approval'],
        ['console:sod-finance2', 'approval-approve', 'ok'],
      ]),
    );
  });

  it('holds a raised four-eyes threshold too: until it is approved, a large adjustment still waits', async () => {
    const raise = await ops.finance.send('PUT', '/admin/settings/fourEyes', { body: { value: { adjustmentAbove: '1000000000', withdrawalAbove: '1000000000' } } });
    expect(raise.status).toBe(202);
    const adjust = await ops.finance.send('POST', '/admin/adjustments', { body: { username: member.username, amount: '50000', reason: 'Goodwill', requestId: 'sod-adjust-0001' } });
    expect(adjust.status).toBe(202);
    expect(await available(t, member)).toBe('0.00');
  });

  it('never approves a change asked against settings that have changed since (it would undo the newer one)', async () => {
    const first = await ops.finance.send('PUT', '/admin/settings/recharge', { body: { value: rechargeWithAddress('TFirstAskFirstAskFirstAskFirstAsk11') } });
    const second = await ops.finance.send('PUT', '/admin/settings/recharge', { body: { value: rechargeWithAddress('TSecondAskSecondAskSecondAskSecnd1') } });
    const idOf = (answer: typeof first) => (answer.body.data as { approvalId: number }).approvalId;
    expect((await ops.finance2.send('POST', `/admin/approvals/${idOf(second)}/approve`, { body: {} })).status).toBe(200);
    const stale = await ops.finance2.send('POST', `/admin/approvals/${idOf(first)}/approve`, { body: {} });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toContain('changed since');
    expect(await memberSeesAddress()).toBe('TSecondAskSecondAskSecondAskSecnd1');
  });

  it('answers a value the setting refuses at once, never holding it', async () => {
    const answer = await ops.finance.send('PUT', '/admin/settings/fourEyes', { body: { value: { adjustmentAbove: 'lots' } } });
    // A malformed value is a bad request (issue 36), refused before anything is held.
    expect(answer.status).toBe(400);
    expect(answer.body.data).toBeUndefined();
  });

  it("holds content's yields for a second content operator, who may approve them", async () => {
    const asked = await ops.content.send('PUT', '/admin/contract-options/60', { body: { yieldPercent: '99' } });
    expect(asked.status).toBe(202);
    const yieldOf60 = async () => {
      const answer = await t.api.call(API.contractShort.getSecondsOption, {});
      return (answer.data.list as Array<{ seconds: number; yieldPercent: string }>).find((option) => option.seconds === 60)?.yieldPercent;
    };
    expect(await yieldOf60()).toBe('85');
    const { approvalId } = asked.body.data as { approvalId: number };
    expect((await ops.finance.send('POST', `/admin/approvals/${approvalId}/approve`, { body: {} })).status).toBe(422);
    expect((await ops.content2.send('POST', `/admin/approvals/${approvalId}/approve`, { body: {} })).status).toBe(200);
    expect(await yieldOf60()).toBe('99');
  });

  it('lets content change the company name alone (branding is not money)', async () => {
    const answer = await ops.content.send('PUT', '/admin/settings/company', { body: { value: { companyName: 'Meridian Two', currency: 'USDT', logo: '', currencyBlankedFor: '' } } });
    expect(answer.status).toBe(200);
  });
});
