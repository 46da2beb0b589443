import { Decimal } from 'decimal.js';
import { API, CODE, type TKycSettings } from '@meridian/protocol';
import { PLATFORM_ACCOUNT, memberAccountIds, platformAccountId } from '../../../src/ledger/accounts.js';
import { readMemberBalance } from '../../../src/ledger/read-member-balance.js';
import { ledgerAmount } from '../../../src/ledger/amount.js';
import { postEntry } from '../../../src/ledger/post-entry.js';
import { DEFAULT_KYC_SETTINGS } from '../../../src/settings/kyc-settings.js';
import { DEFAULT_WITHDRAW_SETTINGS, type TWithdrawSettings } from '../../../src/settings/withdraw-settings.js';
import type { TestApp } from '../../helpers/build-test-app.js';
import { newMember, type TestMember } from '../../helpers/members.js';

export const PAY_PASSWORD = '2468';
export const TRC20_ADDRESS = 'TN3W4H6rK2ce4vX9YnFQHwKENnHjoxb3m9';
export const GOOD_IBAN = 'GB82 WEST 1234 5698 7654 32';

export const as = (member: TestMember) => ({ token: member.token });

/** Money for a member from the adjustments account, as an operator's adjustment would give it. */
export async function grant(t: TestApp, member: TestMember, amount: string): Promise<void> {
  const accounts = await memberAccountIds(t.db, member.id);
  if (!accounts) throw new Error('no accounts');
  await postEntry(
    t.db,
    {
      kind: 'adjustment',
      requestId: `test-grant:${member.id}:${Date.now()}:${Math.random()}`,
      cause: { type: 'adjustment', id: String(member.id) },
      postings: [
        { accountId: accounts.available, amount: ledgerAmount(amount) },
        { accountId: await platformAccountId(t.db, PLATFORM_ACCOUNT.adjustments, 'USDT'), amount: ledgerAmount(new Decimal(amount).negated()) },
      ],
    },
    { caches: t.deps.caches },
  );
}

/** A new member with `amount` USDT to spend. */
export async function funded(t: TestApp, amount = '5000'): Promise<TestMember> {
  const member = await newMember(t);
  await grant(t, member, amount);
  return member;
}

export async function setPayPassword(t: TestApp, member: TestMember, payPassword = PAY_PASSWORD): Promise<void> {
  const answer = await t.api.call(
    API.member.updatePayPasswordByOld,
    { loginPassword: member.password, payPassword, confirmPayPassword: payPassword },
    as(member),
  );
  if (answer.code !== CODE.OK) throw new Error(`updatePayPasswordByOld: ${answer.code} ${answer.msg}`);
}

export async function addCard(t: TestApp, member: TestMember, fields: Record<string, unknown> = {}): Promise<number> {
  const answer = await t.api.call(
    API.withdraw.addBankCard,
    { bankCode: 'HSBC', holder: 'Alice Example', account: '123456789012', ...fields },
    as(member),
  );
  if (answer.code !== CODE.OK) throw new Error(`addBankCard: ${answer.code} ${answer.msg}`);
  return Number(answer.data.id);
}

export async function balances(t: TestApp, member: TestMember): Promise<{ available: string; held: string }> {
  const balance = await readMemberBalance(t.db, member.id);
  return { available: balance.available.toFixed(2), held: balance.held.toFixed(2) };
}

export async function setWithdrawSettings(t: TestApp, rules: Partial<TWithdrawSettings['rules']>): Promise<void> {
  await t.deps.settings.set('withdraw', { ...DEFAULT_WITHDRAW_SETTINGS, rules: { ...DEFAULT_WITHDRAW_SETTINGS.rules, ...rules } });
}

/** Level limits no test reaches: for tests about something else that withdraw more than a level-0 member may (1,000 a day by default). */
export const UNREACHED_KYC_LIMITS: TKycSettings['limits'] = [
  { withdraw24h: '1000000000', withdraw30d: '1000000000' },
  { withdraw24h: '', withdraw30d: '' },
  { withdraw24h: '', withdraw30d: '' },
  { withdraw24h: '', withdraw30d: '' },
];

/** The verification levels' withdrawal limits (the `kyc` setting), levels 0 to 3; the defaults when none are given. */
export async function setKycLimits(t: TestApp, limits: TKycSettings['limits'] = DEFAULT_KYC_SETTINGS.limits): Promise<void> {
  await t.deps.settings.set('kyc', { ...DEFAULT_KYC_SETTINGS, limits });
}

let counter = 0;
export function requestId(): string {
  counter += 1;
  return `req-${Date.now()}-${counter}-${Math.random().toString(36).slice(2, 8)}`;
}
