import type { CallDefinition } from '../../http/define-call.js';
import { getCountdownCall } from './get-countdown.js';
import { getGoodsOrderInfoCall } from './get-goods-order-info.js';
import { getGoodsOrderListCall } from './get-goods-order-list.js';
import { getTaskInfoCall } from './get-task-info.js';
import { grabGoodsOrderCall } from './grab-goods-order.js';
import { payGoodsOrderCall } from './pay-goods-order.js';

export const TASK_CALLS: readonly CallDefinition[] = [
  getTaskInfoCall,
  getCountdownCall,
  grabGoodsOrderCall,
  payGoodsOrderCall,
  getGoodsOrderListCall,
  getGoodsOrderInfoCall,
];
