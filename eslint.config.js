// @ts-check
import { existsSync } from 'node:fs';
import { posix } from 'node:path';
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

/**
 * What a feature may import from another feature (docs/decisions/017-feature-folders.md; README.md, "Waar komt mijn
 * code?"). Features stay apart so their import graph has no loop (`npx tsx scripts/feature-graph.ts` prints it);
 * pages, layouts and src/backend compose them and may import anything. From another feature a feature imports only:
 * - its root modules, `src/features/<other>/<module>` (contract.ts, strings.ts, rules.ts, model.ts, …);
 * - its tables, `api/tables.ts` (foreign keys), and its routers, `api/router.ts` and `api/*-router.ts`;
 * - the server entry points in FEATURE_ENTRY_POINTS: the `api/` modules other features call.
 * Never its `islands/`, `components/`, `seed/` or any other module. Tests and test fixtures (`api/*fixtures.ts`) are
 * not checked. An import that breaks the rule today is listed in FEATURE_IMPORT_EXCEPTIONS until its code moves to
 * where it belongs; an exception that no longer matches an import is reported, so the list only shrinks.
 */
const FEATURE_ENTRY_POINTS = [
  'accounts/api/invitation', // invited accounts: bulk intake, licence codes, quiz prospects
  'accounts/api/public-limit', // the per-address limit of public calls
  'accounts/api/throttle', // the shared counters of failed and public calls
  'accounts/api/user-admin', // accounts as staff make them: the role fields a candidate may hold (quiz prospects)
  'assessment/api/assessment', // evaluations, agreements and results of PATs and educations
  'assessment/api/evaluation-form', // the evaluation form a PAT and an education fill in (their EvaluationContext)
  'assessment/api/reader', // the candidate's reader of a PAT or education (demo data)
  'assessment/api/reflection', // a candidate's reflections and released results (PAT, privacy export)
  'assessment/api/side-by-side', // the side-by-side view of a PAT's and an education's module
  'company-settings/api/settings', // seller, branding and reminder schedule as they apply now (invoices, reports, certificates)
  'contact-portal/api/candidates', // a candidate as their contact person sees them (candidate timeline)
  'contact-portal/api/pats', // a candidate's PATs and released PAT results for their contact person (candidate timeline)
  'content/api/candidate-content', // a module as a candidate reads it (test player, PAT and education reader)
  'content/api/content-parts', // module titles and template criteria of pinned versions
  'content/api/media', // uploaded images
  'content/api/module-filter', // filtering and counting module lists (the test form's module list)
  'content/api/rich-text', // rendering formatted text
  'educations/api/candidate', // a candidate's educations (candidate home, contact portal)
  'educations/api/planning', // enrolling one candidate (group actions)
  'invoices/api/invoices', // invoicing a licence
  'licences/api/candidate-move', // moving one candidate to another organisation's licence (group actions)
  'licences/api/licences', // making licences (demo data)
  'licences/api/seats', // taking and releasing seats
  'mailbox/api/messages', // a candidate's inbox (candidate home)
  'mailbox/api/notifications', // sending and reading notifications
  'mailbox/api/notify', // telling people: notifications with their mails (decision 054)
  'mailbox/api/reminders', // the day-before reminder's port and task (decision 054)
  'pat/api/candidate', // a candidate's PATs (candidate home)
  'pat/api/evidence', // erasing a candidate's evidence photos (privacy)
  'pat/api/planning', // planning candidates on a PAT, one or many with time slots (group actions; decision 057)
  'pat/api/results', // a candidate's PAT results as the caller may see them (candidate timeline)
  'planning/api/people', // who is planned when (PAT and education planning)
  'planning/api/pins', // version pins of planned modules
  'planning/api/sessions', // planned days and lessons
  'profession-quiz/api/results', // a candidate's quizzes (candidate home, candidate timeline)
  'reports/api/reports', // the reports about a candidate the caller may see (candidate timeline)
  'profession-test/api/attempt-lifecycle', // closing attempts whose time ran out (contact portal)
  'profession-test/api/candidate-attempts', // a candidate's attempts as the caller may see them (candidate timeline)
  'profession-test/api/candidate-profiles', // a candidate's accommodations (header, candidate home)
  'profession-test/api/candidate-views', // a candidate's tests (candidate home)
  'profession-test/api/definition', // the test calls' Dutch titles (group actions)
  'profession-test/api/profession-tests', // assigning a test to one candidate (group actions)
];

