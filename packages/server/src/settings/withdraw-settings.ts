import { Decimal } from 'decimal.js';
import { z } from 'zod';
import { ZCoinNetwork, ZWithdrawRules } from '@meridian/protocol';
import { ZAmountOrZeroText, ZAmountText, ZPercentText } from '../money/decimal-text-fields.js';
import { BANK_NAMES } from './demo-names.js';
import { ZBankSetting } from './recharge-settings.js';

/**
 * How members take money out, as the operator configures it: the published limits and charges
 * (in the platform currency, the company setting's), the banks a card may be of, and the chains a
 * USDT address may be on, each with the shape an address there has.
 */
export const ZWithdrawSettings = z.object({
  // The contract's rules and networks are zod/mini objects: classic copies of their fields take the
  // refinements, and the figures are bounded to the columns each withdrawal keeps them in.
  rules: z
    .object(ZWithdrawRules.shape)
    .omit({ currency: true })
    .extend({ minAmount: ZAmountText, maxAmount: ZAmountText, taxPercent: ZPercentText, feeAmount: ZAmountOrZeroText })
    .refine((rules) => new Decimal(rules.minAmount).lessThanOrEqualTo(rules.maxAmount), { message: 'the minimum must be above 0 and at most the maximum' }),
  banks: z.array(ZBankSetting),
  networks: z.array(
    z.object(ZCoinNetwork.shape).refine(
      (network) => {
        try {
          new RegExp(network.addressPattern);
          return true;
        } catch {
          return false;
        }
      },
      { message: 'addressPattern must be a regular expression' },
    ),
  ),
});
export type TWithdrawSettings = z.infer<typeof ZWithdrawSettings>;

export const DEFAULT_WITHDRAW_SETTINGS: TWithdrawSettings = {
  rules: { minAmount: '10', maxAmount: '50000', dailyCount: 3, freeCount: 1, taxPercent: '1', feeAmount: '0' },
  banks: [
    { code: 'HSBC', name: BANK_NAMES.hsbc },
    { code: 'BOCHK', name: BANK_NAMES.bocHk },
    { code: 'BCA', name: BANK_NAMES.bca },
    { code: 'MANDIRI', name: BANK_NAMES.mandiri },
    { code: 'ZIRAAT', name: BANK_NAMES.ziraat },
    { code: 'GARANTI', name: BANK_NAMES.garanti },
    { code: 'PRIVATBANK', name: BANK_NAMES.privat },
    { code: 'MONOBANK', name: BANK_NAMES.mono },
    { code: 'SANTANDER', name: BANK_NAMES.santander },
    { code: 'BBVA', name: BANK_NAMES.bbva },
  ],
  networks: [
    { network: 'TRC20', addressPattern: '^T[1-9A-HJ-NP-Za-km-z]{33}$' },
    { network: 'ERC20', addressPattern: '^0x[0-9a-fA-F]{40}$' },
    { network: 'BEP20', addressPattern: '^0x[0-9a-fA-F]{40}$' },
  ],
};
