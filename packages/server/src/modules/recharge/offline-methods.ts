import {
  API,
  CODE,
  ZGetOfflineChannelByCodeRequest,
  ZGetOfflineChannelByCodeResponse,
  ZGetOfflineRechargeMethodRequest,
  ZGetOfflineRechargeMethodResponse,
  ZRechargeGetEnableBanksRequest,
  ZRechargeGetEnableBanksResponse,
  ZOfflineRechargePaymentDetailRequest,
  ZOfflineRechargePaymentDetailResponse,
  formatAmount,
  type TOfflineRechargeMethod,
  type TOfflineRechargePaymentDetail,
  type AppLanguage,
  type TRechargeBank,
} from '@meridian/protocol';
import { AppError } from '../../http/app-error.js';
import { defineCall } from '../../http/define-call.js';
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

function toMethod(method: TOfflineMethodSetting, settings: TRechargeSettings, currency: string, language: AppLanguage): TOfflineRechargeMethod {
  const limits = effectiveLimits(method, settings);
  return { code: method.code, name: pickText(method.name, language), min: formatAmount(limits.min, currency), max: formatAmount(limits.max, currency), currency };
}

export const getOfflineRechargeMethodCall = defineCall({
  path: API.recharge.getOfflineRechargeMethod,
  request: ZGetOfflineRechargeMethodRequest,
  response: ZGetOfflineRechargeMethodResponse,
  async handler({ deps, language }) {
    const [settings, company] = await Promise.all([deps.settings.get('recharge'), deps.settings.get('company')]);
    // A method without a payee at an enabled bank cannot be paid: it is not offered.
    const list = settings.offlineMethods
      .filter((method) => methodBanks(settings, method, language).length > 0)
      .map((method) => toMethod(method, settings, company.currency, language));
    return { list };
  },
});

export const getOfflineChannelByCodeCall = defineCall({
  path: API.recharge.getOfflineChannelByCode,
  request: ZGetOfflineChannelByCodeRequest,
  response: ZGetOfflineChannelByCodeResponse,
  async handler({ deps, input, language }) {
    const [settings, company] = await Promise.all([deps.settings.get('recharge'), deps.settings.get('company')]);
    const method = findOfflineMethod(settings, input.code);
    return { ...toMethod(method, settings, company.currency, language), banks: methodBanks(settings, method, language) };
  },
});

export const getEnableBanksCall = defineCall({
  path: API.recharge.getEnableBanks,
  request: ZRechargeGetEnableBanksRequest,
  response: ZRechargeGetEnableBanksResponse,
  async handler({ deps, input, language }) {
    const settings = await deps.settings.get('recharge');
    if (input.methodCode === undefined) return { list: settings.banks.map(bankIn(language)) };
    return { list: methodBanks(settings, findOfflineMethod(settings, input.methodCode), language) };
  },
});

export const offlineRechargePaymentDetailCall = defineCall({
  path: API.recharge.offlineRechargePamentDetail,
  request: ZOfflineRechargePaymentDetailRequest,
  response: ZOfflineRechargePaymentDetailResponse,
  async handler({ deps, input, language }) {
    const settings = await deps.settings.get('recharge');
    const payee = payeeAt(settings, findOfflineMethod(settings, input.methodCode), language, input.bankCode);
    if (!payee) throw new AppError(CODE.NOT_FOUND, 'error.rechargeBankClosed');
    return payee;
  },
});
