/**
 * The import graph between the platform's parts (docs/decisions/017-feature-folders.md): every feature folder
 * under src/features/ is a node, and so are src/gateway, src/backend and src/server. An edge A → B means a file of
 * A imports a file of B (static `import`/`export … from`, `import type`, dynamic `import()` and `import('…')` type
 * references; in .astro files the frontmatter and the `<script>` blocks). Pages, layouts, generic components and
 * src/lib are not nodes: pages compose features, and src/lib is the client-safe kernel every part may use.
 *
 * `npx tsx scripts/feature-graph.ts` prints every edge with the number of importing files, then the cycles: each
 * strongly connected component of two or more nodes with the edges inside it and the file pairs behind each edge,
 * then the shortest cycle through each such edge. Exit code 0 either way.
 *
 * Test code (`*.test.ts(x)`, `testing/` folders, a feature's `api/*fixtures.ts`) is left out: a feature's API tests
 * run the whole backend.
 *
 * Schema references are left out too and listed apart: a feature's `api/tables.ts` importing another feature's
 * `api/tables.ts` for a foreign key (`references(() => users.id)`). The tables of all features form one database
 * schema with one migration history (`src/server/db/schema.ts`, decision 017 point 3); services reach other features'
 * tables through that schema index, which is no edge either. A foreign key says which rows refer to which, not which
 * code calls which (docs/decisions/043-where-shared-code-lives.md).
 *
 * Options: `--tests` counts test files too; `--values` leaves out type-only
 * imports (`import type`, `export type`, `import('…')` in a type), which vanish in the build; `--json` prints
 * the graph as JSON (`{ nodes, edges: [{ from, to, files: [[importer, imported]] }], schema: [[importer, imported]],
 * cycles: [[node…]] }`).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, posix, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

/** One import found in a source file: the specifier as written and whether only types are imported. */
export interface FoundImport {
  specifier: string;
  typeOnly: boolean;
}

/** One import between two nodes: the importing and the imported file, paths relative to the project root. */
export interface FilePair {
  importer: string;
  imported: string;
  typeOnly: boolean;
  test: boolean;
}

export interface FeatureGraph {
  nodes: string[];
  /** `from → to` with the file pairs behind it, sorted by `from`, then `to`. */
  edges: Map<string, Map<string, FilePair[]>>;
  /** Foreign keys between features' tables (`X/api/tables.ts` → `Y/api/tables.ts`): schema, not an edge. */
  schema: FilePair[];
}

/** True for a feature's table declarations, `src/features/<feature>/api/tables.ts`. */
export function isTablesFile(file: string): boolean {
  return /^src\/features\/[^/]+\/api\/tables\.ts$/.test(file);
}

const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.astro', '.mjs', '.js'];
const KERNEL_NODES = ['gateway', 'backend', 'server'];

/**
 * Files that import every feature by design and so are not a dependency of their node: the schema index that
 * re-exports each feature's tables for Drizzle and drizzle-kit (decision 017, point 3). Their imports are left out
 * of the graph, as a page's are.
 */
export const COMPOSITION_ROOTS = ['src/server/db/schema.ts'];

/** The code of an .astro file that can import: its frontmatter and its `<script>` blocks. */
export function astroCode(text: string): string {
  const parts: string[] = [];
  const front = /^\s*---\r?\n([\s\S]*?)\r?\n---/.exec(text);
  if (front) parts.push(front[1] as string);
  for (const match of text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)) parts.push(match[1] as string);
  return parts.join('\n');
}

