import { describe, expect, it } from 'vitest';
import { depositValueOf, tokenAmountOf } from '../../../src/chain/watcher/token-amount.js';
import { chainDepositOrderNo } from '../../../src/chain/watcher/credit-chain-deposit.js';

const channel = { code: 'usdt_erc20', coin: 'USDT', network: 'ERC20', address: '0x742d35Cc6634C0532925a3b844Bc454e4438f44e', rate: '1.00', min: '50.00', max: '100000.00' };

describe('token amounts', () => {
  it('turns USDT units (6 decimals) into an exact decimal', () => {
    expect(tokenAmountOf(1_234_567n, 6)).toBe('1.234567');
    expect(tokenAmountOf(100_000_000n, 6)).toBe('100');
    expect(tokenAmountOf(1n, 6)).toBe('0.000001');
    expect(tokenAmountOf(0n, 6)).toBe('0');
  });

  it('keeps every digit of amounts a float would round', () => {
    expect(tokenAmountOf(9_007_199_254_740_993n, 6)).toBe('9007199254.740993');
    expect(tokenAmountOf(123_456_789_012_345_678_901_234_567n, 18)).toBe('123456789.012345678901234567');
  });

  it('refuses a negative amount', () => {
    expect(() => tokenAmountOf(-1n, 6)).toThrow();
  });
});

describe('what a deposit is worth on its channel', () => {
  it('credits token amount × rate at the currency’s scale', () => {
    expect(depositValueOf('100', channel, 'USDT')).toEqual({ kind: 'credit', amount: '100.00', rate: '1.00' });
    expect(depositValueOf('75.129', { ...channel, rate: '7.80' }, 'HKD')).toMatchObject({ kind: 'credit', rate: '7.80' });
  });

  it('keeps a deposit below the channel’s minimum from being credited', () => {
    expect(depositValueOf('49.99', channel, 'USDT').kind).toBe('below_minimum');
    expect(depositValueOf('50', channel, 'USDT').kind).toBe('credit');
    expect(depositValueOf('0.000001', { ...channel, min: '0' }, 'USDT').kind).toBe('below_minimum');
  });
});

describe('the order number of a chain deposit', () => {
  it('is the same for the same (network, tx hash, log index) and differs otherwise', () => {
    const first = chainDepositOrderNo('ERC20', '0xAbC', 0);
    expect(chainDepositOrderNo('ERC20', '0xabc', 0)).toBe(first);
    expect(chainDepositOrderNo('ERC20', '0xabc', 1)).not.toBe(first);
    expect(chainDepositOrderNo('TRC20', '0xabc', 0)).not.toBe(first);
    expect(first.length).toBeLessThanOrEqual(40);
  });
});
