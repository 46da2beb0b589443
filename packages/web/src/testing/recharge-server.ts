import { API, CODE, type TRechargeOrderInfo } from '@meridian/protocol';
import { mockServer, type SeenCall, type ServerAnswer } from './envelope-fetch';

/** The demo configuration, as the real server answers it. */
export const CHANNELS = {
  amount: { quickAmounts: ['50.00', '100.00', '500.00', '5000.00'], min: '10.00', max: '100000.00', currency: 'USDT' },
  online: [{ code: 'sandbox', name: 'Sandbox Pay', min: '10.00', max: '50000.00', currency: 'USDT' }],
  offline: [{ code: 'bank_transfer', name: 'Bank transfer', min: '50.00', max: '100000.00', currency: 'USDT' }],
  banks: [
    { code: 'HSBC', name: 'HSBC' },
    { code: 'BOC', name: 'Bank of China (Hong Kong)' },
  ],
  crypto: [
    { code: 'usdt_trc20', coin: 'USDT', network: 'TRC20', address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', rate: '1.00', min: '10.00', max: '100000.00', currency: 'USDT' },
    { code: 'usdt_erc20', coin: 'USDT', network: 'ERC20', address: '0x742d35Cc6634C0532925a3b844Bc454e4438f44e', rate: '1.00', min: '50.00', max: '100000.00', currency: 'USDT' },
  ],
};

export function orderOf(changes: Partial<TRechargeOrderInfo> = {}): TRechargeOrderInfo {
  return {
    orderNo: 'RC2026000001',
    createdAt: Date.UTC(2026, 0, 2, 3, 4),
    mode: 'offline',
    channelCode: 'bank_transfer',
    status: 'pending_review',
    amount: '500.00',
    currency: 'USDT',
    payerName: 'Chan Tai Man',
    bankType: 'Bank of China (Hong Kong)',
    cardNumber: '012875400123456',
    holder: 'Meridian Payments Ltd',
    network: '',
    address: '',
    rate: null,
    coinCount: null,
    txid: '',
    rejectReason: '',
    completedAt: null,
    ...changes,
  };
}

type Override = (call: SeenCall) => ServerAnswer | undefined;

/** A fake server with the demo channels; `override` answers any call first (return undefined to pass). */
export function rechargeServer(override: Override = () => undefined) {
  return mockServer((call) => {
    const answer = override(call);
    if (answer !== undefined) return answer;
    switch (call.path) {
      case API.common.getAmountConfig:
        return { code: CODE.OK, data: CHANNELS.amount };
      case API.common.getOpenRechargeImg:
        return { code: CODE.OK, data: { url: '' } };
      case API.recharge.getOnlineChannelByCode:
        return { code: CODE.OK, data: { list: CHANNELS.online } };
      case API.recharge.getOfflineRechargeMethod:
        return { code: CODE.OK, data: { list: CHANNELS.offline } };
      case API.recharge.getOfflineChannelByCode:
        return { code: CODE.OK, data: { ...CHANNELS.offline[0], banks: CHANNELS.banks } };
      case API.recharge.getEnableBanks:
        return { code: CODE.OK, data: { list: CHANNELS.banks } };
      case API.recharge.getBitcoinRechargeChannel:
        return { code: CODE.OK, data: { list: CHANNELS.crypto } };
      case API.recharge.getCurrencyRate:
        return { code: CODE.OK, data: { coin: 'USDT', currency: 'USDT', rate: '1.00' } };
      case API.recharge.getWaitPayCurrencyOrder:
        return { code: CODE.OK, data: { order: null } };
      case API.recharge.offlineRechargePamentDetail:
        return {
          code: CODE.OK,
          data: { methodCode: 'bank_transfer', bankCode: 'BOC', bankName: 'Bank of China (Hong Kong)', holder: 'Meridian Payments Ltd', account: '012875400123456', branch: 'Wan Chai' },
        };
      case API.member.getBalance:
        return { code: CODE.OK, data: { balance: '10000.00', frozen: '0.00', currency: 'USDT' } };
      default:
        return { code: CODE.OK, data: null };
    }
  });
}

/** The payloads sent to one call (envelope-fetch's payloadsTo, under the name the recharge tests use). */
export { payloadsTo as callsTo } from './envelope-fetch';
