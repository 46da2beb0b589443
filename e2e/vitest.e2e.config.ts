import { defineConfig } from 'vitest/config';

/** Member journeys in Debian's Chromium against the built app served by the real server. */
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['specs/**/*.e2e.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // One browser and one server per file; files run one after another on 2 cores.
    fileParallelism: false,
  },
});
