import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { holdPostgresLock } from './advisory-lock.js';
import { lockDataDir, type DataDirLock } from './data-dir-lock.js';
import { BatchedPGlite } from './batched-pglite.js';
import { listenOnPostgres } from './pg-listener.js';
import * as schema from './schema/index.js';
import type { Db, HeldLock, Listening, ListenHandlers } from './types.js';

export type { HeldLock, Listening, ListenHandlers } from './types.js';

/** packages/server/drizzle, from src/db (tsx, vitest) or dist/db (node) alike. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Any number that is ours alone: processes starting together take turns migrating and seeding. */
const SETUP_LOCK_KEY = 4_206_870_001;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Applies the committed migrations and then runs `after` (the seed) while holding the setup
   * lock, so two processes starting at once neither migrate nor seed twice.
   */
  setup(after?: (db: Db) => Promise<void>): Promise<void>;
  /**
   * LISTENs on `channel` until closed: PostgreSQL on a connection of its own that comes back when
   * lost, PGlite on its one instance. Resolves once the first attempt has succeeded or failed.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<Listening>;
  /**
   * Takes the advisory lock `key` if nobody holds it; null when another process does. On
   * PostgreSQL the lock lives on its own connection, so it ends when the holder dies.
   */
  tryAdvisoryLock(key: number): Promise<HeldLock | null>;
  close(): Promise<void>;
  /** The embedded database's files as one tarball (PGlite only), to open again with `loadDataDir`. */
  dump?(): Promise<Blob>;
  /**
   * The connection pool's state now (PostgreSQL only; PGlite is one connection in the process):
   * connections open, of those idle, and queries waiting for one. Waiting above zero for long is a
   * pool too small for the load, or queries too slow (/metrics).
   */
  poolState?: () => { size: number; max: number; idle: number; waiting: number };
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; poolSize?: number }
  /**
   * `dataDir` undefined: in memory, for tests. `loadDataDir`: a dump (PGlite's `dumpDataDir`) to
   * start from instead of a new cluster; the tests clone one migrated template this way, since
   * making a cluster costs seconds and each test file needs its own. `initDbArgs`: more arguments
   * for initdb when a new cluster is made (the tests' template asks for small WAL segments).
   * `settings`: PostgreSQL settings for this start (`-c name=value`), over PGlite's own.
   */
  | { kind: 'pglite'; dataDir: string | undefined; loadDataDir?: Blob; initDbArgs?: string[]; settings?: Readonly<Record<string, string>> };

export function databaseTarget(config: { databaseUrl: string | undefined; dataDir: string }): DatabaseTarget {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') };
}

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  return target.kind === 'postgres' ? openPostgres(target.url, target.poolSize) : openPglite(target);
}

async function openPglite({ dataDir, loadDataDir, initDbArgs, settings }: Extract<DatabaseTarget, { kind: 'pglite' }>): Promise<Database> {
  let lock: DataDirLock | undefined;
  if (dataDir) {
    mkdirSync(path.dirname(dataDir), { recursive: true });
    // The whole DATA_DIR (the database and the uploads beside it) is this process's until closed.
    lock = await lockDataDir(path.dirname(dataDir));
  }
  const startParams = settings ? [...BatchedPGlite.defaultStartParams, ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`])] : undefined;
  const options = { loadDataDir, ...(initDbArgs ? { initDbStartParams: initDbArgs } : {}), ...(startParams ? { startParams } : {}) };
  const client = dataDir ? new BatchedPGlite(dataDir, options) : new BatchedPGlite(options);
  try {
    await client.waitReady;
  } catch (error) {
    await lock?.release();
    throw error;
  }
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    // One process owns a PGlite directory (data-dir-lock.ts), so there is nobody to take turns with.
    async setup(after) {
      await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
      if (after) await after(db);
    },
    dump: () => client.dumpDataDir('none'),
    async listen(channel, handlers) {
      const unlisten = await client.listen(channel, (payload) => {
        handlers.onNotification(payload);
      });
      handlers.onListening();
      return {
        async close() {
          if (!client.closed) await unlisten();
        },
      };
    },
    // One process owns a PGlite directory: its lock is never contended and never lost.
    tryAdvisoryLock() {
      return Promise.resolve({ lost: new Promise<void>(() => undefined), release: () => Promise.resolve() });
    },
    async close() {
      await client.close();
      await lock?.release();
    },
  };
}

async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  // No parallel plans: Meridian's queries are short and many run at once. A parallel plan starts
  // its worker processes for each query (9 of the 45 ms of bench:console's deepest bills page on a
  // 2-core machine), and they take the cores the other requests are waiting for: that page went
  // from 45 to 34 ms at p50 and 62 to 40 ms at p95 without them. An `options` in DATABASE_URL
  // (`?options=-c%20max_parallel_workers_per_gather%3D2`) takes precedence over this one.
  const pool = new pg.Pool({ connectionString: url, max: poolSize, options: '-c max_parallel_workers_per_gather=0' });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const db = drizzlePg({ client: pool, schema });
  await pool.query('select 1');
  return {
    db,
    kind: 'postgres',
    async setup(after) {
      // An advisory lock belongs to a connection: hold one connection for the whole setup.
      const connection = await pool.connect();
      try {
        await connection.query('select pg_advisory_lock($1)', [SETUP_LOCK_KEY]);
        const locked = drizzlePg({ client: connection, schema });
        await migratePg(locked, { migrationsFolder: MIGRATIONS_FOLDER });
        if (after) await after(locked);
      } finally {
        await connection.query('select pg_advisory_unlock($1)', [SETUP_LOCK_KEY]).catch(() => undefined);
        connection.release();
      }
    },
    listen(channel, handlers) {
      return listenOnPostgres(url, channel, handlers);
    },
    tryAdvisoryLock(key) {
      return holdPostgresLock(url, key);
    },
    poolState: () => ({ size: pool.totalCount, max: poolSize, idle: pool.idleCount, waiting: pool.waitingCount }),
    async close() {
      await pool.end();
    },
  };
}