/** The imports of one TypeScript/JavaScript source text (comments and strings that only look like imports are not). */
export function importsOf(code: string, fileName = 'file.ts'): FoundImport[] {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, false, kind);
  const found: FoundImport[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const namedTypes =
        clause !== undefined &&
        clause.name === undefined &&
        clause.namedBindings !== undefined &&
        ts.isNamedImports(clause.namedBindings) &&
        clause.namedBindings.elements.length > 0 &&
        clause.namedBindings.elements.every((e) => e.isTypeOnly);
      found.push({ specifier: node.moduleSpecifier.text, typeOnly: clause !== undefined && (clause.isTypeOnly || namedTypes) });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.exportClause;
      const namedTypes = clause !== undefined && ts.isNamedExports(clause) && clause.elements.length > 0 && clause.elements.every((e) => e.isTypeOnly);
      found.push({ specifier: node.moduleSpecifier.text, typeOnly: node.isTypeOnly || namedTypes });
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const arg = node.arguments[0];
      if (arg && ts.isStringLiteralLike(arg)) found.push({ specifier: arg.text, typeOnly: false });
    } else if (ts.isImportTypeNode(node)) {
      const arg = node.argument;
      if (ts.isLiteralTypeNode(arg) && ts.isStringLiteral(arg.literal)) found.push({ specifier: arg.literal.text, typeOnly: true });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The node a project file belongs to (`accounts`, `gateway`, …), or undefined for pages, lib and the rest. */
export function nodeOf(file: string): string | undefined {
  const parts = file.split(/[\\/]/);
  if (parts[0] !== 'src') return undefined;
  if (parts[1] === 'features' && parts.length > 3) return parts[2];
  if (KERNEL_NODES.includes(parts[1] as string) && parts.length > 2) return parts[1];
  return undefined;
}

/**
 * The project file (relative to the root, `/`-separated) a specifier names, or undefined for packages. `#src/x`
 * is `src/x` (package.json `imports`); the extension and `/index` are tried as the bundler does.
 */
export function resolveSpecifier(specifier: string, importer: string, exists: (file: string) => boolean): string | undefined {
  let base: string;
  if (specifier.startsWith('#src/')) base = 'src/' + specifier.slice(5);
  else if (specifier.startsWith('.')) base = posix.normalize(posix.join(posix.dirname(importer), specifier));
  else return undefined;
  base = base.replace(/\?.*$/, '');
  const candidates = [base, ...SOURCE_EXTENSIONS.map((e) => base + e), ...SOURCE_EXTENSIONS.map((e) => `${base}/index${e}`)];
  if (/\.(m?js)$/.test(base)) candidates.push(base.replace(/\.m?js$/, '.ts'));
  return candidates.find(exists) ?? base;
}

/** Test code: unit and db tests, the `testing/` helpers and the features' `api/*fixtures.ts` that only tests and benchmarks import. */
function isTestFile(file: string): boolean {
  return /\.test\.tsx?$/.test(file) || /(^|\/)testing\//.test(file) || /\/api\/[\w-]*fixtures\.ts$/.test(file);
}

function sourceFiles(root: string, dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(join(root, dir))) {
    const rel = `${dir}/${name}`;
    if (statSync(join(root, rel)).isDirectory()) out.push(...sourceFiles(root, rel));
    else if (SOURCE_EXTENSIONS.some((e) => name.endsWith(e)) && !name.endsWith('.d.ts')) out.push(rel);
  }
  return out;
}

/** Reads every source file under `root`/src and builds the graph between nodes. */
export function readFeatureGraph(root: string, options: { tests?: boolean; types?: boolean } = {}): FeatureGraph {
  const { tests = false, types = true } = options;
  const files = sourceFiles(root, 'src');
  const known = new Set(files);
  const exists = (file: string): boolean => known.has(file);
  const nodes = new Set<string>(KERNEL_NODES);
  for (const name of readdirSync(join(root, 'src/features'))) {
    if (statSync(join(root, 'src/features', name)).isDirectory()) nodes.add(name);
  }
  const edges = new Map<string, Map<string, FilePair[]>>();
  const schema: FilePair[] = [];
  for (const file of files) {
    const from = nodeOf(file);
    if (from === undefined || COMPOSITION_ROOTS.includes(file)) continue;
    if (!tests && isTestFile(file)) continue;
    const text = readFileSync(join(root, file), 'utf8');
    const code = file.endsWith('.astro') ? astroCode(text) : text;
    for (const found of importsOf(code, file.endsWith('.astro') ? 'file.ts' : file)) {
      if (!types && found.typeOnly) continue;
      const imported = resolveSpecifier(found.specifier, file, exists);
      if (imported === undefined) continue;
      const to = nodeOf(imported);
      if (to === undefined || to === from) continue;
      const pair = { importer: file, imported, typeOnly: found.typeOnly, test: isTestFile(file) };
      if (isTablesFile(file) && isTablesFile(imported)) {
        schema.push(pair);
        continue;
      }
      const targets = edges.get(from) ?? new Map<string, FilePair[]>();
      edges.set(from, targets);
      const pairs = targets.get(to) ?? [];
      targets.set(to, pairs);
      pairs.push(pair);
    }
  }
  return { nodes: [...nodes].sort(), edges, schema };
}

