import type { CallDefinition } from '../../http/define-call.js';
import { endCoolOffCall } from './end-cool-off.js';
import { endExclusionCall } from './end-exclusion.js';
import { excludeSelfCall } from './exclude-self.js';
import { getLimitsCall } from './get-limits.js';
import { setDailyLimitCall } from './set-daily-limit.js';
import { setReminderCall } from './set-reminder.js';
import { startCoolOffCall } from './start-cool-off.js';

export const LIMIT_CALLS: readonly CallDefinition[] = [getLimitsCall, setDailyLimitCall, setReminderCall, startCoolOffCall, endCoolOffCall, excludeSelfCall, endExclusionCall];
