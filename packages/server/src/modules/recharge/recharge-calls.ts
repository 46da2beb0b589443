import type { CallDefinition } from '../../http/define-call.js';
import { cancelRechargeCall } from './cancel-recharge.js';
import { getBitcoinRechargeChannelCall, getCurrencyRateCall } from './crypto-channels.js';
import { finishBitcoinOrderCall } from './finish-bitcoin-order.js';
import { getRechargeOrderInfoCall } from './get-order-info.js';
import { getWaitPayCurrencyOrderCall } from './get-wait-pay-currency-order.js';
import {
  getOfflineChannelByCodeCall,
  getOfflineRechargeMethodCall,
  getEnableBanksCall,
  offlineRechargePaymentDetailCall,
} from './offline-methods.js';
import { offlineRechargeCall } from './offline-recharge.js';
import { getOnlineChannelByCodeCall } from './online-channels.js';
import { onlineOrderPayCall } from './online-order-pay.js';
import { onlineRechargeCall } from './online-recharge.js';
import { getAmountConfigCall, getOpenRechargeImgCall } from './recharge-config-calls.js';
import { rechargeRecordCall } from './recharge-record.js';

export const RECHARGE_CALLS: readonly CallDefinition[] = [
  getOnlineChannelByCodeCall,
  onlineRechargeCall,
  onlineOrderPayCall,
  getOfflineRechargeMethodCall,
  getOfflineChannelByCodeCall,
  getEnableBanksCall,
  offlineRechargePaymentDetailCall,
  offlineRechargeCall,
  getBitcoinRechargeChannelCall,
  getCurrencyRateCall,
  finishBitcoinOrderCall,
  getWaitPayCurrencyOrderCall,
  cancelRechargeCall,
  rechargeRecordCall,
  getRechargeOrderInfoCall,
  getAmountConfigCall,
  getOpenRechargeImgCall,
];
