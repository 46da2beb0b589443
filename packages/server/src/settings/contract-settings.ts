import type { TContractSettings } from '@meridian/protocol';

/** Second contracts' terms (the schema is the protocol's ZContractSettings). */
export type { TContractSecondsSetting, TContractSettings } from '@meridian/protocol';

export const DEFAULT_CONTRACT_SETTINGS: TContractSettings = {
  options: [
    { seconds: 30, yieldPercent: '80', minAmount: '10', maxAmount: '5000' },
    { seconds: 60, yieldPercent: '85', minAmount: '10', maxAmount: '10000' },
    { seconds: 120, yieldPercent: '88', minAmount: '50', maxAmount: '20000' },
    { seconds: 300, yieldPercent: '90', minAmount: '100', maxAmount: '50000' },
  ],
  allnames: null,
};
