import type { CallDefinition } from '../../http/define-call.js';
import { getActivityInfoCall } from './get-activity-info.js';
import { getActivityPageCall } from './get-activity-page.js';

export const ACTIVITY_CALLS: readonly CallDefinition[] = [getActivityPageCall, getActivityInfoCall];
