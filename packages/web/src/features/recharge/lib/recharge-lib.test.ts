import type { TCryptoRechargeChannel, TOfflineRechargeMethod, TOnlineChannel } from '@meridian/protocol';
import { describe, expect, it } from 'vitest';
import { allowedQuickAmounts, checkAmount, combineLimits } from './amount-check';
import { checkCoinCount, creditedAmount } from './crypto-preview';
import { payUrlTarget } from './open-pay-url';
import { listMethods, methodKey, methodLimits } from './recharge-method';
import { RequestIds, newRequestId } from '../../../lib/request-id';

const OVERALL = { min: '10.00', max: '100000.00', currency: 'USDT' };
const METHOD = { min: '50.00', max: '5000.00', currency: 'USDT' };

describe('recharge amounts', () => {
  it('applies the narrower of the overall and the method limits', () => {
    expect(combineLimits(OVERALL, METHOD)).toEqual({ min: '50', max: '5000', currency: 'USDT' });
    expect(combineLimits(undefined, METHOD)).toBe(METHOD);
    expect(combineLimits(OVERALL, undefined)).toBe(OVERALL);
  });

  it('asks for an amount, a number at the currency scale, within the limits', () => {
    expect(checkAmount('  ', METHOD, 'USDT')).toEqual({ key: 'amountRequired' });
    expect(checkAmount('abc', METHOD, 'USDT')).toEqual({ key: 'amountInvalid' });
    expect(checkAmount('100.001', METHOD, 'USDT')).toEqual({ key: 'amountInvalid' });
    expect(checkAmount('0', METHOD, 'USDT')).toEqual({ key: 'amountInvalid' });
    expect(checkAmount('49.99', METHOD, 'USDT')).toEqual({ key: 'amountBelowMin', min: '50.00' });
    expect(checkAmount('5000.01', METHOD, 'USDT')).toEqual({ key: 'amountAboveMax', max: '5000.00' });
    expect(checkAmount('50', METHOD, 'USDT')).toBeNull();
    expect(checkAmount('5000.00', METHOD, 'USDT')).toBeNull();
  });

  it('offers only the quick amounts the limits allow', () => {
    expect(allowedQuickAmounts(['10.00', '50.00', '500.00', '10000.00'], METHOD)).toEqual(['50.00', '500.00']);
    expect(allowedQuickAmounts(['10.00'], undefined)).toEqual(['10.00']);
  });
});

describe('crypto preview', () => {
  it('credits coins × rate at the platform scale, half away from zero', () => {
    expect(creditedAmount('100', '1.00', 'USDT', 'USDT')).toBe('100.00');
    expect(creditedAmount('10.25', '7.31', 'USDT', 'USDT')).toBe('74.93');
    // 0.005 rounds up, as the server posts it.
    expect(creditedAmount('0.01', '0.50', 'USDT', 'USDT')).toBe('0.01');
    expect(creditedAmount('', '1.00', 'USDT', 'USDT')).toBeNull();
    expect(creditedAmount('1e3', '1.00', 'USDT', 'USDT')).toBeNull();
  });

  it('checks the credited amount against the channel limits', () => {
    const limits = { min: '10.00', max: '1000.00', currency: 'USDT' };
    expect(checkCoinCount('', '1.00', 'USDT', limits)).toEqual({ key: 'amountRequired' });
    expect(checkCoinCount('1.001', '1.00', 'USDT', limits)).toEqual({ key: 'amountInvalid' });
    expect(checkCoinCount('5', '1.00', 'USDT', limits)).toEqual({ key: 'amountBelowMin', min: '10.00' });
    expect(checkCoinCount('600', '2.00', 'USDT', limits)).toEqual({ key: 'amountAboveMax', max: '1000.00' });
    expect(checkCoinCount('500', '2.00', 'USDT', limits)).toBeNull();
  });
});

describe('recharge methods', () => {
  const online: TOnlineChannel[] = [{ code: 'sandbox', name: 'Sandbox Pay', min: '10.00', max: '50000.00', currency: 'USDT' }];
  const offline: TOfflineRechargeMethod[] = [{ code: 'bank_transfer', name: 'Bank transfer', min: '50.00', max: '100000.00', currency: 'USDT' }];
  const crypto: TCryptoRechargeChannel[] = [
    { code: 'usdt_trc20', coin: 'USDT', network: 'TRC20', address: 'T1', rate: '1.00', min: '10.00', max: '1000.00', currency: 'USDT' },
    { code: 'usdt_erc20', coin: 'USDT', network: 'ERC20', address: '0x1', rate: '1.00', min: '50.00', max: '1000.00', currency: 'USDT' },
  ];

  it('lists online, then bank transfer, then one entry per coin with its networks', () => {
    const methods = listMethods(online, offline, crypto);
    expect(methods.map(methodKey)).toEqual(['online:sandbox', 'offline:bank_transfer', 'crypto:USDT']);
    const coin = methods[2];
    expect(coin?.kind === 'crypto' ? coin.channels.map((channel) => channel.network) : []).toEqual(['TRC20', 'ERC20']);
    const bank = methods[1];
    expect(bank?.kind === 'offline' ? methodLimits(bank) : null).toEqual({ min: '50.00', max: '100000.00', currency: 'USDT' });
  });
});

describe('request ids', () => {
  it('reuses the id for the same parameters until the call succeeds', () => {
    let next = 0;
    const ids = new RequestIds(() => `id-${++next}`);
    const first = ids.idFor({ channelCode: 'sandbox', amount: '100.00' });
    expect(ids.idFor({ channelCode: 'sandbox', amount: '100.00' })).toBe(first);
    expect(ids.idFor({ channelCode: 'sandbox', amount: '200.00' })).toBe('id-2');
    ids.settled();
    expect(ids.idFor({ channelCode: 'sandbox', amount: '200.00' })).toBe('id-3');
  });

  it('makes ids the server accepts (8 to 64 characters), different each time', () => {
    const a = newRequestId();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(newRequestId()).not.toBe(a);
  });
});

describe('pay url', () => {
  it('follows http(s) pay URLs, relative ones against the app, and nothing else', () => {
    expect(payUrlTarget('/sandbox-pay/RC1?token=abc', 'http://127.0.0.1:8080/#/pages/recharge/index')).toBe('http://127.0.0.1:8080/sandbox-pay/RC1?token=abc');
    expect(payUrlTarget('https://pay.example.com/x', 'http://127.0.0.1:8080/')).toBe('https://pay.example.com/x');
    expect(payUrlTarget('javascript:alert(1)', 'http://127.0.0.1:8080/')).toBeNull();
  });
});
