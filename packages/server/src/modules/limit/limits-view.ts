import { formatAmount, lossLimitRoom, stakeLimitRoom, tradingDayEnd, tradingDayStart, type TMoneyLimit, type TTradingLimits } from '@meridian/protocol';
import type { AppDeps } from '../../deps.js';
import { coolOffUntilAt, exclusionAt, settingAt, type LimitAmount, type Setting } from './limit-change.js';
import { readTradingDay } from './trading-day.js';
import { readTradingSession } from './trading-session.js';
import { readTradingLimits } from './trading-limits-store.js';

function moneyLimit(setting: Setting<LimitAmount>, currency: string): TMoneyLimit {
  const amount = (value: LimitAmount) => (value === null ? null : formatAmount(value, currency));
  return { amount: amount(setting.value), next: setting.next === null ? null : { amount: amount(setting.next.value), at: setting.next.at } };
}

/** The member's limits as my/limits shows them: what is in force now, what waits, and today's figures. */
export async function tradingLimitsOf(deps: Pick<AppDeps, 'db' | 'settings' | 'clock'>, memberId: number): Promise<TTradingLimits> {
  const now = deps.clock.now();
  const [state, day, session, { currency }] = await Promise.all([
    readTradingLimits(deps.db, memberId),
    readTradingDay(deps.db, memberId, now),
    readTradingSession(deps.db, memberId, now),
    deps.settings.get('company'),
  ]);
  const lossLimit = settingAt(state.lossLimit, now);
  const stakeLimit = settingAt(state.stakeLimit, now);
  const reminder = settingAt(state.reminderMinutes, now);
  const money = (value: string) => formatAmount(value, currency);
  return {
    currency,
    now,
    day: { startsAt: tradingDayStart(now), endsAt: tradingDayEnd(now) },
    lossLimit: moneyLimit(lossLimit, currency),
    stakeLimit: moneyLimit(stakeLimit, currency),
    reminder: { minutes: reminder.value, next: reminder.next === null ? null : { minutes: reminder.next.value, at: reminder.next.at } },
    coolOffUntil: coolOffUntilAt(state, now),
    exclusion: exclusionAt(state, now),
    today: {
      staked: money(day.staked),
      atStake: money(day.atStake),
      result: money(day.result),
      lossRoom: lossLimit.value === null ? null : money(lossLimitRoom(lossLimit.value, day).toFixed()),
      stakeRoom: stakeLimit.value === null ? null : money(stakeLimitRoom(stakeLimit.value, day).toFixed()),
    },
    session: session === null ? null : { ...session, staked: money(session.staked), result: money(session.result) },
  };
}
