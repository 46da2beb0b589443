import type { CallDefinition } from '../../http/define-call.js';
import { buyMiningMachineCall } from './buy-mining-machine.js';
import { getProductListCall } from './get-product-list.js';
import { miningOrdersCall } from './mining-orders.js';

export const MINING_CALLS: readonly CallDefinition[] = [getProductListCall, buyMiningMachineCall, miningOrdersCall];
