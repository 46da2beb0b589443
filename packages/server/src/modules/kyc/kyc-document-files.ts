import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { kycDocuments } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { openDocument } from '../../kyc/document-vault.js';

/** Document ids are ours (randomUUID): anything else never names a file. */
const DOCUMENT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Where sealed identity documents are kept: apart from the uploads, which are served to anyone. */
export function kycDocumentsDir(dataDir: string): string {
  return path.join(dataDir, 'kyc');
}

function documentPath(dataDir: string, documentId: string): string {
  if (!DOCUMENT_ID.test(documentId)) throw new Error('not an identity document id');
  return path.join(kycDocumentsDir(dataDir), documentId);
}

/** Writes a sealed document readable by the server's own user alone; an id is never written twice. */
export async function writeKycDocumentFile(dataDir: string, documentId: string, sealedFile: Buffer): Promise<void> {
  await mkdir(kycDocumentsDir(dataDir), { recursive: true, mode: 0o700 });
  await writeFile(documentPath(dataDir, documentId), sealedFile, { mode: 0o600, flag: 'wx' });
}

/** Deletes these documents' files; one already gone is what was asked. */
export async function deleteKycDocumentFiles(dataDir: string, documentIds: readonly string[]): Promise<void> {
  await Promise.all(documentIds.map((documentId) => rm(documentPath(dataDir, documentId), { force: true })));
}

/**
 * One document's picture, opened with the vault key: for the operator who reviews it (and tests).
 * Throws when the server has no key, the document or its file is gone, or the key is not the one
 * that sealed it.
 */
export async function readKycDocument(deps: Pick<AppDeps, 'db' | 'config' | 'kycVaultKey'>, documentId: string): Promise<Buffer> {
  if (!deps.kycVaultKey) throw new Error('this server has no vault key: identity documents cannot be opened');
  const [row] = await deps.db.select({ wrappedKey: kycDocuments.wrappedKey }).from(kycDocuments).where(eq(kycDocuments.id, documentId));
  if (!row) throw new Error(`no identity document ${documentId}`);
  const file = await readFile(documentPath(deps.config.dataDir, documentId));
  return openDocument(deps.kycVaultKey, documentId, { file, wrappedKey: row.wrappedKey });
}
