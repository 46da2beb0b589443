import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { catalogParts } from './packages/web/build/catalog-parts.js';
import ProcessesFirst from './vitest-sequencer.js';

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
    // `*.pg.test.ts` need a real PostgreSQL server (several connections, several processes);
    // `*.pglite.test.ts` are about the embedded database itself (its folder, its one process);
    // `*.unit.test.ts` touch no database and run once, in the server-unit project.
    include: ['test/**/*.test.ts'],
    // `*.cluster.test.ts` make hosts of their own (vitest.cluster.config.ts, `npm run test:cluster`).
    exclude: ['test/**/*.unit.test.ts', 'test/**/*.cluster.test.ts', db === 'postgres' ? 'test/**/*.pglite.test.ts' : 'test/**/*.pg.test.ts'],
    environment: 'node' as const,
    env: { MERIDIAN_TEST_DB: db },
    // Tests that start server processes run the compiled server (build-server.ts). On PGlite each
    // file, and each process, clones one migrated cluster instead of making its own (seconds each);
    // on PostgreSQL each file copies one migrated template database.
    globalSetup: ['test/helpers/build-server.ts', db === 'pglite' ? 'test/helpers/pglite-template.ts' : 'test/helpers/pg-template.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Both databases' suites run as one group, after the quick pure suites, three files at once on
    // 2 cores: the PostgreSQL files spend much of their time waiting (for server processes, for
    // the server's answers), and a third file uses the cores meanwhile. As two groups of two files
    // each, a third of the group's CPU time went unused and the group took longer (the times:
    // docs/ci-timings.md, "Why the test configuration is as it is").
    maxWorkers: 3,
    // The files of a worker share one module graph instead of importing the server again each
    // (a third of the run's time went to imports). The server keeps no state in its modules that a
    // file could leak to the next: every app, database and clock is made by the file itself.
    isolate: false,
    sequence: { groupOrder: 1 },
  },
});

/**
 * A package's test files (relative to its root) that replace a module with `vi.mock`: they need a
 * module graph of their own, since a graph that already holds the real module (or another file's
 * stand-in for it) keeps it, and the file's own mock is not what the code under test imports.
 */
function mockingFiles(root: string): string[] {
  return readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => join('src', file))
    .filter((file) => readFileSync(join(root, file), 'utf8').includes('vi.mock('));
}
const consoleMocking = mockingFiles('packages/console');
const webMocking = mockingFiles('packages/web');

/**
 * The console's tests. Each file renders antd and refine, whose import took 2.5 s per file: the
 * files share one module graph per worker (isolate: false, as the member app's), except those that
 * mock a module, which run in a graph of their own so that their mock is what the code under test
 * imports (a graph already holding the real module would keep it).
 */
const consoleProject = (name: string, mocking: boolean) => ({
  resolve: { alias },
  test: {
    name,
    root: 'packages/console',
    include: mocking ? consoleMocking : ['src/**/*.test.{ts,tsx}'],
    exclude: mocking ? [] : consoleMocking,
    environment: 'happy-dom' as const,
    // Testing Library's matchers, and its waits as patient as a lazy page's first import needs.
    setupFiles: ['src/testing/setup.ts'],
    // An operator who asked for less motion: antd then shows and removes at once (app/theme.ts), so
    // a test never finds a message or a dialog still fading out, nor waits for one to come in.
    environmentOptions: { happyDOM: { settings: { device: { prefersReducedMotion: 'reduce' } } } },
    // Through Vite like the app's own code: left to Node, refine's router bindings would load
    // react-router's CommonJS build, a second copy with its own context, and find no router.
    server: { deps: { inline: [/@refinedev\//] } },
    isolate: mocking,
    // A test renders the whole console; in the first group four projects share 2 cores, and a
    // lazy page's first import alone can pass Vitest's 5-second default there. A settings form's
    // test fills a dozen antd fields by role, about a second on a quiet machine and past 20 s on a
    // shared one under load (the timeout is for a test that hangs, not a speed budget).
    testTimeout: 45_000,
    maxWorkers: 2,
    sequence: { groupOrder: 0 },
  },
});

/**
 * The member app's tests. One module graph per worker (a fifth of the time, as on the server): the
 * setup file runs before each file and resets what a page could leave behind (the DOM, storage, the
 * language, toasts and dialogs); files and tests pass in any order (--sequence.shuffle). The files
 * that mock a module run in graphs of their own (mockingFiles).
 */
const webProject = (name: string, mocking: boolean) => ({
  resolve: { alias },
  // The app fetches its catalogs in two parts (packages/web/src/i18n/first-paint-texts.ts).
  plugins: [catalogParts()],
  test: {
    name,
    root: 'packages/web',
    include: mocking ? webMocking : ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    exclude: mocking ? [] : webMocking,
    environment: 'happy-dom' as const,
    setupFiles: ['src/testing/setup.ts'],
    isolate: mocking,
    // As the console's: a page test's first render shares 2 cores with three other projects.
    testTimeout: 20_000,
    maxWorkers: 2,
    sequence: { groupOrder: 0 },
  },
});

export default defineConfig({
  test: {
    // The files that start processes of their own first (vitest-sequencer.ts).
    sequence: { sequencer: ProcessesFirst },
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'protocol',
          root: 'packages/protocol',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          // Property tests run hundreds of cases: on 2 cores shared with three other projects, one
          // can pass Vitest's 5-second default without anything being wrong.
          testTimeout: 20_000,
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'server-unit',
          root: 'packages/server',
          include: ['test/**/*.unit.test.ts'],
          environment: 'node',
          // As the protocol's: property tests sharing 2 cores with three other projects.
          testTimeout: 20_000,
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          // The root's tooling: the stage lines of `npm test` and CI (scripts/), the benchmarks'
          // result files (bench/support/) and the deployment's manifests (deploy/); a few small
          // processes, once.
          name: 'tooling',
          root: '.',
          include: ['scripts/**/*.test.ts', 'bench/**/*.test.ts', 'deploy/**/*.test.ts'],
          environment: 'node',
          maxWorkers: 1,
          sequence: { groupOrder: 0 },
        },
      },
      serverProject('server-pglite', 'pglite'),
      ...(process.env.DATABASE_URL ? [serverProject('server-postgres', 'postgres')] : []),
      webProject('web', false),
      webProject('web-mocks', true),
      consoleProject('console', false),
      consoleProject('console-mocks', true),
    ],
  },
});
