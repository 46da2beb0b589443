import { readdir } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { API, CODE, type TKycDocumentKind, type TKycSubmission } from '@meridian/protocol';
import { kycDocuments, kycSubmissions, members } from '../../../src/db/schema/index.js';
import { kycDocumentsDir } from '../../../src/modules/kyc/kyc-document-files.js';
import type { TestApp } from '../../helpers/build-test-app.js';
import { newMember, type TestMember } from '../../helpers/members.js';

export const as = (member: TestMember, language?: string) => ({ token: member.token, ...(language === undefined ? {} : { language }) });

/** A phone's photo of a document: a small JPEG with EXIF naming the camera. */
export async function documentPhoto(shade = 180): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 40, channels: 3, background: { r: shade, g: 170, b: 150 } } })
    .jpeg()
    .withExifMerge({ IFD0: { Make: 'PhoneCo', Model: 'P1' } })
    .toBuffer();
}

export const dataUrl = (bytes: Buffer, mime = 'image/jpeg') => `data:${mime};base64,${bytes.toString('base64')}`;

/** A member with a verified email: level 1, who may ask for level 2. */
export async function levelOneMember(t: TestApp): Promise<TestMember> {
  const member = await newMember(t);
  await t.db.update(members).set({ email: `${member.username}@example.com` }).where(eq(members.id, member.id));
  return member;
}

export async function upload(t: TestApp, member: TestMember, kind: TKycDocumentKind, image: string, level: 2 | 3 = 2, language?: string) {
  return t.api.call(API.kyc.uploadKycDocument, { level, kind, image }, as(member, language));
}

export async function uploaded(t: TestApp, member: TestMember, kind: TKycDocumentKind, level: 2 | 3 = 2): Promise<TKycSubmission> {
  const answer = await upload(t, member, kind, dataUrl(await documentPhoto()), level);
  if (answer.code !== CODE.OK) throw new Error(`uploadKycDocument: ${answer.code} ${answer.msg}`);
  return answer.data as TKycSubmission;
}

export const ID_CARD = { documentType: 'idCard', documentNumber: 'K1234567', country: 'HK' } as const;

export async function submitted(t: TestApp, member: TestMember): Promise<TKycSubmission> {
  for (const kind of ['idFront', 'idBack', 'selfie'] as const) await uploaded(t, member, kind);
  const answer = await t.api.call(API.kyc.submitKyc, { level: 2, ...ID_CARD }, as(member));
  if (answer.code !== CODE.OK) throw new Error(`submitKyc: ${answer.code} ${answer.msg}`);
  return answer.data as TKycSubmission;
}

/** The sealed files on disk. */
export async function storedFiles(t: TestApp): Promise<string[]> {
  try {
    return await readdir(kycDocumentsDir(t.config.dataDir));
  } catch {
    return [];
  }
}

export async function submissionsOf(t: TestApp, member: TestMember) {
  return t.db.select().from(kycSubmissions).where(eq(kycSubmissions.memberId, member.id));
}

export async function documentsOf(t: TestApp, submissionId: number) {
  return t.db.select().from(kycDocuments).where(eq(kycDocuments.submissionId, submissionId));
}

/** A submission decided (or made) outside the member's calls, as the console will. */
export async function insertSubmission(t: TestApp, member: TestMember, values: { level: 2 | 3; status: 'drafted' | 'approved' | 'rejected' | 'withdrawn'; reason?: string }): Promise<number> {
  const [row] = await t.db
    .insert(kycSubmissions)
    .values({ memberId: member.id, ...values, ...(values.status === 'approved' || values.status === 'rejected' ? { decidedAt: new Date() } : {}) })
    .returning({ id: kycSubmissions.id });
  if (!row) throw new Error('no submission inserted');
  return row.id;
}
