import type { TContractOrder, TContractSettlementPush } from '@meridian/protocol';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useContractList } from '../../../lib/contract-list-store';
import { contractOrderQuery } from '../api/get-order';
import { useRunningContracts } from '../api/get-running-contracts';
import { settlementOfOrder } from '../lib/settlement-of-order';

export interface FollowedContract {
  order: TContractOrder;
  /** The server's clock minus the device's, known for a contract placed here (0 for one read back). */
  skewMs: number;
}

export interface FollowedContractState {
  /** The contract the panel shows running, then settled; null: the panel shows the form. */
  followed: FollowedContract | null;
  /** How the followed contract ended, once it has. */
  result: TContractSettlementPush | undefined;
  follow: (followed: FollowedContract) => void;
  /** The member has seen the result: the next running contract of the pair, if any, or the form. */
  dismiss: () => void;
}

/**
 * How the followed contract ended by the server's record, asked for only when no push said so
 * (`wanted`) and the running list, read after its expiry, no longer has it.
 */
function useRecordedSettlement(followed: FollowedContract | null, running: readonly TContractOrder[] | undefined, readAt: number, wanted: boolean): TContractSettlementPush | undefined {
  const hasLeftRunning = followed !== null && running !== undefined && readAt + followed.skewMs > followed.order.expiresAt && !running.some((order) => order.id === followed.order.id);
  const record = useQuery({ ...contractOrderQuery(followed?.order.orderNo ?? ''), enabled: hasLeftRunning && wanted });
  return record.data === undefined || record.data === null ? undefined : (settlementOfOrder(record.data) ?? undefined);
}

/**
 * The contract the K-line panel follows on `symbol`: the one just placed, or, when the member comes
 * back to the pair, the newest one the server still has running on it, with its countdown. It ends
 * with its settlement push, or, should that never come (the live channel was down), with the
 * server's record once the running list no longer has it.
 */
export function useFollowedContract(symbol: string): FollowedContractState {
  const running = useRunningContracts(symbol);
  const [followed, setFollowed] = useState<FollowedContract | null>(null);
  const [seen, setSeen] = useState<ReadonlySet<number>>(() => new Set());
  const pushed = useContractList((state) => state.list[0]);

  const unseen = running.data?.find((order) => !seen.has(order.id));
  // Adjusted while rendering (not in an effect): the countdown is drawn in the same pass.
  if (followed === null && unseen !== undefined) setFollowed({ order: unseen, skewMs: 0 });

  const pushedResult = followed !== null && pushed?.orderId === followed.order.id ? pushed : undefined;
  const recorded = useRecordedSettlement(followed, running.data, running.dataUpdatedAt, pushedResult === undefined);

  return {
    followed,
    result: pushedResult ?? recorded,
    follow: setFollowed,
    dismiss: () => {
      if (followed === null) return;
      const { id } = followed.order;
      setSeen((before) => new Set(before).add(id));
      setFollowed(null);
    },
  };
}
