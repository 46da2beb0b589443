// @ts-check
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const web = 'packages/web/src';
const webFeatures = ['auth', 'member', 'common', 'market', 'wallet', 'recharge', 'withdraw', 'bill', 'contract', 'mining', 'task', 'content', 'agent'];

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
    plugins: { 'import-x': importX },
    settings: {
      // Resolves `.js` → `.ts`, extensionless and workspace imports as TypeScript does, so the
      // boundary and cycle rules below see every import of ours.
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: ['packages/*/tsconfig.json', 'e2e/tsconfig.json', 'bench/tsconfig.json', 'tsconfig.tests.json'],
        }),
      ],
      'import-x/ignore': ['node_modules'],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // The contract imports nothing of ours.
            { target: 'packages/protocol/src', from: ['packages/server', 'packages/web', 'e2e', 'bench'] },
            { target: 'packages/server/src', from: ['packages/web', 'e2e', 'bench'] },
            { target: 'packages/web/src', from: ['packages/server', 'e2e', 'bench'] },
            // In the app: lib/components → features → app, and a feature never imports another.
            { target: [`${web}/lib`, `${web}/components`, `${web}/api`, `${web}/i18n`, `${web}/config`], from: [`${web}/features`, `${web}/app`] },
            { target: `${web}/features`, from: `${web}/app` },
            ...webFeatures.map((feature) => ({
              target: `${web}/features/${feature}`,
              from: `${web}/features`,
              except: [`./${feature}`],
            })),
          ],
        },
      ],
    },
  },
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
