import type { TContractSettlementPush } from '@meridian/protocol';
import { beforeEach, describe, expect, it } from 'vitest';
import { handleContractSettlementPush, useContractList } from './contract-list-store';

const SETTLED: TContractSettlementPush = {
  orderId: 41,
  allname: 'BTC/USDT',
  direction: 'up',
  amount: '100.00',
  purchasePrice: '65000.10',
  settlePrice: '65010.00',
  profit: '85.00',
  status: 'win',
  settledAt: 1_900_000_000_000,
};

beforeEach(() => {
  useContractList.getState().clear();
});

describe('contract list', () => {
  it('keeps a settlement push as a single-item list, stored, and ends the waiting', () => {
    useContractList.getState().startWaiting();
    handleContractSettlementPush({ ...SETTLED, orderId: 40 });
    handleContractSettlementPush(SETTLED);

    expect(useContractList.getState()).toMatchObject({ list: [SETTLED], waiting: false });
    const stored = JSON.parse(localStorage.getItem('meridian.contract-list') ?? 'null') as { value: unknown };
    expect(stored.value).toEqual([SETTLED]);
  });

  it('ignores a push that is not a settlement, and keeps waiting', () => {
    useContractList.getState().startWaiting();
    handleContractSettlementPush({ orderId: 'x' });
    expect(useContractList.getState()).toMatchObject({ list: [], waiting: true });
  });

  it('forgets the list when cleared', () => {
    handleContractSettlementPush(SETTLED);
    useContractList.getState().clear();
    expect(useContractList.getState().list).toEqual([]);
    expect(localStorage.getItem('meridian.contract-list')).toBeNull();
  });
});
