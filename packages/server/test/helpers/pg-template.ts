import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The name of a migrated, empty database on DATABASE_URL's server that test files copy. */
    pgTemplate: string;
  }
}

async function onAdmin<T>(adminUrl: string, run: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await run(admin);
  } finally {
    await admin.end();
  }
}

/**
 * Vitest global setup of the PostgreSQL project, as pglite-template.ts is of the PGlite one: one
 * database migrated once, which each test file copies with `create database … template` (a file
 * copy on the server) instead of running every migration again. The migrations still run against
 * each copy and find nothing to do. The template is dropped at the end, as each copy is.
 */
export default async function makePgTemplate(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('the PostgreSQL project needs DATABASE_URL');
  const name = `meridian_tpl_${randomBytes(6).toString('hex')}`;
  await onAdmin(adminUrl, (admin) => admin.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // A database being copied must have no connections: the pool is closed before any file starts.
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 1 });
  try {
    await database.setup();
  } finally {
    await database.close();
  }
  project.provide('pgTemplate', name);
  return async () => {
    await onAdmin(adminUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`));
  };
}

/** A new database copied from the template; its name. */
export async function copyPgTemplate(adminUrl: string, template: string): Promise<string> {
  const name = `meridian_t_${randomBytes(6).toString('hex')}`;
  await onAdmin(adminUrl, (admin) => admin.query(`create database ${name} template ${template}`));
  return name;
}

/** Drops a database made for a test, whoever is still connected. */
export async function dropPgDatabase(adminUrl: string, name: string): Promise<void> {
  await onAdmin(adminUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`));
}
