import type { CallDefinition } from '../../http/define-call.js';
import { getContractOrderPageCall } from './get-order-page.js';
import { getSecondsOptionCalls } from './get-seconds-option.js';
import { getTransparencyCall } from './get-transparency.js';
import { getTypeOptionCall } from './get-type-option.js';
import { signContractCall } from './sign-contract.js';

export const CONTRACT_CALLS: readonly CallDefinition[] = [getTypeOptionCall, ...getSecondsOptionCalls, signContractCall, getContractOrderPageCall, getTransparencyCall];
