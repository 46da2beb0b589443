import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const protocolSource = fileURLToPath(new URL('./packages/protocol/src/index.ts', import.meta.url));
const alias = { '@meridian/protocol': protocolSource };

/**
 * One Vitest run for the whole workspace. The server suite runs on embedded PGlite always, and a
 * second time on PostgreSQL (and Redis) when DATABASE_URL is set: each run makes its own database
 * and key prefix and drops them afterwards.
 */
const serverProject = (name: string, db: 'pglite' | 'postgres') => ({
  resolve: { alias },
  test: {
    name,
    root: 'packages/server',
    include: ['test/**/*.test.ts'],
    environment: 'node' as const,
    env: { MERIDIAN_TEST_DB: db },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PGlite is single-threaded WASM; two files at once is what 2 cores bear well.
    maxWorkers: 2,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: { name: 'protocol', root: 'packages/protocol', include: ['src/**/*.test.ts'], environment: 'node' },
      },
      serverProject('server-pglite', 'pglite'),
      ...(process.env.DATABASE_URL ? [serverProject('server-postgres', 'postgres')] : []),
      {
        resolve: { alias },
        esbuild: { jsx: 'automatic' },
        test: {
          name: 'web',
          root: 'packages/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['src/testing/setup.ts'],
        },
      },
    ],
  },
});
