import { API, ZWithdrawParamRequest, ZWithdrawParamResponse, remainingWithdrawals } from '@meridian/protocol';
import { defineCall, requireSession } from '../../http/define-call.js';
import { loadMember } from '../member/member-info.js';
import { loadWithdrawConfiguration } from './withdrawal-rules.js';
import { withdrawalsToday } from './withdrawals-today.js';

/** The published withdrawal rules and where the caller stands today: all the app needs to preview. */
export const withdrawParamCall = defineCall({
  path: API.withdraw.withdrawParam,
  request: ZWithdrawParamRequest,
  response: ZWithdrawParamResponse,
  async handler(context) {
    const { deps } = context;
    const { memberId } = requireSession(context);
    const [member, { rules, settings }] = await Promise.all([loadMember(deps, memberId), loadWithdrawConfiguration(deps)]);
    const usedCount = await withdrawalsToday(deps.db, memberId, member.timeZone);
    return { ...rules, usedCount, remainingCount: remainingWithdrawals(rules, usedCount), networks: settings.networks };
  },
});
