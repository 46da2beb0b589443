import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { createTestDatabase, testDbKind } from './test-database.js';

/**
 * A new DATA_DIR whose embedded database is a copy of the project's migrated template (see
 * pglite-template.ts), so a server process started on it skips the seconds of initdb a first
 * start costs. Outside the PGlite project (no template) the folder is left empty.
 */
export function templatedDataDir(prefix = 'meridian-process-'): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  // cp(1), not fs.cpSync: Node copies the cluster's 1,300 files one by one in about a second, cp in 80 ms.
  if (testDbKind() === 'pglite') execFileSync('cp', ['-R', inject('pgliteTemplateDir'), path.join(dir, 'pglite')]);
  return dir;
}

/** Where a server process a test starts keeps its data: its own, never the server's shared database. */
export interface ProcessStorage {
  env: Record<string, string>;
  dispose(): Promise<void>;
}

/**
 * Storage for one server process on this project's database: a templated DATA_DIR on PGlite, or a
 * database of its own on DATABASE_URL's server (dropped by dispose).
 */
export async function processStorage(): Promise<ProcessStorage> {
  if (testDbKind() === 'pglite') {
    const dir = templatedDataDir();
    return {
      env: { DATA_DIR: dir },
      dispose: () => {
        rmSync(dir, { recursive: true, force: true });
        return Promise.resolve();
      },
    };
  }
  const database = await createTestDatabase();
  if (!database.url) throw new Error('a PostgreSQL test database has a URL');
  return { env: { DATABASE_URL: database.url }, dispose: () => database.dispose() };
}
