import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../../src/app.js';
import type { Database } from '../../src/db/client.js';
import { seedDemoData } from '../../src/db/seed/seed-demo-data.js';
import type { Db } from '../../src/db/types.js';
import type { AppDeps } from '../../src/deps.js';
import { loadConfig, type Config } from '../../src/env.js';
import { deleteRedisKeys } from '../../src/ops/redis-prefix.js';
import { ApiClient } from './api-client.js';
import { createTestDatabase, testDbKind } from './test-database.js';

export interface TestApp {
  app: FastifyInstance;
  deps: AppDeps;
  db: Db;
  config: Config;
  api: ApiClient;
  close(): Promise<void>;
}

/**
 * The config of a test app: quiet, its own DATA_DIR, cheap password hashing (the hash records its
 * cost, so this changes speed only), short login slowdowns, and on the postgres project Redis
 * with a key prefix of its own when REDIS_URL is set.
 */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'meridian-test-')),
    WEB_DIST: path.join(tmpdir(), 'meridian-no-web-dist'),
  });
  const useRedis = testDbKind() === 'postgres' && Boolean(process.env.REDIS_URL);
  return {
    ...base,
    redisUrl: useRedis ? process.env.REDIS_URL : undefined,
    redisKeyPrefix: `meridian_t_${randomBytes(6).toString('hex')}:`,
    passwordCost: { N: 2 ** 12, r: 8, p: 1 },
    limits: { ...base.limits, loginSlowdownMs: 40, loginSlowdownMaxMs: 160 },
    ...overrides,
  };
}

/** Tests that run servers of their own remove their keys with it too. */
export { deleteRedisKeys };

/** One app on a fresh, migrated and seeded database; share it across a test file. */
export async function buildTestApp(overrides: Partial<Config> = {}, options: Omit<BuildOptions, 'database'> = {}): Promise<TestApp> {
  const testDatabase = await createTestDatabase();
  const config = testConfig(overrides);
  await seedDemoData(testDatabase.database.db, config.passwordCost);
  const t = await buildTestAppOn(testDatabase.database, config, options);
  return {
    ...t,
    async close() {
      await t.close();
      await testDatabase.dispose();
    },
  };
}

/**
 * An app on a database someone else opened and will close: with another app on the same
 * PostgreSQL database, it stands for a second server process (its own caches, its own listener).
 */
export async function buildTestAppOn(
  database: Database,
  config: Config = testConfig(),
  options: Omit<BuildOptions, 'database'> = {},
): Promise<TestApp> {
  const app = await buildApp(config, { ...options, database });
  await app.ready();
  return {
    app,
    deps: app.deps,
    db: database.db,
    config,
    api: new ApiClient(app, app.deps.envelope),
    async close() {
      await app.close();
      if (config.redisUrl) await deleteRedisKeys(config.redisUrl, config.redisKeyPrefix);
      rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}
