// PostgreSQL only (a *.pg.test.ts file): two processes cannot share one embedded PGlite folder.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API, CODE } from '@meridian/protocol';
import { PLATFORM_ACCOUNT, memberAccountIds, platformAccountId } from '../../src/ledger/accounts.js';
import { ledgerAmount } from '../../src/ledger/amount.js';
import { postEntry } from '../../src/ledger/post-entry.js';
import { hashToken } from '../../src/security/tokens.js';
import type { TestApp } from '../helpers/build-test-app.js';
import { login, newMember } from '../helpers/members.js';
import { buildTwoTestApps, type TwoTestApps } from '../helpers/two-test-apps.js';

/**
 * Two apps on one PostgreSQL database, each with its own pool, caches and listener: what two
 * server processes behind a load balancer are. A change made through one must reach what the
 * other remembers, through the database's NOTIFY alone. (Correctness with a deadline, not timing.)
 */
const WITHIN_MS = 1_000;

/** Asks again until `check` passes, for WITHIN_MS at most. */
function within(check: () => Promise<void>): Promise<void> {
  return vi.waitFor(check, { timeout: WITHIN_MS, interval: 20 });
}

describe('two server processes on one database', () => {
  let apps: TwoTestApps;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    apps = await buildTwoTestApps();
    ({ a, b } = apps);
  });
  afterAll(async () => {
    await apps.close();
  });

  const codeOn = async (app: TestApp, token: string) => (await app.api.call(API.member.getBalance, {}, { token })).code;

  it('a logout on one makes the token fail on the other, which had remembered it', async () => {
    const member = await newMember(a);
    expect(await codeOn(b, member.token)).toBe(CODE.OK);
    expect(b.deps.caches.sessions.get(hashToken(member.token))).toBeDefined();
    expect((await a.api.call(API.member.logout, {}, { token: member.token })).code).toBe(CODE.OK);
    await within(async () => {
      expect(await codeOn(b, member.token)).toBe(CODE.SESSION_INVALID);
    });
  });

  it('a password change on one ends the other logins on the other', async () => {
    const member = await newMember(a);
    const other = String((await login(a, member.username, member.password)).data.accessToken);
    expect(await codeOn(b, other)).toBe(CODE.OK);
    const changed = await a.api.call(
      API.member.updateLoginPassword,
      { oldPassword: member.password, password: 'changed99', confirmPassword: 'changed99' },
      { token: member.token },
    );
    expect(changed.code).toBe(CODE.OK);
    await within(async () => {
      expect(await codeOn(b, other)).toBe(CODE.SESSION_INVALID);
    });
    expect(await codeOn(b, member.token)).toBe(CODE.OK);
  });

  it('a ledger entry posted through one shows in the balance the other had remembered', async () => {
    const member = await newMember(a);
    const accounts = await memberAccountIds(a.db, member.id);
    if (!accounts) throw new Error('the member has no accounts');
    const platform = await platformAccountId(a.db, PLATFORM_ACCOUNT.adjustments, 'USDT');
    const balanceOn = async (app: TestApp) => String((await app.api.call(API.member.getBalance, {}, { token: member.token })).data.balance);
    expect(await balanceOn(b)).toBe('0.00');
    expect(b.deps.caches.balances.get(member.id)).toBeDefined();

    await postEntry(
      a.db,
      { kind: 'adjustment', requestId: `two-processes:${member.id}`, postings: [{ accountId: platform, amount: ledgerAmount('-12.34') }, { accountId: accounts.available, amount: ledgerAmount('12.34') }] },
      { caches: a.deps.caches },
    );
    expect(await balanceOn(a)).toBe('12.34');
    await within(async () => {
      expect(await balanceOn(b)).toBe('12.34');
    });
  });
});
