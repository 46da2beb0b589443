import { z } from 'zod';
import { ZMoney } from '../shared.js';
import { ZTeamLevel } from './get-lower-list.js';

/** Calendar periods in the member's time zone: since midnight, since Monday, since the 1st; or ever. */
export const AGENT_REPORT_PERIODS = ['today', 'week', 'month', 'all'] as const;
export const ZAgentReportPeriod = z.enum(AGENT_REPORT_PERIODS);
export type TAgentReportPeriod = z.infer<typeof ZAgentReportPeriod>;

export const ZGetAgentReportRequest = z.object({ period: ZAgentReportPeriod.default('today') }).strict();
export type TGetAgentReportRequest = z.input<typeof ZGetAgentReportRequest>;

/** One level of the team in the period. */
export const ZAgentReportLevel = z.object({
  level: ZTeamLevel,
  /** Members at this level now. */
  members: z.number().int().min(0),
  /** Of them, those who joined in the period. */
  newMembers: z.number().int().min(0),
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
  from: z.number().int().nullable(),
  /** Members up to three levels below, now. */
  teamSize: z.number().int().min(0),
  /** Of them, those who joined in the period. */
  newMembers: z.number().int().min(0),
  teamRecharge: ZMoney,
  teamWithdrawal: ZMoney,
  commissionEarned: ZMoney,
  currency: z.string(),
  byLevel: z.array(ZAgentReportLevel),
});
export type TGetAgentReportResponse = z.infer<typeof ZGetAgentReportResponse>;
