import { z } from 'zod/mini';
import { ZMoney } from '../shared.js';
import { ZTeamLevel } from './get-lower-list.js';

/** Calendar periods in the member's time zone: since midnight, since Monday, since the 1st; or ever. */
export const AGENT_REPORT_PERIODS = ['today', 'week', 'month', 'all'] as const;
export const ZAgentReportPeriod = z.enum(AGENT_REPORT_PERIODS);
export type TAgentReportPeriod = z.infer<typeof ZAgentReportPeriod>;

export const ZGetAgentReportRequest = z.strictObject({ period: z._default(ZAgentReportPeriod, 'today') });
export type TGetAgentReportRequest = z.input<typeof ZGetAgentReportRequest>;

/** One level of the team in the period. */
export const ZAgentReportLevel = z.object({
  level: ZTeamLevel,
  /** Members at this level now. */
  members: z.int().check(z.gte(0)),
  /** Of them, those who joined in the period. */
  newMembers: z.int().check(z.gte(0)),
  /** Their credited recharges in the period. */
  recharge: ZMoney,
  /** Their paid withdrawals in the period. */
  withdrawal: ZMoney,
  /** What the member earned on this level in the period. */
  commission: ZMoney,
});
export type TAgentReportLevel = z.infer<typeof ZAgentReportLevel>;

export const ZGetAgentReportResponse = z.object({
  period: ZAgentReportPeriod,
  /** Start of the period, epoch ms; null for `all`. The period ends now. */
  from: z.nullable(z.int()),
  /** Members up to three levels below, now. */
  teamSize: z.int().check(z.gte(0)),
  /** Of them, those who joined in the period. */
  newMembers: z.int().check(z.gte(0)),
  teamRecharge: ZMoney,
  teamWithdrawal: ZMoney,
  commissionEarned: ZMoney,
  currency: z.string(),
  byLevel: z.array(ZAgentReportLevel),
});
export type TGetAgentReportResponse = z.infer<typeof ZGetAgentReportResponse>;
