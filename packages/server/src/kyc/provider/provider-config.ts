/**
 * The hosted identity-check provider (issue 41), when one is configured: where the server asks
 * for a check of a submitted identity (`KYC_PROVIDER_URL`) and the secret both sides sign with
 * (`KYC_PROVIDER_SECRET`: the requests the server sends, the callbacks the provider sends back).
 * Neither set: no automated check, and operators review every submission themselves.
 */
export interface KycProviderConfig {
  url: string;
  secret: string;
}

/** A shorter secret is guessable offline from one signed callback. */
const MIN_SECRET_LENGTH = 32;

export function parseKycProviderConfig(env: Record<string, string | undefined>, isProduction: boolean, problems: string[]): KycProviderConfig | undefined {
  const url = env.KYC_PROVIDER_URL?.trim() ?? '';
  const secret = env.KYC_PROVIDER_SECRET?.trim() ?? '';
  if (url === '' && secret === '') return undefined;
  if (url === '' || secret === '') {
    problems.push('KYC_PROVIDER_URL and KYC_PROVIDER_SECRET: set both (a hosted identity-check provider) or neither (operators review every submission)');
    return undefined;
  }
  let parsed: URL | undefined;
  try {
    parsed = new URL(url);
  } catch {
    problems.push(`KYC_PROVIDER_URL: "${url}" is not an address`);
  }
  // Identity details leave the platform here: never in clear over the network in production.
  if (parsed && isProduction && parsed.protocol !== 'https:') problems.push('KYC_PROVIDER_URL: must be https with NODE_ENV=production');
  if (secret.length < MIN_SECRET_LENGTH) problems.push(`KYC_PROVIDER_SECRET: at least ${MIN_SECRET_LENGTH} characters`);
  return { url, secret };
}
