import type { TIdDocumentType } from '@meridian/protocol';

/** What a provider is told of a submission: never its pictures' keys, never the member's name. */
export interface KycCheckRequest {
  /** The submission's reference with this provider: what its callback names. */
  reference: string;
  level: number;
  documentType: TIdDocumentType | null;
  country: string | null;
  /** Where the provider posts its verdict (provider-callback-route.ts). */
  callbackUrl: string;
}

/** Why asking for a check failed, in words for operators (never the provider's address). */
export type CheckRequestOutcome = { ok: true } | { ok: false; why: string };

/**
 * An automated identity check (issue 41). It advises and never decides: its verdict is kept on
 * the submission for the reviewing operator, who approves or rejects it in the console as with
 * any other. `manual` is the local one: no automated check, the operators' own review. A hosted
 * provider (hosted-check-provider.ts) is asked when a submission is sent and answers later
 * through a signed callback.
 */
export interface KycCheckProvider {
  readonly name: string;
  /** Whether submissions get an automated check at all (`false`: the operators' review alone). */
  readonly automated: boolean;
  requestCheck(request: KycCheckRequest): Promise<CheckRequestOutcome>;
}
