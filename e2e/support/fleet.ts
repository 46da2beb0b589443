import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';
import { openDatabase, type Database } from '@meridian/server';
import { startRoundRobin } from '../../bench/support/round-robin.js';
import { freePort, startServerProcess, stopGracefully, type ServerProcess } from '../../bench/support/server-process.js';

/**
 * Several server processes on one PostgreSQL database and one Redis, behind a round-robin TCP
 * proxy, as production runs them (docs/operations.md "Several processes"). Each process is the built server
 * (`dist/main.js`), started as its own process; the database is made for the fleet and dropped
 * with it, and the Redis keys carry a prefix of the fleet's own, removed after.
 */
export interface Fleet {
  /** Where members open the app: the proxy. */
  url: string;
  /** The processes, in the order they were started (the first migrated and seeded). */
  processes: ServerProcess[];
  /** A connection of the test's own to the fleet's database (the slider's answers). */
  database: Database;
  operatorToken: string;
  close(): Promise<void>;
}

export async function startFleet(size: number): Promise<Fleet> {
  const adminUrl = process.env.DATABASE_URL;
  const redisUrl = process.env.REDIS_URL;
  if (!adminUrl || !redisUrl) throw new Error('a fleet needs DATABASE_URL and REDIS_URL');
  const suffix = randomBytes(4).toString('hex');
  const name = `meridian_fleet_${suffix}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${name}`;
  const operatorToken = randomBytes(24).toString('hex');
  const keyPrefix = `meridian_fleet_${suffix}:`;
  const scratch = await mkdtemp(join(tmpdir(), 'meridian-fleet-'));
  const env = (index: number) => ({
    DATABASE_URL: databaseUrl.toString(),
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: keyPrefix,
    OPERATOR_TOKEN: operatorToken,
    DATA_DIR: join(scratch, `process-${index}`),
    CAPTCHA: 'on',
    LOG_LEVEL: 'warn',
    // The embedded demo's development chain is one process's: a fleet reads a configured chain or none.
    CHAIN_DEMO: 'off',
  });

  const processes: ServerProcess[] = [];
  // The first migrates and seeds; the rest start together, as a rolling deploy's new processes do.
  processes.push(await startServerProcess(env(0), await freePort()));
  processes.push(...(await Promise.all(Array.from({ length: size - 1 }, async (_, i) => startServerProcess(env(i + 1), await freePort())))));
  const proxy = await startRoundRobin(processes.map((p) => Number(new URL(p.url).port)));
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl.toString(), poolSize: 2 });

  return {
    url: proxy.url,
    processes,
    database,
    operatorToken,
    async close() {
      await proxy.close();
      await database.close();
      await Promise.all(processes.map((p) => stopGracefully(p.child)));
      const redis = new Redis(redisUrl);
      const keys = await redis.keys(`${keyPrefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
      await rm(scratch, { recursive: true, force: true });
    },
  };
}

