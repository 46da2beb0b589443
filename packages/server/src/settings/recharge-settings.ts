import { pickText, type AppLanguage, type TBankSetting, type TRechargeSettings } from '@meridian/protocol';
import { BANK_NAMES, RECHARGE_NAMES } from './demo-names.js';

/** How members pay in (the schema is the protocol's ZRechargeSettings). */
export type {
  TBankSetting,
  TCryptoChannelSetting,
  TOfflineMethodSetting,
  TOnlineChannelSetting,
  TPaymentProviderName,
  TRechargeSettings,
} from '@meridian/protocol';

/** A bank as a member reading `language` sees it in a list. */
export const bankIn = (language: AppLanguage) => (bank: TBankSetting) => ({ code: bank.code, name: pickText(bank.name, language) });

/** Demo values: the addresses are well-formed examples, not wallets anyone holds keys to. */
export const DEFAULT_RECHARGE_SETTINGS: TRechargeSettings = {
  onlineChannels: [{ code: 'sandbox', name: RECHARGE_NAMES.sandbox, provider: 'sandbox', min: '10.00', max: '50000.00' }],
  offlineMethods: [
    {
      code: 'bank_transfer',
      name: RECHARGE_NAMES.bankTransfer,
      min: '50.00',
      max: '100000.00',
      payees: [
        { bankCode: 'HSBC', holder: 'Meridian Payments Ltd', account: '808123456001', branch: 'Central, Hong Kong' },
        { bankCode: 'BOC', holder: 'Meridian Payments Ltd', account: '012875400123456', branch: 'Wan Chai, Hong Kong' },
        { bankCode: 'BCA', holder: 'PT Meridian Pembayaran', account: '5230112233', branch: 'Jakarta Sudirman' },
      ],
    },
  ],
  banks: [
    { code: 'HSBC', name: BANK_NAMES.hsbc },
    { code: 'BOC', name: BANK_NAMES.bocHk },
    { code: 'BCA', name: BANK_NAMES.bca },
    { code: 'ZIRAAT', name: BANK_NAMES.ziraat },
    { code: 'PRIVAT', name: BANK_NAMES.privat },
    { code: 'SANTANDER', name: BANK_NAMES.santander },
  ],
  cryptoChannels: [
    {
      code: 'usdt_trc20',
      coin: 'USDT',
      network: 'TRC20',
      address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
      rate: '1.00',
      min: '10.00',
      max: '100000.00',
    },
    {
      code: 'usdt_erc20',
      coin: 'USDT',
      network: 'ERC20',
      address: '0x742d35Cc6634C0532925a3b844Bc454e4438f44e',
      rate: '1.00',
      min: '50.00',
      max: '100000.00',
    },
  ],
  amounts: { quickAmounts: ['50.00', '100.00', '200.00', '500.00', '1000.00', '5000.00'], min: '10.00', max: '100000.00' },
  openRechargeImg: '',
};
