import { API, ZGetAgentReportResponse, type TAgentReportPeriod } from '@meridian/protocol';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';

export function getAgentReport(period: TAgentReportPeriod) {
  return request(API.agent.getAgentReport, { period }, ZGetAgentReportResponse, { loading: false, quiet: true });
}

/** The team's figures over one period (today, this week, this month, all time). */
export function agentReportQuery(period: TAgentReportPeriod) {
  return queryOptions({
    queryKey: ['member', 'team', 'report', period],
    queryFn: async () => unwrap(getAgentReport(period)),
  });
}

export function useAgentReport(period: TAgentReportPeriod) {
  // The last period's figures stay while the next ones load, so the cards do not flash.
  return useQuery({ ...agentReportQuery(period), placeholderData: keepPreviousData });
}
