import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { databaseTarget, loadConfig, openDatabase } from '@meridian/server';

/** Where global setup left the migrated embedded database that each spec file's server starts from. */
const TEMPLATE_ENV = 'MERIDIAN_E2E_PGLITE_TEMPLATE';

/**
 * Playwright global setup: one migrated PGlite folder, made once. A first start in an empty
 * DATA_DIR spends seconds in initdb (WASM) and the migrations; each spec file's server copies this
 * folder instead and starts as it would on its second day (it still migrates, finding nothing to
 * do, and seeds the demo data itself). Returns the teardown.
 */
export default async function makeTemplate(): Promise<() => Promise<void>> {
  const folder = await mkdtemp(join(tmpdir(), 'meridian-e2e-template-'));
  const target = databaseTarget(loadConfig({ DATA_DIR: folder }));
  const database = await openDatabase(target);
  try {
    await database.setup();
  } finally {
    await database.close();
  }
  if (target.kind !== 'pglite' || target.dataDir === undefined) throw new Error('the template is an embedded database');
  process.env[TEMPLATE_ENV] = target.dataDir;
  return () => rm(folder, { recursive: true, force: true });
}

/** A new DATA_DIR holding a copy of the template's database, where the server keeps it. */
export async function templatedDataDir(): Promise<string> {
  const dataDir = await mkdtemp(join(tmpdir(), 'meridian-e2e-'));
  const template = process.env[TEMPLATE_ENV];
  if (template) {
    const target = databaseTarget(loadConfig({ DATA_DIR: dataDir }));
    if (target.kind === 'pglite' && target.dataDir !== undefined) await cp(template, target.dataDir, { recursive: true });
  }
  return dataDir;
}
