import { CODE, withdrawalCharges, type TBankCard, type TWithdrawParamResponse } from '@meridian/protocol';
import { describe, expect, it } from 'vitest';
import { payoutOptions, payoutTarget, shortAddress } from './payout-options';
import { newRequestId } from '../../../lib/request-id';
import { withdrawFailure } from './withdraw-failure';
import { freeWithdrawalsLeft, isNextWithdrawalTaxed, maxWithdrawable, withdrawPreview } from './withdraw-preview';

const RULES: TWithdrawParamResponse = {
  currency: 'USDT',
  minAmount: '10',
  maxAmount: '5000',
  dailyCount: 3,
  freeCount: 1,
  taxPercent: '2.5',
  feeAmount: '1',
  usedCount: 0,
  remainingCount: 3,
  networks: [{ network: 'TRC20', addressPattern: '^T[1-9A-HJ-NP-Za-km-z]{33}$' }],
};

const CARD: TBankCard = { id: 4, bankCode: 'HSBC', bankName: 'HSBC', holder: 'Demo Member', account: '**** **** 1234', iban: '', createdAt: 0 };

describe('withdrawPreview', () => {
  it('previews exactly what the protocol rule charges, free withdrawals without tax', () => {
    expect(withdrawPreview('100', RULES, '1000')).toEqual({ state: 'ok', charges: withdrawalCharges('100', RULES, 0) });
    expect(withdrawPreview('100', RULES, '1000')).toEqual({ state: 'ok', charges: { fee: '1.00', tax: '0.00', actualAmount: '99.00' } });
  });

  it('adds the tax once today’s free withdrawals are used', () => {
    expect(withdrawPreview('10.30', { ...RULES, usedCount: 1 }, '1000')).toEqual({ state: 'ok', charges: { fee: '1.00', tax: '0.26', actualAmount: '9.04' } });
  });

  it('says nothing until something is typed, and refuses what is not an amount of the currency', () => {
    expect(withdrawPreview('  ', RULES, '1000')).toEqual({ state: 'empty' });
    expect(withdrawPreview('12.345', RULES, '1000')).toEqual({ state: 'invalid', problem: 'too-many-decimals' });
    expect(withdrawPreview('abc', RULES, '1000')).toEqual({ state: 'invalid', problem: 'not-a-number' });
    expect(withdrawPreview('0', RULES, '1000')).toEqual({ state: 'invalid', problem: 'not-positive' });
  });

  it('names the published limit an amount breaks', () => {
    expect(withdrawPreview('9.99', RULES, '1000')).toEqual({ state: 'limit', problem: { limit: 'min', amount: '10.00' } });
    expect(withdrawPreview('5000.01', RULES, '9000')).toEqual({ state: 'limit', problem: { limit: 'max', amount: '5000.00' } });
    expect(withdrawPreview('100', { ...RULES, usedCount: 3, remainingCount: 0 }, '1000')).toEqual({ state: 'limit', problem: { limit: 'daily', count: 3 } });
  });

  it('says the credit is low when the amount is more than is available', () => {
    expect(withdrawPreview('100.01', RULES, '100').state).toBe('credit-low');
    expect(withdrawPreview('100', RULES, '100').state).toBe('ok');
  });
});

describe('tax and free withdrawals', () => {
  it('tells whether the next withdrawal is taxed', () => {
    expect(isNextWithdrawalTaxed(RULES)).toBe(false);
    expect(isNextWithdrawalTaxed({ ...RULES, usedCount: 1 })).toBe(true);
    expect(isNextWithdrawalTaxed({ ...RULES, usedCount: 1, taxPercent: '0' })).toBe(false);
  });

  it('counts the free withdrawals left today, never more than the withdrawals left', () => {
    expect(freeWithdrawalsLeft({ ...RULES, freeCount: 2 })).toBe(2);
    expect(freeWithdrawalsLeft({ ...RULES, freeCount: 5, usedCount: 2 })).toBe(1);
    expect(freeWithdrawalsLeft({ ...RULES, usedCount: 2 })).toBe(0);
  });
});

describe('maxWithdrawable', () => {
  it('is the balance, rounded down to the currency scale, capped by the maximum', () => {
    expect(maxWithdrawable(RULES, '1234.5678')).toBe('1234.56');
    expect(maxWithdrawable(RULES, '10000')).toBe('5000.00');
    expect(maxWithdrawable(RULES, '0')).toBe('0.00');
  });
});

describe('payout options', () => {
  it('offers the bank cards, then the USDT address when the profile has one', () => {
    const options = payoutOptions([CARD], { usdtAddress: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', network: 'TRC20' });
    expect(options.map((option) => option.key)).toEqual(['bank-4', 'coin']);
    expect(payoutOptions([], { usdtAddress: '', network: '' })).toEqual([]);
  });

  it('turns an option into the method and card of the withdraw call', () => {
    expect(payoutTarget({ key: 'bank-4', method: 'bank', card: CARD })).toEqual({ method: 'bank', bankCardId: 4 });
    expect(payoutTarget({ key: 'coin', method: 'coin', address: 'T', network: 'TRC20' })).toEqual({ method: 'coin' });
  });

  it('shortens a long address but keeps both ends', () => {
    expect(shortAddress('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE')).toBe('TQn9Y2…cbLSE');
    expect(shortAddress('short')).toBe('short');
  });
});

describe('withdrawFailure', () => {
  it('keeps the sheet open for a wrong pay password and offers the page that fixes a missing one or a missing account', () => {
    expect(withdrawFailure(CODE.WRONG_PAY_PASSWORD).kind).toBe('wrong-pay-password');
    expect(withdrawFailure(CODE.PAY_PASSWORD_NOT_SET).kind).toBe('set-pay-password');
    expect(withdrawFailure(CODE.PAYOUT_ACCOUNT_REQUIRED).kind).toBe('bind-account');
  });

  it('says plainly why a withdrawal is refused for credit, limits and a locked pay password', () => {
    for (const code of [CODE.INSUFFICIENT_FUNDS, CODE.WITHDRAW_LIMIT, CODE.PAY_PASSWORD_LOCKED]) expect(withdrawFailure(code).kind).toBe('refused');
    expect(withdrawFailure(-1).kind).toBe('other');
  });
});

describe('newRequestId', () => {
  it('is a fresh 32-character id each time, within the contract’s length', () => {
    const first = newRequestId();
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(newRequestId()).not.toBe(first);
  });
});
