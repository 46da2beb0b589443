import { openDatabase, type Database } from '../../src/db/client.js';
import { seedDemoData } from '../../src/db/seed/seed-demo-data.js';
import { buildTestAppOn, testConfig, type TestApp } from './build-test-app.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export interface TwoTestApps {
  /** On the test database's own connection. */
  a: TestApp;
  /** On a second pool of its own: another process. */
  b: TestApp;
  testDb: TestDatabase;
  close(): Promise<void>;
}

/**
 * Two server processes on one seeded PostgreSQL database (each with its own pool, caches and
 * listener), sharing one Redis key prefix when Redis is configured: one deployment of two processes.
 * PostgreSQL only: two processes cannot share one embedded PGlite folder.
 */
export async function buildTwoTestApps(): Promise<TwoTestApps> {
  const testDb = await createTestDatabase();
  const config = testConfig();
  await seedDemoData(testDb.database.db, config.passwordCost);
  if (!testDb.url) throw new Error('a PostgreSQL test database has a URL');
  const secondDatabase: Database = await openDatabase({ kind: 'postgres', url: testDb.url, poolSize: 4 });
  const a = await buildTestAppOn(testDb.database, config);
  const b = await buildTestAppOn(secondDatabase, { ...testConfig(), redisKeyPrefix: config.redisKeyPrefix });
  return {
    a,
    b,
    testDb,
    async close() {
      await a.close();
      await b.close();
      await secondDatabase.close();
      await testDb.dispose();
    },
  };
}
