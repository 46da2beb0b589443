import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { AppDeps } from '../deps.js';
import { kycDocuments, kycSubmissions } from '../db/schema/index.js';
import type { ConsoleMessageKey } from '../i18n/console/console-translate.js';
import { documentLinks, KYC_PICTURE_ROUTE } from '../kyc/document-links.js';
import { readKycDocument } from '../modules/kyc/kyc-document-files.js';
import { AUDIT_OK, refusedOutcome, writeAudit } from '../operator/audit-log.js';
import { refuse } from './console-request.js';
import { sayTo } from './operator-language.js';

/**
 * Serves one identity picture to the operator a link was made for (issue 41; the link comes from
 * kyc-document-url). Registered inside the admin API, behind its session guard: the request must
 * carry that operator's own console session, besides the link's signature and expiry, so a link
 * copied to a chat or a log opens nothing. Every view, and every refused one, is audited. The
 * picture is never cached by the browser or anything between.
 */

const AUDIT_ACTION = 'kyc-document-view';

interface Refusal {
  status: 403 | 404 | 410;
  key: ConsoleMessageKey;
  why: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const fieldOf = (record: unknown, name: string): string => (typeof record === 'object' && record !== null ? text((record as Record<string, unknown>)[name]) : '');

/** The picture's record when the link and the session allow it, else why not. */
async function allowed(deps: AppDeps, request: FastifyRequest, documentId: string): Promise<{ submissionId: number; kind: string } | Refusal> {
  const username = request.consoleSession?.operator.username;
  if (username === undefined) return { status: 403, key: 'kyc.consoleOnly', why: 'not a console session' };
  if (deps.kycVaultKey === undefined) return { status: 403, key: 'kyc.linkForged', why: 'this server has no vault key' };
  const link = { documentId, operator: fieldOf(request.query, 'operator'), expires: fieldOf(request.query, 'expires'), signature: fieldOf(request.query, 'signature') };
  const check = documentLinks(deps.kycVaultKey, { now: () => deps.clock.now() }).check(link);
  if (check === 'forged') return { status: 403, key: 'kyc.linkForged', why: 'the link is not signed by this server' };
  if (link.operator !== username) return { status: 403, key: 'kyc.linkOtherOperator', why: `the link was made for ${link.operator}` };
  if (check === 'expired') return { status: 410, key: 'kyc.linkExpired', why: 'the link has expired' };
  const [row] = await deps.db
    .select({ submissionId: kycDocuments.submissionId, kind: kycDocuments.kind, wrappedKey: kycDocuments.wrappedKey, erasedAt: kycSubmissions.filesDeletedAt })
    .from(kycDocuments)
    .innerJoin(kycSubmissions, eq(kycSubmissions.id, kycDocuments.submissionId))
    .where(eq(kycDocuments.id, documentId));
  if (row === undefined) return { status: 404, key: 'kyc.pictureMissing', why: 'no such picture' };
  if (row.erasedAt !== null || row.wrappedKey.length === 0) return { status: 410, key: 'kyc.pictureGone', why: 'erased after the retention period' };
  return { submissionId: row.submissionId, kind: row.kind };
}

async function servePicture(deps: AppDeps, request: FastifyRequest<{ Params: { documentId: string } }>, reply: FastifyReply): Promise<FastifyReply> {
  const { documentId } = request.params;
  const origin = { actor: request.operatorActor ?? 'api:unknown', action: AUDIT_ACTION, ip: request.ip, userAgent: request.headers['user-agent'] ?? '' };
  const found = await allowed(deps, request, documentId);
  if ('status' in found) {
    await writeAudit(deps.db, { ...origin, target: `kyc-document:${documentId}`, detail: {}, outcome: refusedOutcome(found.why) });
    return refuse(reply.header('cache-control', 'no-store'), found.status, sayTo(request, reply, found.key));
  }
  const picture = await readKycDocument(deps, documentId);
  await writeAudit(deps.db, { ...origin, target: `kyc-submission:${found.submissionId}`, detail: { kind: found.kind }, outcome: AUDIT_OK });
  // Stored pictures are re-encoded JPEGs (kyc/document-picture.ts); the bytes say so, not a column.
  const type = await fileTypeFromBuffer(picture);
  return reply
    .header('content-type', type?.mime ?? 'application/octet-stream')
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .send(picture);
}

export function serveKycPictures(admin: FastifyInstance, deps: AppDeps): void {
  admin.get<{ Params: { documentId: string } }>(KYC_PICTURE_ROUTE, (request, reply) => servePicture(deps, request, reply));
}
