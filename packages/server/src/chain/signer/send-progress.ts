import { LIVE_EVENT, type TMoneyChangePush } from '@meridian/protocol';
import { and, eq, inArray } from 'drizzle-orm';
import { chainSends, withdrawals } from '../../db/schema/index.js';
import type { DbOrTx } from '../../db/types.js';
import { announceLivePushes } from '../../live/live-bus.js';

const WITHDRAWAL_MOVED: TMoneyChangePush = { subject: 'withdrawal' };

/**
 * Tells the members whose coin withdrawals these sends pay that their record moved on (signed and
 * out, a confirmation more), so the withdrawal page shows the hash and counts up without a reload:
 * the app reads its records again on the push. One read and one NOTIFY statement for a batch; the
 * servers hear it on the live bus and pass it to the member's sockets, wherever they are. The
 * final state needs no word from here: paying or refunding moves a balance, which is announced.
 */
export async function announceSendProgress(db: DbOrTx, sendIds: readonly number[]): Promise<void> {
  if (sendIds.length === 0) return;
  const rows = await db
    .selectDistinct({ memberId: withdrawals.memberId })
    .from(chainSends)
    .innerJoin(withdrawals, eq(withdrawals.orderNo, chainSends.reference))
    .where(and(inArray(chainSends.id, [...sendIds]), eq(chainSends.purpose, 'withdrawal')));
  await announceLivePushes(db, rows.map(({ memberId }) => ({ kind: 'push' as const, event: LIVE_EVENT.moneyChange, content: WITHDRAWAL_MOVED, memberId })));
}
