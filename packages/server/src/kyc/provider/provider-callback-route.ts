import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { headerText } from '../../http/serve-calls.js';
import { checkKycSignature, KYC_SIGNATURE_HEADER } from './callback-signature.js';
import { recordCheckVerdict, ZCheckVerdict, type VerdictOutcome } from './check-verdicts.js';
import { kycCheckProvider } from './kyc-check-provider.js';

/** Where a hosted provider posts its verdicts (the callbackUrl each check request carries). */
export const KYC_CALLBACK_PATH = '/kyc/provider/callback';

const STATUS: Record<VerdictOutcome, number> = { recorded: 200, duplicate: 200, unknown_reference: 404 };

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The hosted provider's callback: the signature (and its time) checked over the exact body before
 * anything in it is read, then the verdict kept once per event (check-verdicts.ts). Answers plain
 * JSON, no envelope: the caller is the provider. Served only where a provider is configured.
 */
export function serveKycProviderCallback(app: FastifyInstance, deps: AppDeps): void {
  const config = deps.config.kycProvider;
  if (config === undefined) return;
  const provider = kycCheckProvider(config);
  app.post(KYC_CALLBACK_PATH, async (request, reply) => {
    const body = typeof request.body === 'string' ? request.body : '';
    const signature = checkKycSignature(config.secret, body, headerText(request, KYC_SIGNATURE_HEADER) ?? '', deps.clock.now());
    if (signature !== 'ok') {
      request.log.warn({ why: signature }, 'identity-check callback refused');
      return reply.code(401).send({ ok: false, error: signature });
    }
    const parsed = ZCheckVerdict.safeParse(parseJson(body));
    if (!parsed.success) return reply.code(400).send({ ok: false, error: 'bad_body' });
    const outcome = await recordCheckVerdict(deps.db, provider.name, parsed.data, new Date(deps.clock.now()));
    if (outcome === 'unknown_reference') request.log.warn({ reference: parsed.data.reference }, 'identity-check callback for no submission');
    return reply.code(STATUS[outcome]).send({ ok: STATUS[outcome] === 200, result: outcome });
  });
}