/**
 * Imports that break the feature rule, as [importing file, imported file] under src/features/, each under a comment
 * with its cause, while their code has not yet moved to where it belongs. Empty since every shared piece got its
 * own home (docs/decisions/043-where-shared-code-lives.md); an entry that no longer matches an import is reported.
 * @type {[string, string][]}
 */
const FEATURE_IMPORT_EXCEPTIONS = [];

/**
 * `file` relative to the project root, `/`-separated, without the part after `.astro` (a script block).
 * @param {string} file @param {string} cwd
 */
function projectPath(file, cwd) {
  return posix.normalize(file.slice(cwd.length + 1).split('\\').join('/')).replace(/(\.astro)\/.*$/, '$1');
}

/**
 * A module path without its extension or `/index`, so `a/b.ts`, `a/b` and `a/b/index.ts` compare alike.
 * @param {string} path
 */
function moduleId(path) {
  return path.replace(/\.(tsx?|astro|m?js)$/, '').replace(/\/index$/, '');
}

// An exception for a file that no longer exists would linger unseen: the rule only runs on files that exist.
const GONE = FEATURE_IMPORT_EXCEPTIONS.filter(([importer]) => !existsSync(`src/features/${importer}`));
if (GONE.length > 0) throw new Error(`FEATURE_IMPORT_EXCEPTIONS (eslint.config.js) noemt bestanden die niet meer bestaan: ${GONE.map(([f]) => f).join(', ')}`);

/** @type {Map<string, string[]>} */
const EXCEPTIONS = new Map();
for (const [importer, imported] of FEATURE_IMPORT_EXCEPTIONS) {
  const key = `src/features/${importer}`;
  EXCEPTIONS.set(key, [...(EXCEPTIONS.get(key) ?? []), moduleId(`src/features/${imported}`)]);
}

/**
 * True when a module of feature `from` may import `target` (a project path): see FEATURE_ENTRY_POINTS.
 * @param {string} from @param {string} target
 */
function featureMayImport(from, target) {
  const match = /^src\/features\/([^/]+)\/(.+)$/.exec(target);
  if (!match || match[1] === from) return true;
  const [, feature, rest] = match;
  const inside = moduleId(rest ?? '');
  if (!inside.includes('/')) return true;
  if (/^api\/(tables|router|[\w-]+-router)$/.test(inside)) return true;
  return FEATURE_ENTRY_POINTS.includes(`${feature}/${inside}`);
}

/** @type {import('eslint').Rule.RuleModule} */
const featureImports = {
  meta: {
    type: 'problem',
    docs: { description: 'A feature imports from another feature only its root modules, tables, routers and server entry points.' },
    schema: [],
  },
  create(context) {
    const importer = projectPath(context.filename, context.cwd);
    const from = /^src\/features\/([^/]+)\//.exec(importer)?.[1];
    if (!from) return {};
    const excepted = EXCEPTIONS.get(importer) ?? [];
    // A <script> block of an .astro file is linted on its own (`X.astro/0_0.ts`); unused exceptions are the whole file's.
    const wholeFile = !/\.astro[\\/]/.test(context.filename);
    /** @type {Set<string>} */
    const used = new Set();
    /** @param {import('estree').Node | null | undefined} source */
    const check = (source) => {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const specifier = source.value;
      let target;
      if (specifier.startsWith('#src/')) target = `src/${specifier.slice(5)}`;
      else if (specifier.startsWith('.')) target = posix.normalize(posix.join(posix.dirname(importer), specifier));
      else return;
      if (featureMayImport(from, target)) return;
      if (excepted.includes(moduleId(target))) {
        used.add(moduleId(target));
        return;
      }
      context.report({
        node: source,
        message: `Een onderdeel importeert uit een ander onderdeel alleen zijn contract.ts, modules in de hoofdmap, api/tables, routers of de toegangspunten in FEATURE_ENTRY_POINTS (eslint.config.js), nooit islands/, components/ of seed/: ${specifier}. Laat de pagina de onderdelen samenstellen, of verhuis de code naar de eigenaar.`,
      });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      'Program:exit': (node) => {
        if (!wholeFile) return;
        for (const module of excepted) {
          if (!used.has(module)) {
            context.report({ node, message: `Uitzondering in FEATURE_IMPORT_EXCEPTIONS (eslint.config.js) wordt niet meer gebruikt: ${module}. Haal hem uit de lijst.` });
          }
        }
      },
    };
  },
};

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
    files: ['src/features/**/*.{ts,tsx,astro}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'src/features/*/api/*fixtures.ts'],
    plugins: { platform: { rules: { 'feature-imports': featureImports } } },
    rules: { 'platform/feature-imports': 'error' },
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
