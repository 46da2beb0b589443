import type { TChainDepositItem, TChainDepositPush } from '@meridian/protocol';

const sameDeposit = (item: TChainDepositItem, push: TChainDepositPush) =>
  item.network === push.network && item.txHash.toLowerCase() === push.txHash.toLowerCase() && item.logIndex === push.logIndex;

/**
 * The list with a push applied: a deposit it holds takes the push's status and count; one it does
 * not yet hold goes first, as the newest (`isNew`: the caller reads the list again for what a push
 * lacks, its order number and time). An `unmatched` push is for operators, so the list is kept.
 */
export function applyDepositPush(list: readonly TChainDepositItem[], push: TChainDepositPush, now: number): { list: TChainDepositItem[]; isNew: boolean } {
  const { status } = push;
  if (status === 'unmatched') return { list: [...list], isNew: false };
  const changes = { amount: push.amount, status, confirmations: push.confirmations, confirmationsNeeded: push.confirmationsNeeded };
  if (list.some((item) => sameDeposit(item, push))) {
    return { list: list.map((item) => (sameDeposit(item, push) ? { ...item, ...changes } : item)), isNew: false };
  }
  const added: TChainDepositItem = { network: push.network, txHash: push.txHash, logIndex: push.logIndex, orderNo: null, seenAt: now, ...changes };
  return { list: [added, ...list], isNew: true };
}
