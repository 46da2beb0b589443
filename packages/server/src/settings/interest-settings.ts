import type { TInterestSettings } from '@meridian/protocol';

/** The interest wallet's terms (the schema is the protocol's ZInterestSettings). */
export { ZInterestSettings, type TInterestSettings } from '@meridian/protocol';

export const DEFAULT_INTEREST_SETTINGS: TInterestSettings = {
  minAmount: '100',
  dailyRatePercent: '0.5',
  holdDays: 7,
  handlingPercent: '2',
};
