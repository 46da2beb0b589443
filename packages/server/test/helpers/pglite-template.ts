import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/db/client.js';
import type { Db } from '../../src/db/types.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a migrated, empty PGlite cluster that each test file clones (see test-database.ts). */
    pgliteTemplate: string;
    /** The same cluster as a folder, copied into the DATA_DIR of each server process a test starts. */
    pgliteTemplateDir: string;
  }
}

/**
 * The smallest WAL segment initdb allows, in MB. Each clone unpacks the whole dump into memory
 * and the current segment is in it, mostly zeros: 1 MB instead of PostgreSQL's 16.
 */
const WAL_SEGMENT_MB = 1;

/**
 * Drops the cluster's template databases and checkpoints. The server and the tests use only the
 * `postgres` database and never create one, so template0 and template1 were two thirds of every
 * clone's catalog files; with them gone, and a checkpoint so a clone starts with nothing to
 * replay, the dump is 20 MB instead of 45 and opening a clone costs a fifth less CPU, some
 * hundreds of times a run (docs/ci-timings.md).
 */
async function leaveOnlyOurDatabase(db: Db): Promise<void> {
  await db.execute(sql`update pg_database set datistemplate = false where datname in ('template0', 'template1')`);
  await db.execute(sql`drop database template0`);
  await db.execute(sql`drop database template1`);
  await db.execute(sql`checkpoint`);
}

/**
 * Vitest global setup of the PGlite project: makes one cluster and migrates it, once, and leaves
 * its dump in a file and its files in a folder. A new cluster (initdb in WASM) costs seconds where
 * loading a dump or copying a folder costs a fraction of that, and every test file (and every
 * server process a test starts) opens its own database; the migrations still run against each
 * clone (they find nothing to do), so a clone is exactly what a fresh start would give.
 */
export default async function makeTemplate(project: TestProject): Promise<() => void> {
  const folder = mkdtempSync(path.join(tmpdir(), 'meridian-pglite-template-'));
  const file = path.join(folder, 'template.tar');
  const database = await openDatabase({ kind: 'pglite', dataDir: undefined, initDbArgs: [`--wal-segsize=${WAL_SEGMENT_MB}`] });
  try {
    await database.setup();
    await leaveOnlyOurDatabase(database.db);
    if (!database.dump) throw new Error('the embedded database cannot be dumped');
    const dump = await database.dump();
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
  // The folder form: what a server process finds in DATA_DIR/pglite after its first start.
  const dataDir = path.join(folder, 'data');
  const onDisk = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite'), loadDataDir: new Blob([readFileSync(file)]) });
  await onDisk.close();
  project.provide('pgliteTemplate', file);
  project.provide('pgliteTemplateDir', path.join(dataDir, 'pglite'));
  return () => {
    rmSync(folder, { recursive: true, force: true });
  };
}

