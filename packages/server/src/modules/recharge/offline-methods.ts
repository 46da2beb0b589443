import { CODE, formatAmount, type AppLanguage, type TOfflineRechargeMethod, type TOfflineRechargePaymentDetail, type TRechargeBank } from '@meridian/protocol';
import { AppError } from '../../http/app-error.js';
import { bankIn, type TOfflineMethodSetting, type TRechargeSettings } from '../../settings/recharge-settings.js';
import { pickText } from '../../i18n/localized-text.js';
import { effectiveLimits } from './recharge-amount.js';

/** Offline methods and the payee accounts members transfer to, as the operator configured them. */

export function findOfflineMethod(settings: TRechargeSettings, code: string): TOfflineMethodSetting {
  const method = settings.offlineMethods.find((candidate) => candidate.code === code);
  if (!method) throw new AppError(CODE.NOT_FOUND, 'error.rechargeChannelClosed');
  return method;
}

/** The enabled banks a method has a payee account at, in the order of the bank list, named in `language`. */
export function methodBanks(settings: TRechargeSettings, method: TOfflineMethodSetting, language: AppLanguage): TRechargeBank[] {
  return settings.banks.filter((bank) => method.payees.some((payee) => payee.bankCode === bank.code)).map(bankIn(language));
}

/** The payee account of `method` at `bankCode` (or the first one), only at an enabled bank. */
export function payeeAt(settings: TRechargeSettings, method: TOfflineMethodSetting, language: AppLanguage, bankCode?: string): TOfflineRechargePaymentDetail | null {
  const banks = methodBanks(settings, method, language);
  const bank = bankCode === undefined ? banks[0] : banks.find((candidate) => candidate.code === bankCode);
  const payee = bank && method.payees.find((candidate) => candidate.bankCode === bank.code);
  if (!bank || !payee) return null;
  return { methodCode: method.code, bankCode: bank.code, bankName: bank.name, holder: payee.holder, account: payee.account, branch: payee.branch };
}

/** A method as the member reads it: its name in `language` and the limits that apply to it. */
export function offlineMethodIn(method: TOfflineMethodSetting, settings: TRechargeSettings, currency: string, language: AppLanguage): TOfflineRechargeMethod {
  const limits = effectiveLimits(method, settings);
  return { code: method.code, name: pickText(method.name, language), min: formatAmount(limits.min, currency), max: formatAmount(limits.max, currency), currency };
}
