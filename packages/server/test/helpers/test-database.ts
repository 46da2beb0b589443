import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.js';
import { copyPgTemplate, dropPgDatabase } from './pg-template.js';

export type TestDbKind = 'pglite' | 'postgres';

/** Which database this run uses: the Vitest project says (MERIDIAN_TEST_DB), PGlite by default. */
export function testDbKind(): TestDbKind {
  return process.env.MERIDIAN_TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

export interface TestDatabase {
  database: Database;
  /** On PostgreSQL: the URL of the database made for this file. */
  url: string | undefined;
  /** Closes it and, on PostgreSQL, drops the database made for it. */
  dispose(): Promise<void>;
}

/**
 * A test file's database holds a few MB; PostgreSQL's default of 128 MB of shared buffers is
 * memory that each start clears (in WASM, on the CPU), about 0.15 s of a core per file, with a
 * few hundred files a run. Pages past this stay in PGlite's in-memory files all the same.
 */
const TEST_SHARED_BUFFERS = '32MB';

/**
 * A fresh, migrated database for one test file: PGlite in memory, or a uniquely named copy of the
 * migrated template on DATABASE_URL's server (pg-template.ts), dropped afterwards.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (testDbKind() === 'pglite') {
    // A clone of the migrated template the project's global setup made (pglite-template.ts).
    const database = await openDatabase({
      kind: 'pglite',
      dataDir: undefined,
      loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]),
      settings: { shared_buffers: TEST_SHARED_BUFFERS },
    });
    await database.setup();
    return { database, url: undefined, dispose: () => database.close() };
  }
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('MERIDIAN_TEST_DB=postgres needs DATABASE_URL');
  const name = await copyPgTemplate(adminUrl, inject('pgTemplate'));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4 });
  await database.setup();
  return {
    database,
    url: url.toString(),
    async dispose() {
      await database.close();
      await dropPgDatabase(adminUrl, name);
    },
  };
}
