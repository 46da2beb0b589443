import { Decimal } from 'decimal.js';
import { z } from 'zod';
import { ZCoinNetwork, ZWithdrawBank, ZWithdrawRules } from '@meridian/protocol';

/**
 * How members take money out, as the operator configures it: the published limits and charges
 * (in the platform currency, the company setting's), the banks a card may be of, and the chains a
 * USDT address may be on, each with the shape an address there has.
 */
export const ZWithdrawSettings = z.object({
  rules: ZWithdrawRules.omit({ currency: true }).refine(
    (rules) => new Decimal(rules.minAmount).greaterThan(0) && new Decimal(rules.minAmount).lessThanOrEqualTo(rules.maxAmount),
    { message: 'the minimum must be above 0 and at most the maximum' },
  ),
  banks: z.array(ZWithdrawBank),
  networks: z.array(
    ZCoinNetwork.refine(
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
    { code: 'HSBC', name: 'HSBC' },
    { code: 'BOCHK', name: 'Bank of China (Hong Kong)' },
    { code: 'BCA', name: 'Bank Central Asia' },
    { code: 'MANDIRI', name: 'Bank Mandiri' },
    { code: 'ZIRAAT', name: 'Ziraat Bankası' },
    { code: 'GARANTI', name: 'Garanti BBVA' },
    { code: 'PRIVATBANK', name: 'PrivatBank' },
    { code: 'MONOBANK', name: 'monobank' },
    { code: 'SANTANDER', name: 'Banco Santander' },
    { code: 'BBVA', name: 'BBVA' },
  ],
  networks: [
    { network: 'TRC20', addressPattern: '^T[1-9A-HJ-NP-Za-km-z]{33}$' },
    { network: 'ERC20', addressPattern: '^0x[0-9a-fA-F]{40}$' },
    { network: 'BEP20', addressPattern: '^0x[0-9a-fA-F]{40}$' },
  ],
};
