import type { CallDefinition } from '../../http/define-call.js';
import { getAgentReportCall } from './get-agent-report.js';
import { getInviteInfoCall } from './get-invite-info.js';
import { getLowerListCall } from './get-lower-list.js';

export const AGENT_CALLS: readonly CallDefinition[] = [getInviteInfoCall, getLowerListCall, getAgentReportCall];
