import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Database } from '../../src/db/client.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';
import { expectCrashSafe, runCrashScenario } from './crash-driver.js';

const KILLS = 3;

/** PostgreSQL: the killed server's connections die with it and their transactions roll back. */
describe('crash safety on PostgreSQL', () => {
  let testDb: TestDatabase;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'meridian-crash-pg-'));

  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(async () => {
    await testDb.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('survives kill -9 under money-moving load: the ledger checks out and every acknowledged request took effect exactly once', async () => {
    if (!testDb.url) throw new Error('needs DATABASE_URL');
    const result = await runCrashScenario({
      dataDir,
      databaseUrl: testDb.url,
      kills: KILLS,
      members: 12,
      withDatabase: <T,>(use: (database: Database) => Promise<T>) => use(testDb.database),
    });
    expectCrashSafe(result, KILLS);
  }, 240_000);
});
