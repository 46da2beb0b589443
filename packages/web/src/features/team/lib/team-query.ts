import { AGENT_REPORT_PERIODS, TEAM_LEVELS, type TAgentReportPeriod, type TTeamLevel } from '@meridian/protocol';

/** `?level=2` of the team page; anything else is the first level. */
export function teamLevelFromQuery(value: string | null): TTeamLevel {
  return TEAM_LEVELS.find((level) => String(level) === value) ?? 1;
}

/** `?period=month` of the team page; anything else is today. */
export function reportPeriodFromQuery(value: string | null): TAgentReportPeriod {
  return AGENT_REPORT_PERIODS.find((period) => period === value) ?? 'today';
}
