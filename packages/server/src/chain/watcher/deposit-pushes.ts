import { CHAIN_DEPOSIT_STATUSES, LIVE_EVENT, type TChainDepositPush } from '@meridian/protocol';
import type { chainDeposits } from '../../db/schema/index.js';
import type { DbOrTx } from '../../db/types.js';
import { announceLivePushes } from '../../live/live-bus.js';

type DepositRow = typeof chainDeposits.$inferSelect;
/** What a push needs of a deposit row. */
export type PushedDeposit = Pick<DepositRow, 'network' | 'txHash' | 'logIndex' | 'amount' | 'status' | 'confirmations' | 'memberId'>;

function isPushStatus(status: string): status is TChainDepositPush['status'] {
  return CHAIN_DEPOSIT_STATUSES.some((known) => known === status);
}

/**
 * Tells each member's open app that their deposit changed, when the transaction of `db` commits
 * (one NOTIFY statement for the lot). Deposits no member owns are for operators only.
 */
export async function announceDepositChanges(db: DbOrTx, deposits: readonly PushedDeposit[], confirmationsNeeded: number): Promise<void> {
  const messages = deposits.flatMap((deposit) => {
    if (deposit.memberId === null || !isPushStatus(deposit.status)) return [];
    const content: TChainDepositPush = {
      network: deposit.network,
      txHash: deposit.txHash,
      logIndex: deposit.logIndex,
      amount: deposit.amount,
      status: deposit.status,
      confirmations: deposit.confirmations,
      confirmationsNeeded,
    };
    return [{ kind: 'push' as const, event: LIVE_EVENT.chainDeposit, content, memberId: deposit.memberId }];
  });
  await announceLivePushes(db, messages);
}
