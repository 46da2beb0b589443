import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const protocolSource = fileURLToPath(new URL('./packages/protocol/src/index.ts', import.meta.url));

/**
 * The cluster suite (`npm run test:cluster`, issue 42): Meridian on several hosts made of network
 * namespaces, with faults injected under money-moving load. Apart from `npm test`'s run: it needs
 * root, makes its own PostgreSQL and Redis, and each file owns the whole machine's network setup
 * while it runs, so files run one at a time.
 */
export default defineConfig({
  resolve: { alias: { '@meridian/protocol': protocolSource } },
  test: {
    name: 'cluster',
    root: 'packages/server',
    include: ['test/**/*.cluster.test.ts'],
    environment: 'node',
    globalSetup: ['test/helpers/build-server.ts'],
    testTimeout: 300_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
