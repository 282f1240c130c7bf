import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { croupierPlugin } from './tooling/eslint/boundaries-rule.js';

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/storybook-static/**', '**/.data/**', '**/test-results/**', '**/*.gen.*'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { croupier: croupierPlugin },
    rules: {
      'croupier/boundaries': 'error',
      'no-restricted-exports': ['error', { restrictDefaultExports: { direct: true, named: true, defaultFrom: true } }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Config files of tools that require a default export.
    files: ['**/*.config.{js,ts,mjs}', '**/.storybook/**', '**/vite.config.ts', '**/playwright.config.ts'],
    rules: { 'no-restricted-exports': 'off' },
  },
);
