import { rmSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.js';
import { templatedDataDir } from '../helpers/process-storage.js';
import { expectCrashSafe, runCrashScenario } from './crash-driver.js';

const KILLS = 3;

/** The embedded database: one server process on a DATA_DIR, killed and started again on the same files. */
describe('crash safety on PGlite', () => {
  it('survives kill -9 under money-moving load: the ledger checks out and every acknowledged request took effect exactly once', async () => {
    const dataDir = templatedDataDir('meridian-crash-');
    try {
      const result = await runCrashScenario({
        dataDir,
        kills: KILLS,
        members: 12,
        async withDatabase<T>(use: (database: Database) => Promise<T>): Promise<T> {
          // Where the server keeps it (db/client.ts databaseTarget), opened only while no server runs.
          const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
          try {
            return await use(database);
          } finally {
            await database.close();
          }
        },
      });
      expectCrashSafe(result, KILLS);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 240_000);
});
