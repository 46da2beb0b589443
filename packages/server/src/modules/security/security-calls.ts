import type { CallDefinition } from '../../http/define-call.js';
import { beginTwoStepCall } from './begin-two-step.js';
import { confirmTwoStepCall } from './confirm-two-step.js';
import { disableTwoStepCall } from './disable-two-step.js';
import { getTwoStepCall } from './get-two-step.js';

export const SECURITY_CALLS: readonly CallDefinition[] = [getTwoStepCall, beginTwoStepCall, confirmTwoStepCall, disableTwoStepCall];
