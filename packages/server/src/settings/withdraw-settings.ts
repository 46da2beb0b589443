import type { TWithdrawSettings } from '@meridian/protocol';
import { BANK_NAMES } from './demo-names.js';

/** How members take money out (the schema is the protocol's ZWithdrawSettings). */
export type { TWithdrawSettings } from '@meridian/protocol';

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
