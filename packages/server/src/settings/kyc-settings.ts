import { DEFAULT_KYC_IDENTITY_ASKS, type TKycSettings } from '@meridian/protocol';

/**
 * Until the owner sets them: a member who proved nothing withdraws up to 1,000 a day and 5,000 in
 * 30 days; each level raises that tenfold; a proof of address removes the 24-hour limit. Decided
 * submissions' pictures are kept 90 days (long enough for a dispute, not for ever). Level 2 takes
 * any of the three documents, with a selfie holding it.
 */
export const DEFAULT_KYC_SETTINGS: TKycSettings = {
  limits: [
    { withdraw24h: '1000', withdraw30d: '5000' },
    { withdraw24h: '10000', withdraw30d: '50000' },
    { withdraw24h: '100000', withdraw30d: '500000' },
    { withdraw24h: '', withdraw30d: '5000000' },
  ],
  retentionDays: 90,
  documentTypes: [...DEFAULT_KYC_IDENTITY_ASKS.documentTypes],
  selfieRequired: DEFAULT_KYC_IDENTITY_ASKS.selfieRequired,
};
