import { z } from 'zod/mini';
import { ZAmountText } from './decimal-text-fields.js';
import { ZLocalizedText } from './localized-text-fields.js';

/**
 * How members can pay in, as the operator configures it: online channels (each through a payment
 * provider), offline bank-transfer methods with the payee accounts members transfer to, the banks
 * that may be chosen, crypto deposit channels with their rate, the recharge page's amounts and its
 * banner. Amounts are in the platform currency (the company setting's).
 */

/** The payment providers the server has an adapter for. */
export const PAYMENT_PROVIDERS = ['sandbox'] as const;
export const ZPaymentProviderName = z.enum(PAYMENT_PROVIDERS);
export type TPaymentProviderName = z.infer<typeof ZPaymentProviderName>;

const ZCode = z.string().check(z.trim(), z.minLength(1), z.maxLength(40));

export const ZOnlineChannelSetting = z.object({
  code: ZCode,
  name: ZLocalizedText,
  provider: ZPaymentProviderName,
  min: ZAmountText,
  max: ZAmountText,
});
export type TOnlineChannelSetting = z.infer<typeof ZOnlineChannelSetting>;

export const ZPayeeAccountSetting = z.object({
  bankCode: ZCode,
  holder: z.string().check(z.minLength(1)),
  account: z.string().check(z.minLength(1)),
  branch: z.string(),
});
export type TPayeeAccountSetting = z.infer<typeof ZPayeeAccountSetting>;

export const ZOfflineMethodSetting = z.object({
  code: ZCode,
  name: ZLocalizedText,
  min: ZAmountText,
  max: ZAmountText,
  payees: z.array(ZPayeeAccountSetting),
});
export type TOfflineMethodSetting = z.infer<typeof ZOfflineMethodSetting>;

/** A bank members choose (to pay in, or to bind a card of), with its name in each language. */
export const ZBankSetting = z.object({ code: ZCode, name: ZLocalizedText });
export type TBankSetting = z.infer<typeof ZBankSetting>;

export const ZCryptoChannelSetting = z.object({
  code: ZCode,
  coin: z.string().check(z.minLength(1)),
  network: z.string().check(z.minLength(1)),
  address: z.string().check(z.minLength(1)),
  /** Platform currency per coin. */
  rate: ZAmountText,
  min: ZAmountText,
  max: ZAmountText,
});
export type TCryptoChannelSetting = z.infer<typeof ZCryptoChannelSetting>;

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
