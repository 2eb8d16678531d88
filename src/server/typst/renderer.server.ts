/**
 * Typst PDFs made in a child process (docs/decisions/032-typst-in-a-child-process.md): the server's invoices and
 * reports ask `renderTypstPdf`, and one child process (render-child.mjs in this folder) compiles them, one at a time.
 * Typst's native memory that no call gives back (`RENDERS_PER_CHILD`) goes back to the system with the child, and
 * the tens of milliseconds of CPU per PDF are spent outside the server's event loop.
 *
 * - One child, started on first use. Requests wait in order of arrival while it makes one PDF.
 * - The child is replaced after `rendersPerChild` PDFs and whenever it ends, and ended after `idleMs` without a
 *   request; a new child starts with the next request (its first PDF loads the fonts, some 30 ms more).
 * - A PDF that takes longer than `timeoutMs` (from the moment the child gets it) ends the child: that request fails
 *   with a Dutch TypstRenderError, the next one gets a new child. A child that ends during a PDF fails that request
 *   the same way.
 * - The child never keeps this process alive: while it is idle its process handle and IPC channel are unreferenced,
 *   it is killed when this process exits, and the server's shutdown stops it (`stopTypstRenderer`, src/fetch.ts).
 * - It gets no secrets: its environment is only PATH and the temporary folder settings.
 * - Deterministic: for a template that sets `#set document(date: none)` (the platform's do; else Typst writes the
 *   clock's date), the same request gives the same bytes, in any child and after any other PDF.
 *
 * @example
 *   const pdf = await renderTypstPdf({ template: INVOICE_TEMPLATE_SOURCE, data, subject: 'Factuur 2026-0001' });
 */
