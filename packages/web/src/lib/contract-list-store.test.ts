import type { TContractSettlementPush } from '@meridian/protocol';
import { beforeEach, describe, expect, it } from 'vitest';
import { SETTLED_CONTRACT } from '../testing/fixtures';
import { handleContractSettlementPush, useContractList } from './contract-list-store';

/** The push's status is free text on the wire: kept as it came. */
const SETTLED: TContractSettlementPush = { ...SETTLED_CONTRACT, status: 'win' };

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

  it('forgets the list when cleared', () => {
    handleContractSettlementPush(SETTLED);
    useContractList.getState().clear();
    expect(useContractList.getState().list).toEqual([]);
    expect(localStorage.getItem('meridian.contract-list')).toBeNull();
  });
});
