import type { CallDefinition } from '../../http/define-call.js';
import { getSecondsOptionCalls, getTypeOptionCall } from './get-options.js';
import { getContractOrderPageCall } from './get-order-page.js';
import { getTransparencyCall } from './get-transparency.js';
import { signContractCall } from './sign-contract.js';

export const CONTRACT_CALLS: readonly CallDefinition[] = [getTypeOptionCall, ...getSecondsOptionCalls, signContractCall, getContractOrderPageCall, getTransparencyCall];
