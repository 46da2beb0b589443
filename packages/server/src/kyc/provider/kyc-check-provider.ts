import type { KycCheckProvider } from './check-provider.js';
import { hostedCheckProvider } from './hosted-check-provider.js';
import type { KycProviderConfig } from './provider-config.js';

/** The local provider: no automated check; the operators' own review in the console. */
const manualReview: KycCheckProvider = {
  name: 'manual',
  automated: false,
  requestCheck: () => Promise.resolve({ ok: true }),
};

/** The configured provider: the hosted one where KYC_PROVIDER_URL is set, else the operators' manual review. */
export function kycCheckProvider(config: KycProviderConfig | undefined): KycCheckProvider {
  return config === undefined ? manualReview : hostedCheckProvider(config);
}
