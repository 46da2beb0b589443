import type { CallDefinition } from '../../http/define-call.js';
import { cancelRechargeCall } from './cancel-recharge.js';
import { chainDepositsCall } from './chain-deposits.js';
import { demoFaucetCall } from './demo-faucet.js';
import { finishBitcoinOrderCall } from './finish-bitcoin-order.js';
import { getAmountConfigCall } from './get-amount-config.js';
import { getBitcoinRechargeChannelCall } from './get-bitcoin-recharge-channel.js';
import { getCurrencyRateCall } from './get-currency-rate.js';
import { getEnableBanksCall } from './get-enable-banks.js';
import { getOfflineChannelByCodeCall } from './get-offline-channel-by-code.js';
import { getOfflineRechargeMethodCall } from './get-offline-recharge-method.js';
import { getOnlineChannelByCodeCall } from './get-online-channel-by-code.js';
import { getOpenRechargeImgCall } from './get-open-recharge-img.js';
import { getRechargeOrderInfoCall } from './get-order-info.js';
import { getWaitPayCurrencyOrderCall } from './get-wait-pay-currency-order.js';
import { offlineRechargePaymentDetailCall } from './offline-recharge-pament-detail.js';
import { offlineRechargeCall } from './offline-recharge.js';
import { onlineOrderPayCall } from './online-order-pay.js';
import { onlineRechargeCall } from './online-recharge.js';
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
  chainDepositsCall,
  demoFaucetCall,
];
