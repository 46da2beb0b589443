import { Decimal } from 'decimal.js';
import { currencyScale, formatAmount, isMoneyAmount } from '@meridian/protocol';
import { invalidField } from '../../http/app-error.js';
import type { TRechargeSettings } from '../../settings/recharge-settings.js';

export interface AmountLimits {
  readonly min: string;
  readonly max: string;
}

/**
 * The limits an order must keep: the channel's, narrowed by the overall ones of the amount config
 * (the recharge page shows the latter).
 */
export function effectiveLimits(channel: AmountLimits, settings: TRechargeSettings): AmountLimits {
  return {
    min: Decimal.max(channel.min, settings.amounts.min).toFixed(),
    max: Decimal.min(channel.max, settings.amounts.max).toFixed(),
  };
}

/**
 * A positive amount at the currency's scale within `limits`, or INVALID_PARAMS naming `field`
 * with the limits in the message.
 */
export function checkedAmount(field: string, text: string, currency: string, limits: AmountLimits): Decimal {
  const params = { min: formatAmount(limits.min, currency), max: formatAmount(limits.max, currency), currency, scale: currencyScale(currency) };
  if (!isMoneyAmount(text, currency)) throw invalidField(field, 'rule.rechargeAmount', params);
  const amount = new Decimal(text);
  if (amount.lessThan(limits.min) || amount.greaterThan(limits.max)) throw invalidField(field, 'rule.rechargeAmount', params);
  return amount;
}
