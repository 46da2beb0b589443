import type { CheckRequestOutcome, KycCheckProvider, KycCheckRequest } from './check-provider.js';
import { KYC_SIGNATURE_HEADER, signKycMessage } from './callback-signature.js';
import type { KycProviderConfig } from './provider-config.js';

/** A provider that has not answered by then is not waited for: the submission waits for operators as it is. */
const REQUEST_TIMEOUT_MS = 10_000;

/** Why a request failed, by its cause's code or the provider's status: never its message (which can quote the address). */
function failureOf(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  if (cause instanceof Error && 'code' in cause && typeof cause.code === 'string') return `network: ${cause.code}`;
  return error instanceof Error && error.name === 'TimeoutError' ? 'network: timeout' : 'network';
}

/**
 * A hosted identity-check provider: each submitted identity is posted to KYC_PROVIDER_URL, signed
 * as the callbacks are (callback-signature.ts), and its verdict comes back later to the callback
 * route. Only the reference, level, document type and country are sent: the pictures stay in the
 * vault (a real provider's own upload flow would be the member's, on the provider's pages).
 */
export function hostedCheckProvider(config: KycProviderConfig): KycCheckProvider {
  return {
    name: 'hosted',
    automated: true,
    async requestCheck(request: KycCheckRequest): Promise<CheckRequestOutcome> {
      const body = JSON.stringify(request);
      try {
        const response = await fetch(config.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', [KYC_SIGNATURE_HEADER]: signKycMessage(config.secret, body, Date.now()) },
          body,
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
          redirect: 'error',
        });
        await response.body?.cancel();
        return response.ok ? { ok: true } : { ok: false, why: `provider answered ${response.status}` };
      } catch (error) {
        return { ok: false, why: failureOf(error) };
      }
    },
  };
}