import { fork, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { printableLines } from '#src/lib/plain-text';
import { fontDir } from './fonts.server';

/**
 * PDFs one child makes before it is replaced. Typst (`@myriaddreamin/typst-ts-node-compiler` 0.7.0, the latest)
 * keeps native memory after every PDF export that neither `evictCache` nor a new compiler in the same process gives
 * back: measured on Linux x64 with Node 24, about 1.9 MB of resident memory per distinct 5-page report and 0.8–1 MB
 * per distinct invoice (0.3 MB for the same one again), in a process that made them one after the other. A child
 * grows from about 80 MB after its first report to about 150 MB at its 50th; replacing it costs one start (some
 * 30 ms more for the next PDF, which loads the fonts). Measured by scripts/bench-report-pdf.ts; decision 032.
 */
export const RENDERS_PER_CHILD = 50;

/** Milliseconds a PDF may take in the child before the child is ended (a 5-page report takes about 25 ms). */
export const RENDER_TIMEOUT_MS = 20_000;

/**
 * Milliseconds without a request after which the child is ended, so that a server that made a few PDFs gives their
 * memory back instead of holding it until the next PDFs (the next one starts a new child, some 30 ms more).
 */
export const IDLE_MS = 60_000;

/** The child's script, relative to the project folder. */
const CHILD_SCRIPT = join('src', 'server', 'typst', 'render-child.mjs');

/** The environment the child gets: what Node needs to start on any system, no settings of the platform. */
const CHILD_ENV = ['PATH', 'SystemRoot', 'TMPDIR', 'TEMP', 'TMP'] as const;

/** The PDF standards the platform writes (Typst's names), and how a message names them. */
const PDF_STANDARDS = { 'ua-1': 'PDF/UA-1' } as const;
export type PdfStandard = keyof typeof PDF_STANDARDS;

/** One PDF to make. */
export interface TypstPdfRequest {
  /**
   * Typst source of the main file; it reads `data` as `json(bytes(sys.inputs.at("data")))`, and sets
   * `#set document(date: none)` for the same bytes every time.
   */
  template: string;
  /**
   * The document's data: anything `JSON.stringify` writes. Its strings reach Typst without control and bidi-override
   * characters (`printableStrings`).
   */
  data: unknown;
  /** What is made, in Dutch as it reads in a sentence, for error messages: "het rapport 'Rapportage PAT'", 'Factuur 2026-0001'. */
  subject: string;
  /** Default 'ua-1' (tagged PDF/UA-1). */
  pdfStandard?: PdfStandard;
  /** Folders with the fonts; default DejaVu Sans (`fontDir`). */
  fontPaths?: string[];
}

/** Why a PDF was not made: Typst refused the document, the child took too long, or the child ended (or was stopped). */
export type TypstFailure = 'typst' | 'timeout' | 'ended';

/** A PDF that was not made, with a Dutch message; for 'typst' the message includes Typst's own messages. */
export class TypstRenderError extends Error {
  constructor(
    message: string,
    readonly failure: TypstFailure,
  ) {
    super(message);
    this.name = 'TypstRenderError';
  }
}

/** Options of `createTypstRenderer`; the defaults are the server's. */
export interface TypstRendererOptions {
  /** PDFs per child before it is replaced (≥ 1); default RENDERS_PER_CHILD. */
  rendersPerChild?: number;
  /** Milliseconds per PDF before the child is ended; default RENDER_TIMEOUT_MS. */
  timeoutMs?: number;
  /** Milliseconds without a request before the child is ended; default IDLE_MS. */
  idleMs?: number;
  /** The child's script (absolute path); default `childScriptPath()`. */
  childScript?: string;
}

/** A queue of PDF requests in front of one child process. */
export interface TypstRenderer {
  /**
   * The PDF bytes (starting with '%PDF'), in an ArrayBuffer of their own.
   * @throws TypstRenderError in Dutch: Typst's messages ('typst'), too slow ('timeout'), child ended or renderer
   *   stopped ('ended'). `JSON.stringify` errors of `data` are thrown as they are.
   */
  render(request: TypstPdfRequest): Promise<Uint8Array>;
  /** Process id of the current child, or null when none runs (before the first request, after a replacement). */
  readonly pid: number | null;
  /**
   * Ends the child and fails the requests still waiting ('ended'); resolves once the child has exited. A later
   * `render` starts a new child.
   */
  stop(): Promise<void>;
}

/**
 * Where render-child.mjs is: the first folder, going up from `from`, that holds `src/server/typst/render-child.mjs`.
 * Beside the sources that is the project folder above this module; in the built server (dist/server/chunks/…) the
 * project folder above the bundle, whatever the working directory.
 * @throws Error in Dutch when no folder above `from` holds it.
 */
export function childScriptPath(from = dirname(fileURLToPath(import.meta.url))): string {
  for (let dir = from; ; dir = dirname(dir)) {
    const script = join(dir, CHILD_SCRIPT);
    if (existsSync(script)) return script;
    if (dirname(dir) === dir) throw new Error(`Het Typst-proces is niet te vinden: geen map boven ${from} bevat ${CHILD_SCRIPT}.`);
  }
}

/** What the child answers (render-child.mjs). */
type ChildAnswer = { id: number; pdf: Uint8Array } | { id: number; stage: 'compile' | 'pdf'; messages: string[] };

interface Job {
  id: number;
  subject: string;
  message: { id: number; template: string; data: string; fontPaths: string[]; pdfStandard: PdfStandard };
  resolve: (pdf: Uint8Array) => void;
  reject: (error: Error) => void;
}

/**
 * `JSON.stringify` replacer: every string of a document's data without the characters that make Typst refuse a
 * tagged PDF or print a line backwards (lib/plain-text.ts `printableLines`: control characters other than tab and
 * line break, bidi embeddings, overrides and isolates, U+FEFF; other line breaks become '\n'). The documents clean
 * their own texts first (one-line fields stay one line there); this keeps any document, also one made from text
 * stored before the field rules existed, from failing on them (docs/decisions/040).
 */
function printableStrings(_key: string, value: unknown): unknown {
  return typeof value === 'string' ? printableLines(value) : value;
}

/** Children alive in this process, killed when it exits. */
const living = new Set<ChildProcess>();
let exitHookSet = false;

/** While a PDF is being made the child keeps this process alive (a script awaiting it must not exit early); idle, not. */
function keepAlive(child: ChildProcess, busy: boolean): void {
  if (busy) {
    child.ref();
    child.channel?.ref();
  } else {
    child.unref();
    child.channel?.unref();
  }
}

let defaultFonts: string[] | null = null;

/** A request that `stop` ended. */
const stoppedError = (job: Job) => new TypstRenderError(`Het Typst-proces is gestopt: ${job.subject} is niet gemaakt.`, 'ended');

/** Typst's answer as a Dutch error. */
function typstError(subject: string, stage: 'compile' | 'pdf', messages: string[], standard: PdfStandard): TypstRenderError {
  const what = stage === 'compile' ? 'niet maken' : `niet als ${PDF_STANDARDS[standard]} schrijven`;
  return new TypstRenderError(`Typst kon ${subject} ${what}:\n${messages.join('\n')}`, 'typst');
}

/**
 * A renderer with its own child process (habit 4: the server's defaults, tests pass smaller numbers).
 * @throws Error in Dutch when the child's script cannot be found (`childScriptPath`).
 */
export function createTypstRenderer({
  rendersPerChild = RENDERS_PER_CHILD,
  timeoutMs = RENDER_TIMEOUT_MS,
  idleMs = IDLE_MS,
  childScript,
}: TypstRendererOptions = {}): TypstRenderer {
  if (!Number.isInteger(rendersPerChild) || rendersPerChild < 1) throw new Error(`rendersPerChild moet een heel getal ≥ 1 zijn, niet ${rendersPerChild}.`);
  const script = childScript ?? childScriptPath();
  const queue: Job[] = [];
  let child: ChildProcess | null = null;
  let made = 0;
  /** The request the child is making; `cut` says why the renderer ended the child during it, if it did. */
  let running: { job: Job; child: ChildProcess; timer: NodeJS.Timeout; cut: 'timeout' | 'stopped' | null } | null = null;
  let nextId = 0;
  let idle: NodeJS.Timeout | undefined;

  function start(): ChildProcess {
    const env = Object.fromEntries(CHILD_ENV.flatMap((name) => (process.env[name] === undefined ? [] : [[name, process.env[name]]])));
    const started = fork(script, [], { serialization: 'advanced', execArgv: [], env, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    made = 0;
    living.add(started);
    if (!exitHookSet) {
      exitHookSet = true;
      process.once('exit', () => living.forEach((c) => c.kill('SIGKILL')));
    }
    started.on('message', (answer: ChildAnswer) => answered(started, answer));
    started.on('exit', (code, signal) => ended(started, signal ?? `code ${code}`));
    // A failed start or send: the child is of no use; its 'exit' (if it ran at all) fails the running request.
    started.on('error', () => {
      retire(started);
      ended(started, 'fout');
    });
    return started;
  }

  /** Ends `old` (no longer used for new requests). */
  function retire(old: ChildProcess): void {
    if (child === old) child = null;
    old.kill('SIGKILL');
  }

  function next(): void {
    if (running || queue.length === 0) return;
    const job = queue.shift()!;
    clearTimeout(idle);
    child ??= start();
    const current = child;
    keepAlive(current, true);
    const timer = setTimeout(() => {
      if (running?.job !== job) return;
      running.cut = 'timeout';
      retire(current);
    }, timeoutMs);
    running = { job, child: current, timer, cut: null };
    current.send(job.message, (error) => {
      if (error) retire(current);
    });
  }

  function finish(): Job | null {
    if (!running) return null;
    clearTimeout(running.timer);
    const { job } = running;
    running = null;
    return job;
  }

  function answered(from: ChildProcess, answer: ChildAnswer): void {
    if (running?.child !== from || answer.id !== running.job.id) return;
    const job = finish()!;
    made += 1;
    if (made >= rendersPerChild) retire(from);
    else {
      keepAlive(from, false);
      idle = setTimeout(() => {
        if (child === from && !running) retire(from);
      }, idleMs).unref();
    }
    // A copy with an ArrayBuffer of its own: the message's bytes are a view into the larger buffer they arrived in.
    if ('pdf' in answer) job.resolve(new Uint8Array(answer.pdf));
    else job.reject(typstError(job.subject, answer.stage, answer.messages, job.message.pdfStandard));
    next();
  }

  function ended(from: ChildProcess, how: string): void {
    living.delete(from);
    if (child === from) child = null;
    if (running?.child !== from) return;
    const { cut } = running;
    const job = finish()!;
    if (cut === 'timeout') {
      job.reject(new TypstRenderError(`Typst deed er langer dan ${timeoutMs / 1000} s over om ${job.subject} te maken; het maken is afgebroken.`, 'timeout'));
    } else if (cut === 'stopped') {
      job.reject(stoppedError(job));
    } else {
      job.reject(new TypstRenderError(`Het Typst-proces stopte onverwacht (${how}) tijdens het maken van ${job.subject}.`, 'ended'));
    }
    next();
  }

  return {
    render({ template, data, subject, pdfStandard = 'ua-1', fontPaths }) {
      const text = JSON.stringify(data, printableStrings);
      return new Promise<Uint8Array>((resolve, reject) => {
        const id = ++nextId;
        const message = { id, template, data: text, fontPaths: fontPaths ?? (defaultFonts ??= [fontDir()]), pdfStandard };
        queue.push({ id, subject, message, resolve, reject });
        next();
      });
    },
    get pid() {
      return child?.pid ?? null;
    },
    async stop() {
      clearTimeout(idle);
      for (const job of queue.splice(0)) job.reject(stoppedError(job));
      if (running) running.cut = 'stopped';
      const current = child ?? running?.child;
      if (!current || current.exitCode !== null || current.signalCode !== null) return;
      const exited = new Promise<void>((resolve) => current.once('exit', () => resolve()));
      keepAlive(current, true); // so that awaiting its exit keeps this process alive
      retire(current);
      await exited;
    },
  };
}

let shared: TypstRenderer | null = null;

/** The process's shared renderer, with the server's defaults; created on first use (its child on the first PDF). */
export function sharedTypstRenderer(): TypstRenderer {
  shared ??= createTypstRenderer();
  return shared;
}

/**
 * The PDF of `request`, made by the process's shared renderer (`sharedTypstRenderer`).
 * @returns the PDF bytes, starting with '%PDF'.
 * @throws TypstRenderError in Dutch (see `TypstRenderer.render`).
 */
export function renderTypstPdf(request: TypstPdfRequest): Promise<Uint8Array> {
  return sharedTypstRenderer().render(request);
}

/**
 * Stops the shared renderer's child, if any (the server's shutdown: src/fetch.ts, scripts/start-api.ts). Requests
 * still waiting fail with 'ended'; a later request starts a new child.
 */
export async function stopTypstRenderer(): Promise<void> {
  await shared?.stop();
}
