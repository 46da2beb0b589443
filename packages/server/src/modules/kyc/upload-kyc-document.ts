import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { API, CODE, KYC_DOCUMENT_MAX_BYTES, kycDocumentsOfLevel, ZUploadKycDocumentRequest, ZUploadKycDocumentResponse, type TUploadKycDocumentRequest } from '@meridian/protocol';
import { kycDocuments } from '../../db/schema/index.js';
import type { Db } from '../../db/types.js';
import { AppError, invalidField } from '../../http/app-error.js';
import { dataUrlBodyLimit } from '../../http/data-url-body-limit.js';
import { defineCall, requireSession, type AdmissionContext } from '../../http/define-call.js';
import { cleanDocumentPicture } from '../../kyc/document-picture.js';
import { sealDocument } from '../../kyc/document-vault.js';
import { memberKycLevel } from '../../kyc/member-level.js';
import { deleteKycDocumentFiles, writeKycDocumentFile } from './kyc-document-files.js';
import { refuseUnlessDraftOf, refuseUnlessNextLevel, requireVaultKey } from './kyc-refusals.js';
import { kycSubmissionAnswer, lockedOpenOrNewDraft, openKycSubmission } from './kyc-submission-store.js';

/**
 * The largest body as sent, computed as upload-img.ts computes its own: the largest picture as a
 * data URL (base64), inside JSON, encrypted and base64 again, plus room.
 */
const KYC_UPLOAD_BODY_LIMIT_BYTES = dataUrlBodyLimit(KYC_DOCUMENT_MAX_BYTES);

const pictureTooLarge = () => invalidField('image', 'rule.imageTooLarge', { maxMb: KYC_DOCUMENT_MAX_BYTES / (1024 * 1024) });

/**
 * Before the body is read: a member, on a server that takes documents, within their uploads and
 * their address's. Each body is up to 14 MB to receive and decrypt, and a picture to decode.
 */
async function admitKycUpload({ deps, ip, session }: AdmissionContext): Promise<void> {
  if (!session) throw new AppError(CODE.SESSION_INVALID, 'error.sessionInvalid');
  requireVaultKey(deps);
  // The member's own limit first: their flood must not use up the room of others at their address.
  await deps.limiter.enforce(deps.config.limits.kycUploadPerMember, String(session.memberId));
  await deps.limiter.enforce(deps.config.limits.kycUploadPerIp, ip);
}

/** Refused before the picture is decoded: the step the member asks for is not theirs to take now. */
async function refuseUnlessUploadable(db: Db, memberId: number, input: TUploadKycDocumentRequest): Promise<void> {
  refuseUnlessNextLevel(await memberKycLevel(db, memberId), input.level);
  if (!kycDocumentsOfLevel(input.level).includes(input.kind)) throw new AppError(CODE.KYC_STATE, 'error.kycKindNotOfLevel', { level: input.level });
  const open = await openKycSubmission(db, memberId);
  if (open) refuseUnlessDraftOf(open, input.level);
}

/** The picture as kept (upright, re-encoded, no metadata), or its problem on the field `image`. */
async function keptPicture(image: string): Promise<Buffer> {
  const cleaned = await cleanDocumentPicture(Buffer.from(image.slice(image.indexOf(',') + 1), 'base64'));
  if ('picture' in cleaned) return cleaned.picture;
  switch (cleaned.problem) {
    case 'tooLarge':
      throw pictureTooLarge();
    case 'notAPicture':
      throw invalidField('image', 'error.kycNotAPicture');
    case 'unreadable':
      throw invalidField('image', 'error.kycPictureUnreadable');
  }
}

/**
 * Adds one picture to the member's draft for its level, made at the first picture. The picture is
 * sealed under a random id and written before its row commits; the row then replaces the one of
 * the same kind, whose file goes once the replacement is committed. A refusal in the transaction
 * (the draft was sent or withdrawn meanwhile) takes the new file away again: nothing stays.
 */
export const uploadKycDocumentCall = defineCall({
  path: API.kyc.uploadKycDocument,
  request: ZUploadKycDocumentRequest,
  response: ZUploadKycDocumentResponse,
  largeBody: { limit: KYC_UPLOAD_BODY_LIMIT_BYTES, admit: admitKycUpload, tooLarge: pictureTooLarge() },
  async handler(context) {
    const { deps, input } = context;
    const { memberId } = requireSession(context);
    const vaultKey = requireVaultKey(deps);
    await refuseUnlessUploadable(deps.db, memberId, input);
    const picture = await keptPicture(input.image);

    const documentId = randomUUID();
    const sealed = sealDocument(vaultKey, documentId, picture);
    await writeKycDocumentFile(deps.config.dataDir, documentId, sealed.file);
    const at = new Date(deps.clock.now());
    const added = await deps.db
      .transaction(async (tx) => {
        const draft = await lockedOpenOrNewDraft(tx, memberId, input.level, at);
        refuseUnlessDraftOf(draft, input.level);
        const replaced = await tx
          .delete(kycDocuments)
          .where(and(eq(kycDocuments.submissionId, draft.id), eq(kycDocuments.kind, input.kind)))
          .returning({ id: kycDocuments.id });
        await tx.insert(kycDocuments).values({ id: documentId, submissionId: draft.id, kind: input.kind, wrappedKey: sealed.wrappedKey, sizeBytes: picture.length, createdAt: at });
        return { draft, replaced: replaced.map((row) => row.id) };
      })
      .catch(async (error: unknown) => {
        await deleteKycDocumentFiles(deps.config.dataDir, [documentId]);
        throw error;
      });
    await deleteKycDocumentFiles(deps.config.dataDir, added.replaced);
    return kycSubmissionAnswer(deps.db, added.draft);
  },
});
