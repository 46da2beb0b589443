import type { CallDefinition } from '../../http/define-call.js';
import { buyInCall } from './buy-in.js';
import { extractOutCall } from './extract-out.js';
import { getOrderListCall } from './get-order-list.js';

export const INTEREST_CALLS: readonly CallDefinition[] = [buyInCall, extractOutCall, getOrderListCall];
