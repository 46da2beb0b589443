import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { API, createEnvelope, DEMO_ENVELOPE_KEY } from '@meridian/protocol';
import { deleteRedisKeys, loadConfig, startServer, type Config } from '@meridian/server';
import { createBenchDatabase } from './bench-database.js';

export interface BenchServer {
  url: string;
  /** The running app, for benchmarks that watch its internals (its live hub, say). */
  app: FastifyInstance;
  /** Logs the demo member in through the real API and returns the access token. */
  loginDemo(): Promise<string>;
  close(): Promise<void>;
}

const envelope = createEnvelope(DEMO_ENVELOPE_KEY);

/**
 * The real server, in this process, on a port of its own: PGlite in `dataDir`, or a PostgreSQL
 * database made for this run on DATABASE_URL and dropped afterwards. Slider answers are not
 * checked (CAPTCHA=off) since the benchmark measures calls, not puzzles; logs above warn only,
 * so the terminal is not the bottleneck.
 */

export async function startBenchServer(options: {
  dataDir: string;
  database: 'pglite' | 'postgres';
  /** With PostgreSQL, also Redis when REDIS_URL is set: production's shape (rate limits and fan-out in Redis). */
  redis?: boolean;
  overrides?: Partial<Config>;
  /** More of the environment the configuration is read from (bench:deposits: its chain as `CHAIN_ERC20_*`). */
  env?: Record<string, string>;
  /** With PostgreSQL: a database the caller made and drops (to start a second server on the first one's data). */
  databaseUrl?: string;
}): Promise<BenchServer> {
  let databaseUrl: string | undefined = options.database === 'postgres' ? options.databaseUrl : undefined;
  let dropDatabase = async () => {};
  const adminUrl = process.env.DATABASE_URL;
  if (options.database === 'postgres' && adminUrl && databaseUrl === undefined) {
    const created = await createBenchDatabase(adminUrl, 'meridian_bench');
    databaseUrl = created.url;
    dropDatabase = () => created.drop();
  }
  const redisUrl = options.redis === true && options.database === 'postgres' ? process.env.REDIS_URL : undefined;
  const redisKeyPrefix = `meridian_bench_${randomBytes(4).toString('hex')}:`;
  const config = {
    ...loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: redisKeyPrefix,
      CAPTCHA: 'off',
      LOG_LEVEL: 'warn',
      // No development chain mining and watched beside what a benchmark measures (bench:deposits starts its own).
      CHAIN_DEMO: 'off',
      ...options.env,
    }),
    ...options.overrides,
  };
  const server = await startServer(config);
  return {
    url: server.url,
    app: server.app,
    async loginDemo() {
      const response = await fetch(`${server.url}${API.login.login}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: envelope.encode({ username: 'demo0001', password: 'demo1234', captchaId: 'bench', captchaX: 0 }),
      });
      const answer = envelope.decode(await response.text()) as { code: number; msg: string; data: { accessToken?: string } };
      if (answer.code !== 200 || !answer.data.accessToken) throw new Error(`demo login failed: ${answer.code} ${answer.msg}`);
      return answer.data.accessToken;
    },
    async close() {
      await server.close();
      await dropDatabase();
      if (redisUrl !== undefined) await deleteRedisKeys(redisUrl, redisKeyPrefix);
    },
  };
}
