// @ts-check
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Server-only code is marked by place (habit 10): browser code may not import it. */
const SERVER_ONLY = ['**/gateway/**', '**/backend/**', '**/*.server', '**/*.server.ts', '**/config.server'];

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'data/', 'data-test/', '.astro/', 'test-results/', 'playwright-report/', 'migrations/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['src/islands/**', 'src/lib/**'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: SERVER_ONLY, message: 'Servercode hoort niet in de browser (habit 10).' }] },
      ],
    },
  },
);
