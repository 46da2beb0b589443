import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { notices, slides } from '../../../src/db/schema/index.js';
import { seedContent } from '../../../src/db/seed/seed-content.js';
import { seedDemoData } from '../../../src/db/seed/seed-demo-data.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

async function counts(): Promise<[number, number]> {
  const [slideCount] = await t.db.select({ value: count() }).from(slides);
  const [noticeCount] = await t.db.select({ value: count() }).from(notices);
  return [slideCount?.value ?? -1, noticeCount?.value ?? -1];
}

describe('demo content seed', () => {
  it('a fresh installation has three banners and three notices', async () => {
    expect(await counts()).toEqual([3, 3]);
  });

  it('adds nothing when the demo seed runs again, as on a second start', async () => {
    expect(await seedDemoData(t.db, t.config.passwordCost)).toBe(false);
    expect(await counts()).toEqual([3, 3]);
  });

  it('adds nothing when run again on its own', async () => {
    await seedContent(t.db);
    await seedContent(t.db);
    expect(await counts()).toEqual([3, 3]);
  });

  it('fills only a table that is empty', async () => {
    await t.db.delete(slides);
    await seedContent(t.db);
    expect(await counts()).toEqual([3, 3]);
  });
});
