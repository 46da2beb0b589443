// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const web = 'packages/web/src';
const webFeatures = ['auth', 'member', 'common', 'market', 'wallet', 'recharge', 'withdraw', 'bill', 'contract', 'mining', 'task', 'content', 'invite', 'team', 'letters', 'notices', 'notice-popup', 'help', 'activity', 'address', 'install', 'location'];

/**
 * Imports are strings: a boundary is a file glob and the import texts it must not contain (or, with
 * a third entry, the names it must not import from them).
 */
function forbid(files, rules) {
  return {
    files,
    rules: {
      'no-restricted-imports': ['error', { patterns: rules.map(([regex, message, importNames]) => ({ regex, message, importNames })) }],
    },
  };
}
const others = (feature) => webFeatures.filter((other) => other !== feature).join('|');

// Package and feature boundaries (DESIGN.md "Layout"). ESLint's own rule on import texts: the
// import-x resolver needs native binaries that this machine's registry does not carry.
// A later block's options replace an earlier one's for the same file, so narrower web blocks
// repeat the app-wide rule.
const appWide = [
  ['^@meridian/(server|e2e|bench)', 'The app imports only the protocol.'],
  ['^antd-mobile$', 'StatusBlock (components/status-block) loads ErrorBlock and its pictures only when shown.', ['ErrorBlock']],
];
const boundaries = [
  forbid(['packages/protocol/src/**'], [
    ['^@meridian/', 'The protocol imports nothing of ours.'],
    ['^(\\.\\./){2,}(server|web|e2e|bench)(/|$)', 'The protocol imports nothing of ours.'],
  ]),
  forbid(['packages/server/src/**'], [['^@meridian/(web|server|e2e|bench)', 'The server imports only the protocol.']]),
  forbid(['packages/web/src/**'], appWide),
  forbid([`${web}/lib/**`, `${web}/components/**`, `${web}/api/**`, `${web}/i18n/**`, `${web}/config/**`], [
    ...appWide,
    ['^(\\.\\./)+(features|app)(/|$)', 'lib, components, api, i18n and config come before features and app.'],
  ]),
  ...webFeatures.map((feature) =>
    forbid([`${web}/features/${feature}/**`], [
      ...appWide,
      ['^(\\.\\./)+app(/|$)', 'A feature does not import the app; pages that combine features live in app/.'],
      [`^(\\.\\./)+(features/)?(${others(feature)})(/|$)`, 'A feature never imports another feature.'],
    ]),
  ),
];

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/*.js', '**/*.mjs', 'packages/server/drizzle/**', 'e2e/artifacts/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: {
        project: [
          './packages/protocol/tsconfig.json',
          './packages/server/tsconfig.json',
          './packages/web/tsconfig.json',
          './e2e/tsconfig.json',
          './bench/tsconfig.json',
          './tsconfig.tests.json',
        ],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  ...boundaries,
  {
    files: ['packages/web/src/**/*.{ts,tsx}'],
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
