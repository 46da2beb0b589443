import { defineConfig } from 'vitest/config';

/**
 * Member journeys in Debian's Chromium against the built app served by the real server.
 * `*.pg.e2e.ts` run several server processes on PostgreSQL and Redis: only where both are
 * configured (DATABASE_URL and REDIS_URL, as CI sets them when they answer).
 */
const withServers = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);

export default defineConfig({
  test: {
    name: 'e2e',
    include: ['specs/**/*.e2e.ts'],
    exclude: withServers ? [] : ['specs/**/*.pg.e2e.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // One browser and one server per file; files run one after another on 2 cores.
    fileParallelism: false,
  },
});
