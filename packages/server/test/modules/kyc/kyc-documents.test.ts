import { randomBytes } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { API, CODE, KYC_DOCUMENT_MAX_BYTES } from '@meridian/protocol';
import { kycDocumentsDir, readKycDocument } from '../../../src/modules/kyc/kyc-document-files.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { as, dataUrl, documentPhoto, documentsOf, levelOneMember, storedFiles, submissionsOf, submitted, upload, uploaded } from './kyc-fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const fileOf = (documentId: string) => path.join(kycDocumentsDir(t.config.dataDir), documentId);

describe('a document picture', () => {
  it('is kept sealed: the file is not the picture, and opens only with the vault key', async () => {
    const member = await levelOneMember(t);
    const sent = await documentPhoto();
    const draft = await uploaded(t, member, 'idFront');
    const [document] = await documentsOf(t, draft.id);
    if (!document) throw new Error('no document row');
    const file = await readFile(fileOf(document.id));
    expect((await stat(fileOf(document.id))).mode & 0o777).toBe(0o600);
    expect(file.subarray(0, 4).toString()).toBe('MKD1');
    expect(file.includes(sent.subarray(0, 64))).toBe(false);
    await expect(sharp(file).metadata()).rejects.toThrow();

    const opened = await readKycDocument(t.deps, document.id);
    const metadata = await sharp(opened).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', 64, 40]);
    // Re-encoded: the camera's EXIF is not kept.
    expect(metadata.exif).toBeUndefined();
    expect(document.sizeBytes).toBe(opened.length);
    await expect(readKycDocument({ ...t.deps, kycVaultKey: randomBytes(32) }, document.id)).rejects.toThrow();
  });

  it('refuses a program renamed as a picture, and stores nothing', async () => {
    const member = await levelOneMember(t);
    const before = await storedFiles(t);
    const program = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), randomBytes(4000)]);
    expect(await upload(t, member, 'idFront', dataUrl(program, 'image/jpeg'))).toMatchObject({
      code: CODE.INVALID_PARAMS,
      msg: 'The file is not a JPEG, PNG or WebP picture.',
      data: { fields: ['image'] },
    });
    const windowsProgram = Buffer.concat([Buffer.from('MZ'), randomBytes(4000)]);
    expect((await upload(t, member, 'idFront', dataUrl(windowsProgram, 'image/png'), 2, 'zh-HK')).msg).toBe('檔案不是 JPEG、PNG 或 WebP 圖片。');
    expect(await submissionsOf(t, member)).toEqual([]);
    expect(await storedFiles(t)).toEqual(before);
  });

  it('refuses a picture that does not decode', async () => {
    const member = await levelOneMember(t);
    const truncated = (await documentPhoto()).subarray(0, 300);
    expect(await upload(t, member, 'idFront', dataUrl(truncated))).toMatchObject({ code: CODE.INVALID_PARAMS, msg: 'The picture could not be read. Please take it again.' });
    expect(await submissionsOf(t, member)).toEqual([]);
  });

  it('refuses a picture over 10 MB, saying the limit, and stores nothing', async () => {
    const member = await levelOneMember(t);
    const before = await storedFiles(t);
    const oversize = Buffer.concat([await documentPhoto(), Buffer.alloc(KYC_DOCUMENT_MAX_BYTES)]);
    expect(await upload(t, member, 'idFront', dataUrl(oversize))).toMatchObject({ code: CODE.INVALID_PARAMS, msg: 'The picture is larger than 10 MB.', data: { fields: ['image'] } });
    // Just over: under the body's limit, refused by the picture's own check.
    const justOver = Buffer.concat([await documentPhoto(), Buffer.alloc(KYC_DOCUMENT_MAX_BYTES + 1 - (await documentPhoto()).length)]);
    expect(await upload(t, member, 'idFront', dataUrl(justOver))).toMatchObject({ code: CODE.INVALID_PARAMS, msg: 'The picture is larger than 10 MB.', data: { fields: ['image'] } });
    expect(await submissionsOf(t, member)).toEqual([]);
    expect(await storedFiles(t)).toEqual(before);
  });

  it('replaces a picture of the same kind, and deletes the old file', async () => {
    const member = await levelOneMember(t);
    const draft = await uploaded(t, member, 'idFront');
    const [old] = await documentsOf(t, draft.id);
    if (!old) throw new Error('no document row');
    const again = await upload(t, member, 'idFront', dataUrl(await documentPhoto(60)));
    expect(again.data.documents).toHaveLength(1);
    const [replacement] = await documentsOf(t, draft.id);
    expect(replacement?.id).not.toBe(old.id);
    await expect(stat(fileOf(old.id))).rejects.toThrow();
    await expect(stat(fileOf(replacement?.id ?? ''))).resolves.toBeDefined();
  });

  it('takes none on a server without a vault key, before reading the picture', async () => {
    const member = await levelOneMember(t);
    const key = t.deps.kycVaultKey;
    t.deps.kycVaultKey = undefined;
    try {
      expect(await upload(t, member, 'idFront', dataUrl(await documentPhoto()))).toMatchObject({
        code: CODE.KYC_STATE,
        msg: 'Identity documents are not taken on this server. Please contact customer service.',
      });
      expect((await t.api.raw(API.kyc.uploadKycDocument, 'not an envelope', as(member))).code).toBe(CODE.KYC_STATE);
    } finally {
      t.deps.kycVaultKey = key;
    }
    expect(await submissionsOf(t, member)).toEqual([]);
  });
});

describe('uploads at once', () => {
  it('make exactly one draft when ten first uploads of one member arrive together', async () => {
    const member = await levelOneMember(t);
    const before = (await storedFiles(t)).length;
    const photo = dataUrl(await documentPhoto());
    const answers = await Promise.all(Array.from({ length: 10 }, () => upload(t, member, 'idFront', photo)));
    expect(answers.map((answer) => answer.code)).toEqual(Array.from({ length: 10 }, () => CODE.OK));
    const drafts = await submissionsOf(t, member);
    expect(drafts).toHaveLength(1);
    expect(new Set(answers.map((answer) => Number(answer.data.id)))).toEqual(new Set([drafts[0]?.id]));
    expect(await documentsOf(t, drafts[0]?.id ?? 0)).toHaveLength(1);
    // Every replaced picture's file went with its row: one file for the one picture kept.
    expect((await storedFiles(t)).length).toBe(before + 1);
  });
});

describe('withdrawing', () => {
  it('deletes the submission’s files at once and erases their keys, keeping which pictures there were', async () => {
    const member = await levelOneMember(t);
    const sent = await submitted(t, member);
    const documents = await documentsOf(t, sent.id);
    expect(documents).toHaveLength(3);
    for (const document of documents) await expect(stat(fileOf(document.id))).resolves.toBeDefined();
    expect((await t.api.call(API.kyc.withdrawKycSubmission, { id: sent.id }, as(member))).code).toBe(CODE.OK);
    for (const document of documents) await expect(stat(fileOf(document.id))).rejects.toThrow();
    const kept = await documentsOf(t, sent.id);
    expect(kept.map((document) => document.kind).sort()).toEqual(['idBack', 'idFront', 'selfie']);
    expect(kept.every((document) => document.wrappedKey.length === 0)).toBe(true);
    expect((await submissionsOf(t, member))[0]).toMatchObject({ status: 'withdrawn', filesDeletedAt: expect.any(Date) });
    await expect(readKycDocument(t.deps, documents[0]?.id ?? '')).rejects.toThrow();
  });
});
