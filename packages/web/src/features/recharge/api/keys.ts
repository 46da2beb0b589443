/** Query keys of the recharge feature: one place, so a mutation invalidates exactly what it changed. */
export const RECHARGE_KEYS = {
  all: ['recharge'] as const,
  amountConfig: ['recharge', 'amount-config'] as const,
  banner: ['recharge', 'banner'] as const,
  onlineChannels: ['recharge', 'online-channels'] as const,
  offlineMethods: ['recharge', 'offline-methods'] as const,
  offlineChannel: (code: string) => ['recharge', 'offline-channel', code] as const,
  banks: (methodCode: string) => ['recharge', 'banks', methodCode] as const,
  paymentDetail: (methodCode: string, bankCode: string) => ['recharge', 'payment-detail', methodCode, bankCode] as const,
  cryptoChannels: ['recharge', 'crypto-channels'] as const,
  currencyRate: (channelCode: string) => ['recharge', 'currency-rate', channelCode] as const,
  waitingCryptoOrder: ['recharge', 'waiting-crypto-order'] as const,
  order: (orderNo: string) => ['recharge', 'order', orderNo] as const,
  record: ['recharge', 'record'] as const,
  chainDeposits: ['recharge', 'chain-deposits'] as const,
};
