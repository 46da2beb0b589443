import {
  API,
  CODE,
  ZGetOfflineChannelByCodeRequest,
  ZGetOfflineChannelByCodeResponse,
  ZGetOfflineRechargeMethodRequest,
  ZGetOfflineRechargeMethodResponse,
  ZGetRechargeBanksRequest,
  ZGetRechargeBanksResponse,
  ZOfflineRechargePaymentDetailRequest,
  ZOfflineRechargePaymentDetailResponse,
  formatAmount,
  type TOfflineRechargeMethod,
  type TOfflineRechargePaymentDetail,
  type TRechargeBank,
} from '@meridian/protocol';
import { AppError } from '../../http/app-error.js';
import { defineCall } from '../../http/define-call.js';
import type { TOfflineMethodSetting, TRechargeSettings } from '../../settings/recharge-settings.js';
import { effectiveLimits } from './recharge-amount.js';

/** Offline methods and the payee accounts members transfer to, as the operator configured them. */

export function findOfflineMethod(settings: TRechargeSettings, code: string): TOfflineMethodSetting {
  const method = settings.offlineMethods.find((candidate) => candidate.code === code);
  if (!method) throw new AppError(CODE.NOT_FOUND, 'error.rechargeChannelClosed');
  return method;
}

/** The enabled banks a method has a payee account at, in the order of the bank list. */
export function methodBanks(settings: TRechargeSettings, method: TOfflineMethodSetting): TRechargeBank[] {
  return settings.banks.filter((bank) => method.payees.some((payee) => payee.bankCode === bank.code));
}

/** The payee account of `method` at `bankCode` (or the first one), only at an enabled bank. */
export function payeeAt(settings: TRechargeSettings, method: TOfflineMethodSetting, bankCode?: string): TOfflineRechargePaymentDetail | null {
  const banks = methodBanks(settings, method);
  const bank = bankCode === undefined ? banks[0] : banks.find((candidate) => candidate.code === bankCode);
  const payee = bank && method.payees.find((candidate) => candidate.bankCode === bank.code);
  if (!bank || !payee) return null;
  return { methodCode: method.code, bankCode: bank.code, bankName: bank.name, holder: payee.holder, account: payee.account, branch: payee.branch };
}

function toMethod(method: TOfflineMethodSetting, settings: TRechargeSettings, currency: string): TOfflineRechargeMethod {
  const limits = effectiveLimits(method, settings);
  return { code: method.code, name: method.name, min: formatAmount(limits.min, currency), max: formatAmount(limits.max, currency), currency };
}

export const getOfflineRechargeMethodCall = defineCall({
  path: API.recharge.getOfflineRechargeMethod,
  request: ZGetOfflineRechargeMethodRequest,
  response: ZGetOfflineRechargeMethodResponse,
  async handler({ deps }) {
    const [settings, company] = await Promise.all([deps.settings.get('recharge'), deps.settings.get('company')]);
    // A method without a payee at an enabled bank cannot be paid: it is not offered.
    const list = settings.offlineMethods
      .filter((method) => methodBanks(settings, method).length > 0)
      .map((method) => toMethod(method, settings, company.currency));
    return { list };
  },
});

export const getOfflineChannelByCodeCall = defineCall({
  path: API.recharge.getOfflineChannelByCode,
  request: ZGetOfflineChannelByCodeRequest,
  response: ZGetOfflineChannelByCodeResponse,
  async handler({ deps, input }) {
    const [settings, company] = await Promise.all([deps.settings.get('recharge'), deps.settings.get('company')]);
    const method = findOfflineMethod(settings, input.code);
    return { ...toMethod(method, settings, company.currency), banks: methodBanks(settings, method) };
  },
});

export const getRechargeBanksCall = defineCall({
  path: API.recharge.getEnableBanks,
  request: ZGetRechargeBanksRequest,
  response: ZGetRechargeBanksResponse,
  async handler({ deps, input }) {
    const settings = await deps.settings.get('recharge');
    if (input.methodCode === undefined) return { list: settings.banks };
    return { list: methodBanks(settings, findOfflineMethod(settings, input.methodCode)) };
  },
});

export const offlineRechargePaymentDetailCall = defineCall({
  path: API.recharge.offlineRechargePamentDetail,
  request: ZOfflineRechargePaymentDetailRequest,
  response: ZOfflineRechargePaymentDetailResponse,
  async handler({ deps, input }) {
    const settings = await deps.settings.get('recharge');
    const payee = payeeAt(settings, findOfflineMethod(settings, input.methodCode), input.bankCode);
    if (!payee) throw new AppError(CODE.NOT_FOUND, 'error.rechargeBankClosed');
    return payee;
  },
});
