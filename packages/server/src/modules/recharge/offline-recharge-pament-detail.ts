import { API, CODE, ZOfflineRechargePaymentDetailRequest, ZOfflineRechargePaymentDetailResponse } from '@meridian/protocol';
import { AppError } from '../../http/app-error.js';
import { defineCall } from '../../http/define-call.js';
import { findOfflineMethod, payeeAt } from './offline-methods.js';

/** The payee account a member transfers to, for an offline method at a bank. */
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
