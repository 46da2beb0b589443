import type { CallDefinition } from '../http/define-call.js';
import { AUTH_CALLS } from './auth/auth-calls.js';
import { BILL_CALLS } from './bill/bill-calls.js';
import { MARKET_CALLS } from './market/market-calls.js';
import { COMMON_CALLS } from './common/common-calls.js';
import { CONTENT_CALLS } from './content/content-calls.js';
import { CONTRACT_CALLS } from './contract/contract-calls.js';
import { INTEREST_CALLS } from './interest/interest-calls.js';
import { MEMBER_CALLS } from './member/member-calls.js';
import { MINING_CALLS } from './mining/mining-calls.js';
import { PROOF_CALLS } from './proof/proof-calls.js';
import { RECHARGE_CALLS } from './recharge/recharge-calls.js';
import { TASK_CALLS } from './task/task-calls.js';
import { WITHDRAW_CALLS } from './withdraw/withdraw-calls.js';
import { LETTER_CALLS } from './letter/letter-calls.js';
import { SECURITY_CALLS } from './security/security-calls.js';
import { LIMIT_CALLS } from './limit/limit-calls.js';
import { LIABILITY_CALLS } from './liability/liability-calls.js';
import { SUPPORT_CALLS } from './support/support-calls.js';
import { ADDRESS_CALLS } from './address/address-calls.js';
import { AGENT_CALLS } from './agent/agent-calls.js';
import { ACTIVITY_CALLS } from './activity/activity-calls.js';
import { NOTIFICATION_CALLS } from './notification/notification-calls.js';
import { ALERT_CALLS } from './alert/alert-calls.js';
import { PUSH_CALLS } from './push/push-calls.js';
import { KYC_CALLS } from './kyc/kyc-calls.js';

/** Every member call the server answers, each module's in turn (serve-calls.ts serves them; tests walk them). */
export const ALL_CALLS: readonly CallDefinition[] = [
  ...AUTH_CALLS,
  ...MEMBER_CALLS,
  ...COMMON_CALLS,
  ...CONTENT_CALLS,
  ...MARKET_CALLS,
  ...BILL_CALLS,
  ...RECHARGE_CALLS,
  ...WITHDRAW_CALLS,
  ...MINING_CALLS,
  ...INTEREST_CALLS,
  ...CONTRACT_CALLS,
  ...TASK_CALLS,
  ...LETTER_CALLS,
  ...ADDRESS_CALLS,
  ...AGENT_CALLS,
  ...ACTIVITY_CALLS,
  ...SUPPORT_CALLS,
  ...SECURITY_CALLS,
  ...LIMIT_CALLS,
  ...LIABILITY_CALLS,
  ...PROOF_CALLS,
  ...NOTIFICATION_CALLS,
  ...ALERT_CALLS,
  ...PUSH_CALLS,
  ...KYC_CALLS,
];
