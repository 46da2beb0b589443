import { z } from 'zod/mini';
import { ZCoinNetwork, ZWithdrawRules } from '../../schemas/withdraw/withdraw-param.js';
import { compareFigures, ZAmountOrZeroText, ZAmountText, ZPercentText } from './decimal-text-fields.js';
import { ZBankSetting } from './recharge-settings.js';

/** Whether `pattern` is a regular expression at all. */
function isPattern(pattern: string): boolean {
  try {
    new RegExp(pattern);
    return true;
  } catch {
    return false;
  }
}

/**
 * How members take money out, as the operator configures it: the published limits and charges
 * (in the platform currency, the company setting's), the banks a card may be of, and the chains a
 * USDT address may be on, each with the shape an address there has. The figures are bounded to
 * the columns each withdrawal keeps them in.
 */
export const ZWithdrawSettings = z.object({
  rules: z
    .extend(z.omit(ZWithdrawRules, { currency: true }), { minAmount: ZAmountText, maxAmount: ZAmountText, taxPercent: ZPercentText, feeAmount: ZAmountOrZeroText })
    .check(z.refine((rules) => compareFigures(rules.minAmount, rules.maxAmount) <= 0, { message: 'the minimum must be above 0 and at most the maximum' })),
  banks: z.array(ZBankSetting),
  networks: z.array(z.object(ZCoinNetwork.shape).check(z.refine((network) => isPattern(network.addressPattern), { message: 'addressPattern must be a regular expression' }))),
  /**
   * A coin withdrawal of at most this much (the platform currency), to an address on the member's
   * whitelist past its wait, goes to the signer without an operator. Absent or 0: every one waits
   * for an operator, as before.
   */
  autoSendMax: z.optional(ZAmountOrZeroText),
});
export type TWithdrawSettings = z.infer<typeof ZWithdrawSettings>;
