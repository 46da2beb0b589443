import { describe, expect, it } from 'vitest';
import { AMOUNT_SCALE, ledgerAmount } from '../../src/ledger/amount.js';
import { requestIdOf } from '../../src/ledger/entry-kinds.js';
import { LedgerError } from '../../src/ledger/ledger-error.js';

describe('requestIdOf', () => {
  // Pinned byte for byte: these ids are stored in journal_entries.request_id, and a replay after an
  // upgrade finds its first entry only if the id comes out the same as the one the old code wrote.
  it('builds each kind’s request id exactly as the flows wrote them by hand', () => {
    expect(requestIdOf('demo_grant')).toBe('seed:demo-balance');
    expect(requestIdOf('adjustment', 'AJ202401020304050600000001')).toBe('adjustment:AJ202401020304050600000001');
    expect(requestIdOf('recharge', 'RC1')).toBe('recharge:RC1');
    expect(requestIdOf('withdrawal_hold', 'WD1')).toBe('withdraw-hold:WD1');
    expect(requestIdOf('withdrawal_paid', 'WD1')).toBe('withdraw-pay:WD1');
    expect(requestIdOf('withdrawal_rejected', 'WD1')).toBe('withdraw-reject:WD1');
    expect(requestIdOf('contract_hold', 'CT1')).toBe('contract-hold:CT1');
    expect(requestIdOf('contract_settle', 'CT1')).toBe('contract-settle:CT1');
    expect(requestIdOf('mining_buy', 'MN1')).toBe('mining-buy:MN1');
    expect(requestIdOf('mining_income', 'MN1', 3)).toBe('mining-income:MN1:3');
    expect(requestIdOf('mining_principal', 'MN1')).toBe('mining-principal:MN1');
    expect(requestIdOf('interest_deposit', 'IN1')).toBe('interest-deposit:IN1');
    expect(requestIdOf('interest_extract', 'IN1')).toBe('interest-extract:IN1');
    expect(requestIdOf('goods_order_pay', 'GO1')).toBe('goods-order-pay:GO1');
    expect(requestIdOf('referral_commission', 'goods_order', 'GO1', 2)).toBe('referral:goods_order:GO1:2');
  });
});

describe('ledgerAmount', () => {
  it('keeps every decimal up to the scale, and the sign', () => {
    expect(ledgerAmount('-0.12345678').toFixed()).toBe('-0.12345678');
    expect(ledgerAmount('10000.5').toFixed()).toBe('10000.5');
    expect(ledgerAmount(0).isZero()).toBe(true);
  });

  it('refuses what the ledger cannot hold as it is, with bad_amount', () => {
    for (const value of ['abc', '', '0.000000001', Number.POSITIVE_INFINITY, Number.NaN, `1.${'1'.repeat(AMOUNT_SCALE + 1)}`]) {
      let caught: unknown;
      try {
        ledgerAmount(value);
      } catch (error) {
        caught = error;
      }
      expect(caught, String(value)).toBeInstanceOf(LedgerError);
      expect(caught, String(value)).toMatchObject({ reason: 'bad_amount' });
    }
  });
});
