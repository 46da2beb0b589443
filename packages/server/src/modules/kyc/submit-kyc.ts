import { eq } from 'drizzle-orm';
import { API, CODE, requiredKycDocuments, ZSubmitKycRequest, ZSubmitKycResponse, type TIdDocumentType, type TSubmitKycRequest } from '@meridian/protocol';
import { kycDocuments, kycSubmissions } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { defineCall, requireSession } from '../../http/define-call.js';
import { memberKycLevel } from '../../kyc/member-level.js';
import { checkColumnsAtSubmit, requestCheckOf } from '../../kyc/provider/start-check.js';
import { picturesMissing, refuseUnlessAccepted, refuseUnlessDraftOf, refuseUnlessNextLevel } from './kyc-refusals.js';
import { kycSubmissionAnswer, openKycSubmission } from './kyc-submission-store.js';

/** What a submission says of its document: level 2's three, none for level 3 (a proof of address is its picture). */
interface DocumentDetails {
  documentType: TIdDocumentType | null;
  documentNumber: string | null;
  country: string | null;
}

const DETAIL_FIELDS = ['documentType', 'documentNumber', 'country'] as const;

/** Level 2's details, all three, or INVALID_PARAMS naming those missing (the message the first, `fields` every one). */
function documentDetails(input: TSubmitKycRequest): DocumentDetails {
  if (input.level === 3) return { documentType: null, documentNumber: null, country: null };
  const { documentType, documentNumber, country } = input;
  if (documentType !== undefined && documentNumber !== undefined && country !== undefined) return { documentType, documentNumber, country };
  const missing = DETAIL_FIELDS.filter((field) => input[field] === undefined);
  throw new AppError(CODE.INVALID_PARAMS, 'rule.required', { field: missing[0] ?? 'documentType' }, { fields: missing });
}

/**
 * Sends the member's draft for review, once it holds every picture its level and document ask
 * for (level 2's documents and selfie as the `kyc` setting says now). From then on it is the operator's to decide; the member can only withdraw it. A hosted
 * provider, where one is configured, is asked for its automated check (advice for the operator).
 */
export const submitKycCall = defineCall({
  path: API.kyc.submitKyc,
  request: ZSubmitKycRequest,
  response: ZSubmitKycResponse,
  async handler(context) {
    const { deps, input, language } = context;
    const { memberId } = requireSession(context);
    const details = documentDetails(input);
    const kycSetting = await deps.settings.get('kyc');
    refuseUnlessAccepted(details.documentType, kycSetting);
    refuseUnlessNextLevel(await memberKycLevel(deps.db, memberId), input.level);
    const at = new Date(deps.clock.now());
    const submitted = await deps.db.transaction(async (tx) => {
      const open = await openKycSubmission(tx, memberId, { lock: true });
      if (!open) throw new AppError(CODE.KYC_STATE, 'error.kycNoDraft', { level: input.level });
      refuseUnlessDraftOf(open, input.level);
      const held = new Set((await tx.select({ kind: kycDocuments.kind }).from(kycDocuments).where(eq(kycDocuments.submissionId, open.id))).map((row) => row.kind));
      const missing = requiredKycDocuments(input.level, details.documentType, kycSetting).filter((kind) => !held.has(kind));
      if (missing.length > 0) throw picturesMissing(missing, language);
      const [row] = await tx
        .update(kycSubmissions)
        .set({ ...details, ...checkColumnsAtSubmit(deps), status: 'submitted', submittedAt: at })
        .where(eq(kycSubmissions.id, open.id))
        .returning();
      if (!row) throw new Error(`identity submission ${open.id} was not updated`);
      return row;
    });
    await requestCheckOf(deps, submitted, context.log);
    return kycSubmissionAnswer(deps.db, submitted);
  },
});
