import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  astroCode,
  cyclesOf,
  cyclicComponents,
  importsOf,
  nodeOf,
  readFeatureGraph,
  resolveSpecifier,
  type FeatureGraph,
  type FilePair,
} from './feature-graph';

describe('importsOf', () => {
  it('finds static, re-exported, dynamic and type imports, and nothing in comments', () => {
    const code = [
      "/** @example import { x } from '#src/features/pat/contract'; */",
      "import { a } from '#src/features/accounts/lifecycle';",
      "import type { B } from '#src/features/mailbox/contract';",
      "import { type C } from '#src/features/content/model';",
      "export { d } from './d';",
      "const e = await import('#src/features/reports/blocks');",
      "type F = import('#src/features/licences/contract').F;",
    ].join('\n');
    expect(importsOf(code)).toEqual([
      { specifier: '#src/features/accounts/lifecycle', typeOnly: false },
      { specifier: '#src/features/mailbox/contract', typeOnly: true },
      { specifier: '#src/features/content/model', typeOnly: true },
      { specifier: './d', typeOnly: false },
      { specifier: '#src/features/reports/blocks', typeOnly: false },
      { specifier: '#src/features/licences/contract', typeOnly: true },
    ]);
  });

  it('reads the frontmatter and the script blocks of an .astro file', () => {
    const astro = "---\nimport A from '#src/features/pat/components/A.astro';\n---\n<A />\n<script>\n  import { b } from './b';\n</script>\n";
    expect(importsOf(astroCode(astro)).map((i) => i.specifier)).toEqual(['#src/features/pat/components/A.astro', './b']);
  });
});

describe('nodes and paths', () => {
  it('names the feature or kernel part a file belongs to', () => {
    expect(nodeOf('src/features/pat/api/router.ts')).toBe('pat');
    expect(nodeOf('src/gateway/forward.ts')).toBe('gateway');
    expect(nodeOf('src/pages/cp/pat/[id].astro')).toBeUndefined();
    expect(nodeOf('src/lib/roles.ts')).toBeUndefined();
  });

  it('resolves #src/ and relative specifiers to project files, and leaves packages alone', () => {
    const files = new Set(['src/features/pat/api/routes.ts', 'src/features/pat/api/router.ts', 'src/lib/i18n/index.ts']);
    const exists = (file: string) => files.has(file);
    expect(resolveSpecifier('./router', 'src/features/pat/api/routes.ts', exists)).toBe('src/features/pat/api/router.ts');
    expect(resolveSpecifier('#src/lib/i18n', 'src/a.ts', exists)).toBe('src/lib/i18n/index.ts');
    expect(resolveSpecifier('hono', 'src/a.ts', exists)).toBeUndefined();
  });
});

describe('cycles', () => {
  const pair: FilePair = { importer: 'a', imported: 'b', typeOnly: false, test: false };
  const graphOf = (edges: [string, string][]): FeatureGraph => {
    const map = new Map<string, Map<string, FilePair[]>>();
    for (const [from, to] of edges) map.set(from, (map.get(from) ?? new Map()).set(to, [pair]));
    return { nodes: [...new Set(edges.flat())].sort(), edges: map, schema: [] };
  };

  it('finds the parts that import each other, directly or around, and their shortest cycles', () => {
    const graph = graphOf([
      ['accounts', 'mailbox'],
      ['mailbox', 'accounts'],
      ['pat', 'licences'],
      ['licences', 'privacy'],
      ['privacy', 'pat'],
      ['reports', 'pat'],
    ]);
    expect(cyclicComponents(graph)).toEqual([
      ['licences', 'pat', 'privacy'],
      ['accounts', 'mailbox'],
    ]);
    expect(cyclesOf(graph, ['licences', 'pat', 'privacy'])).toEqual([['licences', 'privacy', 'pat', 'licences']]);
  });

  it('finds none in a graph that only points one way', () => {
    expect(cyclicComponents(graphOf([['pat', 'accounts'], ['educations', 'pat'], ['educations', 'accounts']]))).toEqual([]);
  });
});

describe('readFeatureGraph', () => {
  it('lists foreign keys between tables apart and counts every other import as an edge', () => {
    const root = mkdtempSync(join(tmpdir(), 'feature-graph-'));
    const write = (file: string, text: string): void => {
      mkdirSync(dirname(join(root, file)), { recursive: true });
      writeFileSync(join(root, file), text);
    };
    try {
      write('src/features/accounts/api/tables.ts', 'export const users = {};\n');
      write('src/features/accounts/api/invitation.ts', "import { seats } from '#src/features/licences/api/tables';\n");
      write('src/features/licences/api/tables.ts', "import { users } from '#src/features/accounts/api/tables';\n");
      const graph = readFeatureGraph(root);
      expect(graph.schema.map((p) => [p.importer, p.imported])).toEqual([
        ['src/features/licences/api/tables.ts', 'src/features/accounts/api/tables.ts'],
      ]);
      expect([...(graph.edges.get('accounts')?.keys() ?? [])]).toEqual(['licences']);
      expect(graph.edges.get('licences')).toBeUndefined();
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('the platform', () => {
  it('has no import loop between its features: lower ones never import higher ones (decision 043)', () => {
    const graph = readFeatureGraph(resolve(dirname(fileURLToPath(import.meta.url)), '..'));
    const loops = cyclicComponents(graph).flatMap((component) => cyclesOf(graph, component).map((cycle) => cycle.join(' → ')));
    expect(loops).toEqual([]);
  });
});
