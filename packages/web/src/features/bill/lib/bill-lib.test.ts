import { describe, expect, it } from 'vitest';
import { billCauseLink } from './bill-cause-link';
import { billDirection, billTypeFromQuery } from './bill-filter';

describe('billTypeFromQuery', () => {
  it('takes a known type from the page query', () => {
    expect(billTypeFromQuery('recharge')).toBe('recharge');
    expect(billTypeFromQuery('commission')).toBe('commission');
  });

  it('shows every bill for a missing or unknown type', () => {
    expect(billTypeFromQuery(null)).toBeUndefined();
    expect(billTypeFromQuery('')).toBeUndefined();
    expect(billTypeFromQuery('other')).toBeUndefined();
    expect(billTypeFromQuery('RECHARGE')).toBeUndefined();
  });
});

describe('billDirection', () => {
  it('reads the sign of the amount', () => {
    expect(billDirection('-25.00')).toBe('out');
    expect(billDirection('100.00')).toBe('in');
    expect(billDirection('0.00')).toBe('in');
  });
});

describe('billCauseLink', () => {
  it('opens a recharge order by its number', () => {
    expect(billCauseLink({ type: 'recharge', id: 'RC2024' })).toBe('/pages/recharge/detail?orderNo=RC2024');
  });

  it('opens a withdrawal in the withdraw page record', () => {
    expect(billCauseLink({ type: 'withdrawal', id: 'WD77' })).toBe('/pages/withdrawl/index?tab=record&orderNo=WD77');
  });

  it('opens the record list of products without a detail page', () => {
    expect(billCauseLink({ type: 'contract', id: '9' })).toBe('/pages/my/bet_record');
    expect(billCauseLink({ type: 'mining', id: '9' })).toBe('/pages/market/mining_record');
    expect(billCauseLink({ type: 'interest', id: '9' })).toBe('/pages/wallet/record');
  });

  it('has no link for causes without a page, or without a cause', () => {
    expect(billCauseLink({ type: 'adjustment', id: '3' })).toBeNull();
    expect(billCauseLink({ type: 'commission', id: '3' })).toBeNull();
    expect(billCauseLink(null)).toBeNull();
  });
});
