import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { kycSubmissions } from '../../../src/db/schema/index.js';
import { readKycDocument } from '../../../src/modules/kyc/kyc-document-files.js';
import { deleteExpiredKycPictures } from '../../../src/modules/kyc/kyc-retention-job.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { documentsOf, levelOneMember, storedFiles, submitted } from './kyc-fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const DAY_MS = 86_400_000;

/** A submitted one, decided `daysAgo` days ago as the review will decide it. */
async function decided(status: 'approved' | 'rejected', daysAgo: number) {
  const member = await levelOneMember(t);
  const submission = await submitted(t, member);
  await t.db
    .update(kycSubmissions)
    .set({ status, decidedAt: new Date(Date.now() - daysAgo * DAY_MS), decidedBy: 'compliance1', ...(status === 'rejected' ? { reason: 'blurred' } : {}) })
    .where(eq(kycSubmissions.id, submission.id));
  return submission.id;
}

describe('the retention of identity pictures', () => {
  it('deletes the pictures of submissions decided longer ago than the setting says, and keeps the decision', async () => {
    const retention = (await t.deps.settings.get('kyc')).retentionDays;
    const [oldApproved, oldRejected, recent] = [await decided('approved', retention + 1), await decided('rejected', retention + 2), await decided('approved', retention - 1)];
    const recentDocuments = await documentsOf(t, recent);
    const oldDocuments = [...(await documentsOf(t, oldApproved)), ...(await documentsOf(t, oldRejected))];
    expect(oldDocuments).toHaveLength(6);

    expect(await deleteExpiredKycPictures(t.deps, Date.now())).toBe(2);
    const files = await storedFiles(t);
    for (const document of oldDocuments) {
      expect(files).not.toContain(document.id);
      await expect(readKycDocument(t.deps, document.id)).rejects.toThrow();
    }
    for (const document of recentDocuments) expect(files).toContain(document.id);
    const [kept] = await t.db.select().from(kycSubmissions).where(eq(kycSubmissions.id, oldRejected));
    expect(kept).toMatchObject({ status: 'rejected', reason: 'blurred', decidedBy: 'compliance1' });
    expect(kept?.filesDeletedAt).not.toBeNull();
    expect((await documentsOf(t, oldRejected)).map((document) => document.kind).sort()).toEqual(['idBack', 'idFront', 'selfie']);

    // Again: nothing more to do.
    expect(await deleteExpiredKycPictures(t.deps, Date.now())).toBe(0);
    expect((await readKycDocument(t.deps, recentDocuments[0]?.id ?? '')).length).toBeGreaterThan(0);
  });
});
