// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Which folder may import which is dependency-cruiser's job (.dependency-cruiser.cjs, run by
 * `npm run lint`): it reads the resolved graph, cycles included. ESLint keeps the rules that are
 * about a name rather than a path: a component of a package, and which API of zod (the cruise
 * leaves node_modules out).
 */
const ZOD_CLASSIC = ['zod', 'zod/v4', 'zod/v4/classic'].map((name) => ({
  name,
  message: "The contract and the member app use 'zod/mini': the classic API and its English locale cost home's first paint about 17 KB gzipped (issue 21).",
}));

const oneName = {
  files: ['packages/web/src/**'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: ZOD_CLASSIC,
        patterns: [
          {
            regex: '^antd-mobile$',
            importNames: ['ErrorBlock'],
            message: 'StatusBlock (components/status-block) loads ErrorBlock and its pictures only when shown.',
          },
        ],
      },
    ],
  },
};

const contractZod = {
  files: ['packages/protocol/src/**'],
  rules: { 'no-restricted-imports': ['error', { paths: ZOD_CLASSIC }] },
};

/**
 * A journey waits for what it expects (a locator, an address, an answer, a push, the server's
 * count), never for a fixed time: one too short on a busy machine, wasted on a quiet one (issue
 * 37). A pause that is itself what is modelled (a hand's drag) says so in a disable comment.
 */
const SIGNAL_NOT_TIME = 'Wait for what you expect (a locator, waitForURL, waitForResponse, expect.poll, e2e/support/app-signals.ts), not for a time.';
const journeysWaitForSignals = {
  files: ['e2e/**/*.ts'],
  rules: {
    'no-restricted-properties': ['error', { property: 'waitForTimeout', message: SIGNAL_NOT_TIME }],
    'no-restricted-syntax': ['error', { selector: "CallExpression[callee.type='Identifier'][callee.name='setTimeout']", message: SIGNAL_NOT_TIME }],
  },
};

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/*.js', '**/*.mjs', '**/*.cjs', 'packages/server/drizzle/**', 'e2e/artifacts/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: {
        // Each file is checked in the program of its nearest tsconfig.json: a package's own for its
        // sources, the root solution (tsconfig.json → the two test programs) for tests.
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Two checks that cost a large share of the server's lint time (TIMING=1; docs/ci-timings.md)
      // for what this code does not do: it has no TypeScript enums (string unions instead), and no
      // plain object stands in for a class instance (its classes are few, and made with `new`). On
      // again if either comes.
      '@typescript-eslint/no-unsafe-enum-assignment': 'off',
      '@typescript-eslint/no-unsafe-class-instance-assignment': 'off',
    },
  },
  oneName,
  contractZod,
  {
    // Budgets for the product's code (issue 37): a function past either is split into named
    // pieces. Warnings, and lint allows none: an exception is a disable comment that says why.
    files: ['packages/*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'packages/web/src/testing/**', 'packages/console/src/testing/**'],
    rules: {
      complexity: ['warn', 15],
      'max-lines-per-function': ['warn', { max: 120, skipBlankLines: true, skipComments: true }],
    },
  },
  journeysWaitForSignals,
  {
    files: ['packages/web/src/**/*.{ts,tsx}', 'packages/console/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'packages/server/test/**/*.ts', 'packages/web/src/testing/**'],
    rules: {
      // Tests read fields of decoded answers they have just asserted the shape of.
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
    },
  },
);
