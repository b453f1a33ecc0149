import { readdirSync } from 'node:fs';

import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import checkFile from 'eslint-plugin-check-file';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { areaBoundaries } from './tools/eslint/area-boundaries.js';

const WEB = './apps/web/src';

const DOMAIN_IS_PURE = {
  group: ['node:*', 'fs', 'path', 'http', 'react', 'react-*', 'fastify', 'drizzle-orm', 'pg', '@roadbook/*'],
  message: 'The domain package is pure: no I/O, no framework.',
};
const webFeatures = readdirSync(new URL('apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/test-results/**', '**/playwright-report/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  // Imports resolve as TypeScript does (workspace packages, the web app's `@/` alias): no cycles.
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'apps/*/tsconfig.json',
            'packages/*/tsconfig.json',
            'e2e/tsconfig.json',
            'bench/tsconfig.json',
            'tools/tsconfig.json',
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  // File names: kebab-case, but for React components (PascalCase .tsx); tests kebab-case too.
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        {
          '**/*.ts': 'KEBAB_CASE',
          '**/*.tsx': '@(+([a-z])*([a-z0-9])*(-+([a-z0-9]))|+([A-Z]*([a-z0-9])))',
          '**/*.test.tsx': 'KEBAB_CASE',
        },
        { ignoreMiddleExtensions: true },
      ],
    },
  },
  // Web layers: shared (components, lib, api) → features → app, never sideways. Tests and the test
  // helpers may render the whole app.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/web/src/testing/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...webFeatures.map((feature) => ({
              target: `${WEB}/features/${feature}`,
              from: `${WEB}/features`,
              except: [`./${feature}`],
              message:
                'A feature never imports another feature: share through components/, lib/ or api/, or compose in app/.',
            })),
            {
              target: [`${WEB}/components`, `${WEB}/lib`, `${WEB}/api`],
              from: [`${WEB}/features`, `${WEB}/app`],
              message: 'Shared code (components/, lib/, api/) never imports features or the app.',
            },
            {
              target: `${WEB}/features`,
              from: `${WEB}/app`,
              message: 'Features never import the app: pages in app/ compose features.',
            },
          ],
        },
      ],
    },
  },
  // Boundaries: web and api never import each other; domain stays pure (no framework, no I/O).
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@roadbook/api', '@roadbook/api/*', '**/apps/api/**'],
              message: 'The web app never imports the API.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@roadbook/web', '@roadbook/web/*', '**/apps/web/**'],
              message: 'The API never imports the web app.',
            },
          ],
        },
      ],
    },
  },
  // The API's areas (decision 0027): from another area, only types; the platform is shared. Tests
  // build the whole app and may take what they need from any area.
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'apps/api/src/testing/**'],
    plugins: { roadbook: { rules: { 'area-boundaries': areaBoundaries } } },
    rules: { 'roadbook/area-boundaries': 'error' },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [DOMAIN_IS_PURE] }] },
  },
  // API contracts are parsed on public pages, whose first load has a budget: zod/mini only.
  {
    files: ['packages/domain/src/contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'zod', message: 'Contracts use zod/mini (packages/domain/README.md).' }],
          patterns: [DOMAIN_IS_PURE],
        },
      ],
    },
  },
  // The API and the load tests, with types (each file through its package's tsconfig): every promise
  // is awaited, returned or explicitly let go, and none goes where a callback's result is ignored.
  {
    files: ['apps/api/**/*.ts', 'bench/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
    },
  },
);
