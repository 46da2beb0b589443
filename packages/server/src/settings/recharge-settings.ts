import { z } from 'zod';
import type { AppLanguage } from '@meridian/protocol';
import { pickText, ZLocalizedText } from '../i18n/localized-text.js';
import { ZAmountText } from '../money/decimal-text-fields.js';
import { BANK_NAMES, RECHARGE_NAMES } from './demo-names.js';

/**
 * How members can pay in, as the operator configures it: online channels (each through a payment
 * provider), offline bank-transfer methods with the payee accounts members transfer to, the banks
 * that may be chosen, crypto deposit channels with their rate, the recharge page's amounts and its
 * banner. Amounts are in the platform currency (the company setting's).
 */
export const PAYMENT_PROVIDERS = ['sandbox'] as const;
export const ZPaymentProviderName = z.enum(PAYMENT_PROVIDERS);
export type TPaymentProviderName = z.infer<typeof ZPaymentProviderName>;

const ZCode = z.string().trim().min(1).max(40);

export const ZOnlineChannelSetting = z.object({
  code: ZCode,
  name: ZLocalizedText,
  provider: ZPaymentProviderName,
  min: ZAmountText,
  max: ZAmountText,
});

export const ZPayeeAccountSetting = z.object({
  bankCode: ZCode,
  holder: z.string().min(1),
  account: z.string().min(1),
  branch: z.string(),
});

export const ZOfflineMethodSetting = z.object({
  code: ZCode,
  name: ZLocalizedText,
  min: ZAmountText,
  max: ZAmountText,
  payees: z.array(ZPayeeAccountSetting),
});

/** A bank members choose (to pay in, or to bind a card of), with its name in each language. */
export const ZBankSetting = z.object({ code: ZCode, name: ZLocalizedText });
export type TBankSetting = z.infer<typeof ZBankSetting>;

/** A bank as a member reading `language` sees it in a list. */
export const bankIn = (language: AppLanguage) => (bank: TBankSetting) => ({ code: bank.code, name: pickText(bank.name, language) });

export const ZCryptoChannelSetting = z.object({
  code: ZCode,
  coin: z.string().min(1),
  network: z.string().min(1),
  address: z.string().min(1),
  /** Platform currency per coin. */
  rate: ZAmountText,
  min: ZAmountText,
  max: ZAmountText,
});

export const ZRechargeSettings = z.object({
  onlineChannels: z.array(ZOnlineChannelSetting),
  offlineMethods: z.array(ZOfflineMethodSetting),
  banks: z.array(ZBankSetting),
  cryptoChannels: z.array(ZCryptoChannelSetting),
  amounts: z.object({ quickAmounts: z.array(ZAmountText), min: ZAmountText, max: ZAmountText }),
  /** The recharge page's banner; empty for none. */
  openRechargeImg: z.string(),
});
export type TRechargeSettings = z.infer<typeof ZRechargeSettings>;
export type TOnlineChannelSetting = z.infer<typeof ZOnlineChannelSetting>;
export type TOfflineMethodSetting = z.infer<typeof ZOfflineMethodSetting>;
export type TCryptoChannelSetting = z.infer<typeof ZCryptoChannelSetting>;

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
