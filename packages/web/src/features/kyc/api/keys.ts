/** Every query of the member's identity verification starts with this: the member's own data. */
export const KYC_KEY = ['member', 'kyc'] as const;
