// @ts-check
/**
 * The import rules of the workspace (docs/architecture.md, "Where a new thing goes"), checked by
 * `npm run lint` over the resolved module graph: type-only imports count, so a cycle made of types
 * is a cycle too. ESLint keeps only the rule that names an import (antd-mobile's ErrorBlock).
 */
const web = '^packages/web/src';
const ours = '^(packages/(protocol|server|web|console)|e2e|bench)/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A cycle means neither module can be read, tested or moved alone: put what both need in a leaf module (types.ts).',
      from: {},
      to: { circular: true },
    },
    {
      name: 'protocol-imports-nothing-of-ours',
      severity: 'error',
      comment: 'The protocol is the shared contract: the server and the app import it, it imports neither.',
      from: { path: '^packages/protocol/src' },
      to: { path: ours, pathNot: '^packages/protocol/' },
    },
    {
      name: 'server-imports-only-the-protocol',
      severity: 'error',
      from: { path: '^packages/server/src' },
      to: { path: ours, pathNot: '^packages/(server|protocol)/' },
    },
    {
      name: 'app-imports-only-the-protocol',
      severity: 'error',
      from: { path: web },
      to: { path: ours, pathNot: '^packages/(web|protocol)/' },
    },
    {
      name: 'console-imports-only-the-protocol',
      severity: 'error',
      comment: 'The operator console talks to the server over the admin API (docs/console-api.md), never through its code, and shares nothing with the member app.',
      from: { path: '^packages/console/' },
      to: { path: ours, pathNot: '^packages/(console|protocol)/' },
    },
    {
      name: 'e2e-and-bench-use-the-server-package-exports',
      severity: 'error',
      comment: "Reach the server through @meridian/server's exports map (src/public/), never a file of its own.",
      from: { path: '^(e2e|bench)/' },
      to: { path: '^packages/server/', pathNot: '^packages/server/(src|dist)/(public/|main\\.|cli/operator\\.)' },
    },
    {
      name: 'server-unit-tests-open-no-database',
      severity: 'error',
      comment: 'A *.unit.test.ts runs once, outside the database projects (vitest.config.ts): a test that needs a database or a server process drops the .unit.',
      from: { path: '^packages/server/test/.+\\.unit\\.test\\.ts$' },
      to: {
        path: [
          '^packages/server/test/helpers/(test-database|build-test-app|process-storage|server-process|listening-database|members|api-client)\\.ts$',
          '^packages/server/src/db/client\\.ts$',
          '(^|/)node_modules/(pg|@electric-sql/pglite)/',
        ],
      },
    },
    {
      name: 'app-layers-before-features',
      severity: 'error',
      comment: 'lib, components, api, i18n and config come before features and app.',
      from: { path: `${web}/(lib|components|api|i18n|config)/` },
      to: { path: `${web}/(features|app)/` },
    },
    {
      name: 'feature-does-not-import-the-app',
      severity: 'error',
      comment: 'Pages that combine features live in app/.',
      from: { path: `${web}/features/` },
      to: { path: `${web}/app/` },
    },
    {
      name: 'feature-does-not-import-another-feature',
      severity: 'error',
      comment: 'A feature never imports another: what two features share moves to lib/ or components/.',
      from: { path: `${web}/features/([^/]+)/` },
      to: { path: `${web}/features/`, pathNot: `${web}/features/$1/` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)node_modules/' },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
    },
  },
};
