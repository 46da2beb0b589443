import { and, eq } from 'drizzle-orm';
import { ADMIN_INPUTS, ADMIN_PREFIX, ADMIN_ROUTES } from '@meridian/protocol';
import { kycDocuments } from '../../db/schema/index.js';
import { said } from '../../i18n/console/console-translate.js';
import { defineCommand } from '../command-types.js';
import { submissionOf } from '../kyc-decisions.js';

const CONSOLE_ACTOR = 'console:';

/**
 * A short-lived link to one picture of a submission, for the console operator who asks (issue 41):
 * audited (who opened whose document), and good only in that operator's own console session
 * (kyc/document-links.ts); the picture route audits each view besides. Scripts and the command
 * line have no console session to show a picture in, so they are refused.
 */
export const kycDocumentUrl = defineCommand({
  name: 'kyc-document-url',
  fields: ADMIN_INPUTS['kyc-document-url'],
  group: 'platform',
  summary: "a link to one picture of an identity submission, good for 90 seconds in the asking operator's console session only",
  line: { words: ['kyc', 'picture'], positionals: [{ field: 'id', label: 'submission id', kind: 'int' }, { field: 'kind', label: 'idFront|idBack|selfie|addressProof' }] },
  routes: ADMIN_ROUTES['kyc-document-url'],
  audit: { target: (command) => `kyc-submission:${command.id}` },
  effect: async (tx, { id, kind }, { actor, documentLinks }) => {
    if (!actor.startsWith(CONSOLE_ACTOR)) return { ok: false, ...said('kyc.consoleOnly') };
    if (documentLinks === undefined) return { ok: false, ...said('kyc.noVaultKey') };
    const submission = await submissionOf(tx, id);
    if (submission === undefined) return { ok: false, status: 404, ...said('kyc.noSubmission', { id }) };
    const [document] = await tx
      .select({ id: kycDocuments.id, wrappedKey: kycDocuments.wrappedKey })
      .from(kycDocuments)
      .where(and(eq(kycDocuments.submissionId, id), eq(kycDocuments.kind, kind)));
    if (document === undefined) return { ok: false, status: 404, ...said('kyc.noPicture', { id, kind }) };
    // Retention erased the data key (and the file): no link could ever open it.
    if (submission.filesDeletedAt !== null || document.wrappedKey.length === 0) {
      return { ok: false, status: 409, ...said('kyc.picturesErased', { id }) };
    }
    const link = documentLinks.sign(document.id, actor.slice(CONSOLE_ACTOR.length));
    return { ok: true, ...said('kyc.pictureLink', { id, kind }), data: { url: `${ADMIN_PREFIX}${link.path}`, expiresAt: new Date(link.expiresAt).toISOString() } };
  },
});
