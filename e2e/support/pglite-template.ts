import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { databaseTarget, loadConfig, openSeededDatabase } from '@meridian/server';
import { journeyConfig } from './journey-config.js';

/** Where global setup left the migrated embedded database that each spec file's server starts from. */
const TEMPLATE_ENV = 'MERIDIAN_E2E_PGLITE_TEMPLATE';

/**
 * Playwright global setup: one migrated and seeded PGlite folder, made once. A first start in an
 * empty DATA_DIR spends seconds in initdb (WASM), the migrations and the demo data (two passwords
 * hashed); each spec file's server copies this folder instead and starts as it
 * would on its second day (it still migrates and seeds, finding nothing to do). Returns the teardown.
 */
export default async function makeTemplate(): Promise<() => Promise<void>> {
  const folder = await mkdtemp(join(tmpdir(), 'meridian-e2e-template-'));
  const config = journeyConfig({ DATA_DIR: folder });
  const target = databaseTarget(config);
  if (target.kind !== 'pglite' || target.dataDir === undefined) throw new Error('the template is an embedded database');
  // The demo data as the harness's server would seed it: the same config, so the same password cost.
  const database = await openSeededDatabase(config);
  await database.close();
  process.env[TEMPLATE_ENV] = target.dataDir;
  return () => rm(folder, { recursive: true, force: true });
}

/** A new DATA_DIR holding a copy of the template's database, where the server keeps it. */
export async function templatedDataDir(): Promise<string> {
  const dataDir = await mkdtemp(join(tmpdir(), 'meridian-e2e-'));
  const template = process.env[TEMPLATE_ENV];
  if (template) {
    const target = databaseTarget(loadConfig({ DATA_DIR: dataDir }));
    // cp(1), not fs.cp: Node copies the cluster's 1,300 files one by one in about a second, cp in 80 ms.
    if (target.kind === 'pglite' && target.dataDir !== undefined) await promisify(execFile)('cp', ['-R', template, target.dataDir]);
  }
  return dataDir;
}