/** The strongly connected components of two or more nodes (Tarjan), each sorted, largest first. */
export function cyclicComponents(graph: FeatureGraph): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const connect = (v: string): void => {
    indices.set(v, index);
    low.set(v, index);
    index += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.edges.get(v)?.keys() ?? []) {
      if (!indices.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v) as number, low.get(w) as number));
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v) as number, indices.get(w) as number));
      }
    }
    if (low.get(v) === indices.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop() as string;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) components.push(component.sort());
    }
  };
  for (const node of graph.nodes) if (!indices.has(node)) connect(node);
  return components.sort((a, b) => b.length - a.length || (a[0] as string).localeCompare(b[0] as string));
}

/** The shortest path `from` … `to` along edges inside `within` (breadth first), or undefined. */
export function shortestPath(graph: FeatureGraph, from: string, to: string, within: Set<string>): string[] | undefined {
  const previous = new Map<string, string>([[from, from]]);
  const queue = [from];
  while (queue.length > 0) {
    const v = queue.shift() as string;
    if (v === to) {
      const path = [to];
      while (path[0] !== from) path.unshift(previous.get(path[0] as string) as string);
      return path;
    }
    for (const w of [...(graph.edges.get(v)?.keys() ?? [])].sort()) {
      if (within.has(w) && !previous.has(w)) {
        previous.set(w, v);
        queue.push(w);
      }
    }
  }
  return undefined;
}

/** Every distinct shortest cycle through an edge inside a component, as `[a, b, …, a]`. */
export function cyclesOf(graph: FeatureGraph, component: string[]): string[][] {
  const within = new Set(component);
  const seen = new Set<string>();
  const cycles: string[][] = [];
  for (const from of component) {
    for (const to of [...(graph.edges.get(from)?.keys() ?? [])].sort()) {
      if (!within.has(to)) continue;
      const back = shortestPath(graph, to, from, within);
      if (back === undefined) continue;
      const cycle = [from, ...back];
      const ring = cycle.slice(0, -1);
      const start = ring.indexOf([...ring].sort()[0] as string);
      const key = [...ring.slice(start), ...ring.slice(0, start)].join(' ');
      if (seen.has(key)) continue;
      seen.add(key);
      cycles.push(cycle);
    }
  }
  return cycles.sort((a, b) => a.length - b.length || a.join().localeCompare(b.join()));
}

function describe(pairs: FilePair[]): string {
  const flags = (p: FilePair): string => [p.typeOnly ? 'type' : '', p.test ? 'test' : ''].filter(Boolean).join(', ');
  return pairs.map((p) => `      ${p.importer} → ${p.imported}${flags(p) ? ` (${flags(p)})` : ''}`).join('\n');
}

function main(): void {
  const args = new Set(process.argv.slice(2));
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const graph = readFeatureGraph(root, { tests: args.has('--tests'), types: !args.has('--values') });
  const components = cyclicComponents(graph);
  if (args.has('--json')) {
    const edges = [...graph.edges].flatMap(([from, targets]) =>
      [...targets].map(([to, pairs]) => ({ from, to, files: pairs.map((p) => [p.importer, p.imported]) })),
    );
    const schema = graph.schema.map((p) => [p.importer, p.imported]);
    console.log(JSON.stringify({ nodes: graph.nodes, edges, schema, cycles: components.flatMap((c) => cyclesOf(graph, c)) }, null, 2));
    return;
  }
  console.log('Edges (importing files):');
  for (const from of graph.nodes) {
    const targets = graph.edges.get(from);
    if (!targets) continue;
    const list = [...targets].sort(([a], [b]) => a.localeCompare(b)).map(([to, pairs]) => `${to} (${new Set(pairs.map((p) => p.importer)).size})`);
    console.log(`  ${from} → ${list.join(', ')}`);
  }
  const references = [...new Set(graph.schema.map((p) => `${nodeOf(p.importer)} → ${nodeOf(p.imported)}`))].sort();
  console.log(`\nSchema references (foreign keys, not edges): ${references.join(', ') || 'none'}`);
  if (components.length === 0) {
    console.log('\nNo cycles.');
    return;
  }
  for (const component of components) {
    console.log(`\nCycle of ${component.length} nodes: ${component.join(', ')}`);
    const within = new Set(component);
    for (const from of component) {
      for (const [to, pairs] of [...(graph.edges.get(from) ?? [])].sort(([a], [b]) => a.localeCompare(b))) {
        if (!within.has(to)) continue;
        console.log(`  ${from} → ${to}`);
        console.log(describe(pairs));
      }
    }
    console.log('  Shortest cycles:');
    for (const cycle of cyclesOf(graph, component)) console.log(`    ${cycle.join(' → ')}`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) main();
