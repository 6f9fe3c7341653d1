// The one lint configuration of the repository (flat config): TypeScript with the rules that read types, React
// hooks, accessibility, the import boundaries of boundaries.mjs and each API module's own tables.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { contractsBoundaries } from './contracts-boundaries.mjs';
import boundaries, { TEST_CODE } from './boundaries.mjs';
import ownTables from './own-tables.mjs';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/.data/**', '**/test-results/**', '**/playwright-report/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Rules that read the types: each file is checked with its package's tsconfig (found by the project service).
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: REPO_ROOT } },
    rules: {
      // A promise nobody awaits loses its failure: the user sees nothing and the error goes nowhere.
      '@typescript-eslint/no-floating-promises': 'error',
      // A promise where a plain value is expected (an `if`, an event handler React does not await) is a mistake.
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    // Playwright fixtures hand their value to `use`, which is no React hook.
    files: ['infra/e2e/**/*.ts', 'mf-doctor/e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  ...contractsBoundaries,
  ...boundaries,
  {
    // A module's code touches only the tables its module owns (table-owners.mjs); its tests may set up any.
    files: ['infra/api/src/modules/**/*.ts'],
    ignores: TEST_CODE,
    plugins: { labshop: ownTables },
    rules: { 'labshop/own-tables': 'error' },
  },
);
