import { Decimal } from 'decimal.js';
import { API, CODE, TEAM_LEVELS, ZGetAgentReportRequest, ZGetAgentReportResponse, formatAmount, type TAgentReportLevel } from '@meridian/protocol';
import { AppError } from '../../http/app-error.js';
import { defineCall, requireSession } from '../../http/define-call.js';
import { findMemberById } from '../member/member-store.js';
import { periodStart } from './report-period.js';
import { reportLevel } from './team-report.js';

function total(levels: readonly TAgentReportLevel[], pick: (level: TAgentReportLevel) => string, currency: string): string {
  return formatAmount(
    levels.reduce((sum, level) => sum.plus(pick(level)), new Decimal(0)),
    currency,
  );
}

/** The team up to three levels below the member, and what it did in the period, level by level. */
export const getAgentReportCall = defineCall({
  path: API.agent.getAgentReport,
  request: ZGetAgentReportRequest,
  response: ZGetAgentReportResponse,
  async handler(context) {
    const { deps, input } = context;
    const { memberId } = requireSession(context);
    const [member, company] = await Promise.all([findMemberById(deps.db, memberId), deps.settings.get('company')]);
    if (!member) throw new AppError(CODE.SESSION_INVALID, 'error.sessionInvalid');
    const { currency } = company;
    const from = periodStart(input.period, deps.clock.now(), member.timeZone);
    const fromDate = from === null ? null : new Date(from);
    const byLevel = await Promise.all(TEAM_LEVELS.map((level) => reportLevel(deps.db, memberId, level, fromDate, currency)));
    return {
      period: input.period,
      from,
      teamSize: byLevel.reduce((sum, level) => sum + level.members, 0),
      newMembers: byLevel.reduce((sum, level) => sum + level.newMembers, 0),
      teamRecharge: total(byLevel, (level) => level.recharge, currency),
      teamWithdrawal: total(byLevel, (level) => level.withdrawal, currency),
      commissionEarned: total(byLevel, (level) => level.commission, currency),
      currency,
      byLevel,
    };
  },
});
