// @ts-check
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Server-only code is marked by place (habit 10; docs/decisions/017-feature-folders.md): src/server, src/backend,
 * src/gateway, a feature's api/ and seed/ folders, and files named *.server.ts. Browser code may not import it.
 */
const SERVER_ONLY = [
  '**/gateway/**',
  '**/backend/**',
  '**/server/**',
  '**/api/**',
  '**/seed/**',
  '**/*.server',
  '**/*.server.ts',
  '**/config.server',
];

/**
 * A subquery written inside a `sql` template: a parenthesised `select` in the template's text. Drizzle drops the
 * table names of columns interpolated into a raw `sql` field of a select without joins (drizzle-orm issue
 * #5734), so a hand-written correlation such as `${a.userId} = ${b.userId}` silently compares a column with
 * itself. A whole statement handed to `.execute(…)` is not a field and stays allowed.
 */
const HAND_WRITTEN_SUBQUERY =
  "TaggedTemplateExpression[tag.name='sql']:not(CallExpression[callee.property.name='execute'] > TaggedTemplateExpression) > TemplateLiteral > TemplateElement[value.raw=/\\(\\s*select\\b/i]";

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
    files: ['**/*.tsx', '**/use-*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['src/backend/**', 'src/server/**', 'src/features/*/api/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: HAND_WRITTEN_SUBQUERY,
          message:
            'Schrijf geen subquery in een sql-template: bouw hem met de query builder (exists(db.select()…), db.$count, een join), anders verliest Drizzle de tabelnamen van de kolommen (drizzle-orm issue #5734).',
        },
      ],
    },
  },
  {
    files: ['src/lib/**', 'src/components/**/*.{ts,tsx}', 'src/features/*/*.ts', 'src/features/*/islands/**', 'src/features/*/components/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/*.server.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        // Types vanish in the build, so a browser module may name a server module's types (`import type`).
        { patterns: [{ group: SERVER_ONLY, allowTypeImports: true, message: 'Servercode hoort niet in de browser (habit 10).' }] },
      ],
    },
  },
);
