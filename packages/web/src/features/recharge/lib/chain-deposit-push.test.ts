import type { TChainDepositItem, TChainDepositPush } from '@meridian/protocol';
import { describe, expect, it } from 'vitest';
import { applyDepositPush } from './chain-deposit-push';

const HASH = '0xaa11aa11aa11aa11aa11aa11aa11aa11aa11aa11aa11aa11aa11aa11aa11aa11';

function item(changes: Partial<TChainDepositItem> = {}): TChainDepositItem {
  return { network: 'ERC20', txHash: HASH, logIndex: 0, amount: '100', status: 'seen', confirmations: 1, confirmationsNeeded: 12, orderNo: null, seenAt: 1_000, ...changes };
}

function push(changes: Partial<TChainDepositPush> = {}): TChainDepositPush {
  return { network: 'ERC20', txHash: HASH, logIndex: 0, amount: '100', status: 'seen', confirmations: 2, confirmationsNeeded: 12, ...changes };
}

describe('applyDepositPush', () => {
  it('counts a known deposit’s confirmations up, whatever the letter case of its hash', () => {
    const other = item({ txHash: '0xbb', logIndex: 4 });
    const applied = applyDepositPush([item(), other], push({ txHash: HASH.toUpperCase().replace('0X', '0x'), confirmations: 5 }), 9_000);
    expect(applied.isNew).toBe(false);
    expect(applied.list).toEqual([item({ confirmations: 5 }), other]);
  });

  it('marks a known deposit credited or dropped', () => {
    expect(applyDepositPush([item()], push({ status: 'credited', confirmations: 12 }), 0).list[0]).toMatchObject({ status: 'credited', confirmations: 12 });
    expect(applyDepositPush([item()], push({ status: 'dropped' }), 0).list[0]).toMatchObject({ status: 'dropped' });
  });

  it('puts a deposit it did not know first, as seen now, and says it is new', () => {
    const applied = applyDepositPush([item()], push({ logIndex: 1, amount: '7.5', confirmations: 1 }), 9_000);
    expect(applied.isNew).toBe(true);
    expect(applied.list).toEqual([item({ logIndex: 1, amount: '7.5', seenAt: 9_000 }), item()]);
  });

  it('keeps the list as it is for an unmatched deposit (an operator’s to decide)', () => {
    const applied = applyDepositPush([item()], push({ logIndex: 2, status: 'unmatched' }), 0);
    expect(applied).toEqual({ list: [item()], isNew: false });
  });
});
