/**
 * The Typst process (docs/decisions/032-typst-in-a-child-process.md): started by renderer.server.ts with
 * `child_process.fork` and 'advanced' serialization, it makes PDFs one at a time and answers each over IPC.
 *
 * Plain JavaScript that imports only the npm package, so it runs the same beside the TypeScript sources (tests,
 * scripts, `astro dev`) and beside the built server (the server bundle cannot be forked).
 *
 * Request:  `{ id: number, template: string, data: string, fontPaths: string[], pdfStandard: string }` — `template`
 *           is the Typst source of the main file, `data` the text the template reads as `sys.inputs.data`,
 *           `pdfStandard` a standard Typst knows ('ua-1', 'a-2b', …).
 * Answer:   `{ id, pdf: Uint8Array }`, or `{ id, stage: 'compile' | 'pdf', messages: string[] }` with Typst's
 *           messages when compiling or writing the PDF failed.
 *
 * The process ends when the parent closes the IPC channel (the parent stopped, or replaced this process).
 */
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { NodeCompiler } from '@myriaddreamin/typst-ts-node-compiler';

/** This folder: the compilers' workspace (the templates read no files). */
const WORKSPACE = dirname(fileURLToPath(import.meta.url));

/**
 * Typst's memoized results unused for this many PDFs are dropped after each PDF (`evictCache`; the value Typst
 * suggests for tools that compile once per run). It slows the growth between replacements; it does not stop it.
 */
const CACHE_MAX_AGE = 10;

/** One compiler per set of font folders, created on first use (loading the fonts takes the first PDF longer). */
const compilers = new Map();

/** @param {string[]} fontPaths @returns {NodeCompiler} */
function compilerFor(fontPaths) {
  const key = JSON.stringify(fontPaths);
  let compiler = compilers.get(key);
  if (!compiler) {
    compiler = NodeCompiler.create({ workspace: WORKSPACE, fontArgs: [{ fontPaths }] });
    compilers.set(key, compiler);
  }
  return compiler;
}

/**
 * Typst's messages about a failed compile or PDF export. A failed compile carries diagnostics; a failed export
 * throws an Error whose message lists them as Rust debug text (`[SourceDiagnostic { …, message: "…", … }]`), from
 * which the messages are taken out.
 * @param {NodeCompiler} compiler @param {unknown} error @returns {string[]}
 */
function messagesOf(compiler, error) {
  if (error && typeof error === 'object' && 'shortDiagnostics' in error) {
    const diagnostics = /** @type {Array<{ message?: string }>} */ (compiler.fetchDiagnostics(/** @type {any} */ (error)));
    if (diagnostics.length > 0) return diagnostics.map((d) => d.message ?? JSON.stringify(d));
  }
  const text = error instanceof Error ? error.message : String(error);
  const messages = [...text.matchAll(/message: "((?:[^"\\]|\\.)*)"/g)].map((m) => m[1].replace(/\\(.)/g, '$1'));
  return messages.length > 0 ? messages : [text];
}

/**
 * One PDF, or the stage that failed with Typst's messages.
 * @param {{ template: string, data: string, fontPaths: string[], pdfStandard: string }} request
 */
function render({ template, data, fontPaths, pdfStandard }) {
  const compiler = compilerFor(fontPaths);
  try {
    const compiled = compiler.compile({ mainFileContent: template, inputs: { data } });
    const error = compiled.takeError();
    if (error || !compiled.result) return { stage: 'compile', messages: messagesOf(compiler, error) };
    try {
      return { pdf: compiler.pdf(compiled.result, { pdfStandard: /** @type {any} */ (pdfStandard) }) };
    } catch (pdfError) {
      return { stage: 'pdf', messages: messagesOf(compiler, pdfError) };
    }
  } finally {
    compiler.evictCache(CACHE_MAX_AGE);
  }
}

process.on('message', (/** @type {any} */ request) => {
  let answer;
  try {
    answer = render(request);
  } catch (error) {
    answer = { stage: 'compile', messages: [error instanceof Error ? error.message : String(error)] };
  }
  process.send?.({ id: request.id, ...answer });
});
process.on('disconnect', () => process.exit(0));
