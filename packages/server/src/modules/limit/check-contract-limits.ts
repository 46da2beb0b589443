import type { Decimal } from 'decimal.js';
import { eq } from 'drizzle-orm';
import { CODE, fitsLimitRoom, formatAmount, lossLimitRoom, stakeLimitRoom, tradingDayEnd } from '@meridian/protocol';
import { memberTradingLimits, members } from '../../db/schema/index.js';
import type { Tx } from '../../db/types.js';
import { AppError } from '../../http/app-error.js';
import { formatMemberTime } from '../security/member-time.js';
import { coolOffUntilAt, exclusionAt, settingAt } from './limit-change.js';
import { readTradingDay } from './trading-day.js';
import { stateOfRow } from './trading-limits-store.js';

export interface ContractStake {
  memberId: number;
  stake: Decimal;
  currency: string;
}

/**
 * Refuses a contract the member's own limits do not allow, inside the transaction that places it.
 * The member's limits row is locked first (FOR UPDATE, before the ledger locks the member's accounts
 * in id order), so a second contract of the same member waits here until the first commits and then
 * counts it: two contracts at once never both fit into room for one. A member without limits has no
 * row, and nothing is locked or read beyond this one statement.
 */
export async function checkContractLimits(tx: Tx, contract: ContractStake, nowMs: number): Promise<void> {
  const { memberId, stake, currency } = contract;
  const [locked] = await tx
    .select({ row: memberTradingLimits, timeZone: members.timeZone })
    .from(memberTradingLimits)
    .innerJoin(members, eq(members.id, memberTradingLimits.memberId))
    .where(eq(memberTradingLimits.memberId, memberId))
    .for('update', { of: memberTradingLimits });
  if (!locked) return;
  const state = stateOfRow(locked.row);
  const time = (epochMs: number) => formatMemberTime(epochMs, locked.timeZone);

  const exclusion = exclusionAt(state, nowMs);
  if (exclusion !== null) {
    if (exclusion.endsAt === null) throw new AppError(CODE.CONTRACT_SELF_EXCLUDED, 'error.contractSelfExcluded', {}, { endsAt: null });
    throw new AppError(CODE.CONTRACT_SELF_EXCLUDED, 'error.contractSelfExcludedEnding', { until: time(exclusion.endsAt) }, { endsAt: exclusion.endsAt });
  }
  const coolOffUntil = coolOffUntilAt(state, nowMs);
  if (coolOffUntil !== null) throw new AppError(CODE.CONTRACT_COOL_OFF, 'error.contractCoolOff', { until: time(coolOffUntil) }, { until: coolOffUntil });

  const lossLimit = settingAt(state.lossLimit, nowMs).value;
  const stakeLimit = settingAt(state.stakeLimit, nowMs).value;
  if (lossLimit === null && stakeLimit === null) return;
  const day = await readTradingDay(tx, memberId, nowMs);
  const resetsAt = tradingDayEnd(nowMs);
  const refuseBeyond = (code: typeof CODE.CONTRACT_LOSS_LIMIT | typeof CODE.CONTRACT_STAKE_LIMIT, limit: string, room: Decimal) => {
    if (fitsLimitRoom(room, stake)) return;
    const amounts = { limit: formatAmount(limit, currency), room: formatAmount(room, currency) };
    const key = code === CODE.CONTRACT_LOSS_LIMIT ? 'error.contractLossLimit' : 'error.contractStakeLimit';
    throw new AppError(code, key, { ...amounts, currency, resetsAt: time(resetsAt) }, { ...amounts, resetsAt });
  };
  if (lossLimit !== null) refuseBeyond(CODE.CONTRACT_LOSS_LIMIT, lossLimit, lossLimitRoom(lossLimit, day));
  if (stakeLimit !== null) refuseBeyond(CODE.CONTRACT_STAKE_LIMIT, stakeLimit, stakeLimitRoom(stakeLimit, day));
}
