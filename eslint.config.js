import js from '@eslint/js';
import vitest from '@vitest/eslint-plugin';
import playwright from 'eslint-plugin-playwright';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { importBoundaries } from './eslint-import-boundaries.js';

/** Vitest files: the gate's and the system tier's tests, beside their code or under tests/. */
const VITEST_FILES = ['**/*.test.ts', '**/*.test.tsx', 'tests/support/**/*.ts'];

/**
 * The engine and the books' scenes: drawing is pure and synchronous, and a rule below keeps every promise out,
 * so the rules that read types skip them (a third of the code, and of lint's time).
 */
const SYNCHRONOUS_FILES = ['src/pictures/**', 'src/content/stories/*/pictures/**'];

export default tseslint.config(
  { ignores: ['build/', '.react-router/', 'node_modules/', 'public/', '.tmp/', 'test-results/', 'playwright-report/', 'data/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    ignores: SYNCHRONOUS_FILES,
    // Type information for the few rules that need it (a promise nobody awaits or catches is a lost
    // error); the whole type-checked set would be far more churn than catch.
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  {
    files: SYNCHRONOUS_FILES,
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          'FunctionDeclaration[async=true]',
          'FunctionExpression[async=true]',
          'ArrowFunctionExpression[async=true]',
          'AwaitExpression',
          'ImportExpression',
          "Identifier[name='Promise']",
        ].map((selector) => ({ selector, message: 'Pictures are drawn synchronously: no promise here (the promise rules skip these files).' })),
      ],
    },
  },
  {
    files: VITEST_FILES,
    plugins: { vitest },
    rules: {
      // `expect(x)` with no matcher asserts nothing.
      'vitest/valid-expect': ['error', { maxArgs: 2 }],
      'vitest/expect-expect': ['error', { assertFunctionNames: ['expect', 'expect*', 'assert*'] }],
    },
  },
  {
    files: ['tests/e2e/**/*.ts'],
    ...playwright.configs['flat/recommended'],
    rules: {
      'playwright/no-wait-for-timeout': 'error',
      'playwright/missing-playwright-await': 'error',
      'playwright/valid-expect': 'error',
    },
  },
  {
    files: ['scripts/**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
  ...importBoundaries,
);
