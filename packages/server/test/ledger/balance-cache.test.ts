import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API, CODE } from '@meridian/protocol';
import type { Invalidation } from '../../src/db/invalidation-bus.js';
import { PLATFORM_ACCOUNT, memberAccountIds, platformAccountId, type MemberAccountIds } from '../../src/ledger/accounts.js';
import { readMemberBalance } from '../../src/ledger/read-member-balance.js';
import { ledgerAmount } from '../../src/ledger/amount.js';
import { postEntry } from '../../src/ledger/post-entry.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { newMember, type TestMember } from '../helpers/members.js';

/**
 * getBalance answers from memory (ledger/balance-cache.ts); postEntry, the only code that moves a
 * balance, must make the next answer the new balance.
 */
let t: TestApp;
let platform: number;
let sequence = 0;
const requestId = () => `balance-cache-test:${(sequence += 1)}`;

beforeAll(async () => {
  t = await buildTestApp();
  platform = await platformAccountId(t.db, PLATFORM_ACCOUNT.adjustments, 'USDT');
});
afterAll(async () => {
  await t.close();
});

async function memberWithAccounts(): Promise<TestMember & { accounts: MemberAccountIds }> {
  const member = await newMember(t);
  const accounts = await memberAccountIds(t.db, member.id);
  if (!accounts) throw new Error('the member has no accounts');
  return { ...member, accounts };
}

const shownBalance = async (token: string) => {
  const answer = await t.api.call(API.member.getBalance, {}, { token });
  expect(answer.code).toBe(CODE.OK);
  return { balance: String(answer.data.balance), frozen: String(answer.data.frozen) };
};

/** Asks again until `expected` is shown, for `ms` at most. */
async function shownWithin(token: string, expected: { balance: string; frozen: string }, ms: number): Promise<void> {
  await vi.waitFor(
    async () => {
      expect(await shownBalance(token)).toEqual(expected);
    },
    { timeout: ms, interval: 20 },
  );
}

describe('a remembered balance', () => {
  it('shows an entry posted by this app on the very next call', async () => {
    const member = await memberWithAccounts();
    expect(await shownBalance(member.token)).toEqual({ balance: '0.00', frozen: '0.00' });
    expect(t.deps.caches.balances.get(member.id)).toBeDefined();

    await postEntry(
      t.db,
      { kind: 'adjustment', requestId: requestId(), postings: [{ accountId: platform, amount: ledgerAmount('-25.5') }, { accountId: member.accounts.available, amount: ledgerAmount('25.5') }] },
      { caches: t.deps.caches },
    );
    expect(await shownBalance(member.token)).toEqual({ balance: '25.50', frozen: '0.00' });

    await postEntry(
      t.db,
      { kind: 'withdrawal_hold', requestId: requestId(), postings: [{ accountId: member.accounts.available, amount: ledgerAmount('-5') }, { accountId: member.accounts.held, amount: ledgerAmount('5') }] },
      { caches: t.deps.caches },
    );
    expect(await shownBalance(member.token)).toEqual({ balance: '20.50', frozen: '5.00' });
  });

  it('shows an entry posted without this app’s caches once its announcement arrives (as from another process)', async () => {
    const member = await memberWithAccounts();
    expect(await shownBalance(member.token)).toEqual({ balance: '0.00', frozen: '0.00' });
    await postEntry(t.db, {
      kind: 'adjustment',
      requestId: requestId(),
      postings: [{ accountId: platform, amount: ledgerAmount('-7') }, { accountId: member.accounts.available, amount: ledgerAmount('7') }],
    });
    await shownWithin(member.token, { balance: '7.00', frozen: '0.00' }, 1_000);
  });

  it('shows an entry posted inside a caller’s transaction once that transaction commits', async () => {
    const member = await memberWithAccounts();
    expect(await shownBalance(member.token)).toEqual({ balance: '0.00', frozen: '0.00' });
    await t.db.transaction(async (tx) => {
      await postEntry(
        tx,
        { kind: 'adjustment', requestId: requestId(), postings: [{ accountId: platform, amount: ledgerAmount('-3') }, { accountId: member.accounts.available, amount: ledgerAmount('3') }] },
        { caches: t.deps.caches },
      );
    });
    await shownWithin(member.token, { balance: '3.00', frozen: '0.00' }, 1_000);
  });

  it('names the members whose balances an entry moved, and only them', async () => {
    const first = await memberWithAccounts();
    const second = await memberWithAccounts();
    const told: Invalidation[] = [];
    await postEntry(
      t.db,
      {
        kind: 'adjustment',
        requestId: requestId(),
        postings: [
          { accountId: platform, amount: ledgerAmount('-2') },
          { accountId: first.accounts.available, amount: ledgerAmount('1') },
          { accountId: second.accounts.held, amount: ledgerAmount('1') },
        ],
      },
      { caches: { forget: (invalidation) => told.push(invalidation) } },
    );
    expect(told).toHaveLength(1);
    expect([...(told[0]?.balanceMemberIds ?? [])].sort((x, y) => x - y)).toEqual([first.id, second.id].sort((x, y) => x - y));
  });

  it('is not changed by an entry that was refused', async () => {
    const member = await memberWithAccounts();
    expect(await shownBalance(member.token)).toEqual({ balance: '0.00', frozen: '0.00' });
    await expect(
      postEntry(
        t.db,
        { kind: 'withdrawal_hold', requestId: requestId(), postings: [{ accountId: member.accounts.available, amount: ledgerAmount('-1') }, { accountId: platform, amount: ledgerAmount('1') }] },
        { caches: t.deps.caches },
      ),
    ).rejects.toThrow(/below zero/);
    expect(await shownBalance(member.token)).toEqual({ balance: '0.00', frozen: '0.00' });
  });

  it('is never what a read inside a transaction sees', async () => {
    const member = await memberWithAccounts();
    await shownBalance(member.token); // remembered: 0
    await t.db.transaction(async (tx) => {
      await postEntry(tx, {
        kind: 'adjustment',
        requestId: requestId(),
        postings: [{ accountId: platform, amount: ledgerAmount('-9') }, { accountId: member.accounts.available, amount: ledgerAmount('9') }],
      });
      expect((await readMemberBalance(tx, member.id)).available.toFixed(2)).toBe('9.00');
      tx.rollback();
    }).catch((error: unknown) => {
      if (!(error instanceof Error) || !/rollback/i.test(error.message)) throw error;
    });
    expect(await shownBalance(member.token)).toEqual({ balance: '0.00', frozen: '0.00' });
  });
});
