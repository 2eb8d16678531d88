/**
 * `npm start`: the one way to run the platform (habit 15).
 *
 * 1. Builds (`npx astro build`) when dist/server/entry.mjs is missing or older than any file under src/ or
 *    public/ (tests excluded), astro.config.mjs or package.json.
 * 2. Prepares the database in a separate process (scripts/prepare.ts): migrations, signing keys, and on
 *    embedded PGlite the demo data. That process closes the database before the server opens it (PGlite is
 *    single-process).
 * 3. Loads the server bundle and serves it with node:http on PORT (default 4321) and HOST (default localhost):
 *    the adapter's `handler(req, res)` without a `next` callback sends every request through src/fetch.ts.
 * 4. Prints the address and, on PGlite, the demo accounts, in Dutch. SIGINT/SIGTERM stop it gracefully:
 *    no new connections, running requests finish (at most 10 s), then the database is closed.
 *
 * Before all that it makes sure the process runs with `serverV8Flags()`: when one is missing it replaces itself
 * with the same command plus those flags (`process.execve`, same process id; not on Windows, where it goes on
 * without them).
 *
 * Relative paths (DATA_DIR, …) are taken from the project folder: the script changes to it first.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const ENTRY = join(root, 'dist', 'server', 'entry.mjs');
const BUILD_INPUTS = ['src', 'public', 'astro.config.mjs', 'package.json'];
const PREPARED_PREFIX = 'PREPARED ';
/** Methods the Fetch standard forbids in a Request (https://fetch.spec.whatwg.org/#forbidden-method). */
const FORBIDDEN_METHODS = new Set(['CONNECT', 'TRACE', 'TRACK']);
/** Set by src/fetch.ts: closes the audit trail and the database. */
const CLOSE_HOOK = Symbol.for('kandidaat-platform.close');

/**
 * V8 flags of the server process (docs/decisions/046-exam-morning-memory-and-first-paint.md):
 * - `--max-semi-space-size=8` (MiB): V8's young generation on this 64-bit machine grows to several times that,
 *   and its pages stay resident: the server idled at about 236 MB RSS instead of about 150 MB, for no measured
 *   gain in pages per second.
 * - `--liftoff-only` on the embedded database (DATABASE_URL unset): PGlite's WebAssembly stays on V8's baseline
 *   compiler. Optimising PGlite's largest hot function alone took about 600 MB for half a second, in the middle of
 *   the first burst of sign-ins (measured with heaptrack and --trace-wasm-compilation-times): the exam morning's
 *   RSS peak fell from 740–935 MB to about 350 MB and sign-in p99 from 0.8–1 s to about 0.45 s. The price is a
 *   slower database once the server is warm: 10–15 % fewer pages per second, and a flood of password calls slows
 *   signed-in calls more (decision 013's p99 ratio 2.2–3.3× instead of 1.9–2.5×). PostgreSQL runs no WebAssembly here.
 * @returns {string[]}
 */
function serverV8Flags() {
  return ['--max-semi-space-size=8', ...(process.env.DATABASE_URL ? [] : ['--liftoff-only'])];
}

/** Re-executes this script in place with the flags of `serverV8Flags()` that the process lacks (see the module comment). */
function ensureV8Flags() {
  const given = new Set(process.execArgv.map((arg) => arg.split('=')[0]));
  const missing = serverV8Flags().filter((flag) => !given.has(flag.split('=')[0]));
  if (missing.length === 0 || typeof process.execve !== 'function' || process.platform === 'win32') return;
  process.execve(process.execPath, [process.execPath, ...missing, ...process.execArgv, ...process.argv.slice(1)], process.env);
}

/** @param {string} message */
function fail(message) {
  console.error(message);
  process.exit(1);
}

/**
 * The newest modification time under `path` (ms), ignoring test files.
 * @param {string} path
 * @returns {number}
 */
function newestChange(path) {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return /\.test\.[cm]?[jt]sx?$/.test(path) ? 0 : info.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestChange(join(path, name))));
}

function needsBuild() {
  if (!existsSync(ENTRY)) return true;
  const built = statSync(ENTRY).mtimeMs;
  return BUILD_INPUTS.some((input) => newestChange(join(root, input)) > built);
}

/**
 * Runs a command; resolves with its stdout when `capture` is set, rejects on a non-zero exit.
 * @param {string} command @param {string[]} args @param {{ capture?: boolean }} [options]
 * @returns {Promise<string>}
 */
function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: ['ignore', options.capture ? 'pipe' : 'inherit', 'inherit'],
      shell: process.platform === 'win32',
    });
    let output = '';
    child.stdout?.setEncoding('utf8').on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(' ')} stopte met code ${code}`))));
  });
}

/**
 * Runs scripts/prepare.ts; echoes its log lines and returns its result.
 * @returns {Promise<{ database: 'pglite' | 'postgres', demo: null | { created: boolean, password: string, logins: { email: string, roleLabel: string, name: string }[] } }>}
 */
async function prepare() {
  const output = await run(process.execPath, ['--import', 'tsx', join('scripts', 'prepare.ts')], { capture: true });
  let result;
  for (const line of output.split('\n')) {
    if (line.startsWith(PREPARED_PREFIX)) result = JSON.parse(line.slice(PREPARED_PREFIX.length));
    else if (line.trim() !== '') console.log(line);
  }
  if (!result) throw new Error('de voorbereiding gaf geen resultaat');
  return result;
}

/** @param {Awaited<ReturnType<typeof prepare>>} prepared @param {string} url */
function printWelcome(prepared, url) {
  console.log(`\nHet kandidaatplatform draait op ${url}`);
  console.log(`Database: ${prepared.database === 'pglite' ? 'ingebouwd (PGlite, map DATA_DIR)' : 'PostgreSQL (DATABASE_URL)'}`);
  const demo = prepared.demo;
  if (demo && demo.logins.length > 0) {
    console.log(demo.created ? '\nDemogegevens zijn aangemaakt. Log in met:' : '\nDemo-accounts:');
    for (const login of demo.logins) console.log(`  ${login.roleLabel.padEnd(15)} ${login.email.padEnd(28)} (${login.name})`);
    console.log(`Wachtwoord voor alle demo-accounts: ${demo.password}`);
  }
  console.log('\nStoppen: Ctrl+C\n');
}

async function main() {
  const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
  if (major < 22 || (major === 22 && minor < 12)) {
    fail(`Node ${process.versions.node} is te oud (nodig: 22.12 of nieuwer). Start met "npm start": dat gebruikt de meegeleverde Node.`);
  }
  process.chdir(root);
  ensureV8Flags();

  if (needsBuild()) {
    console.log('De code is gewijzigd of nog niet gebouwd: astro build…');
    await run('npx', ['astro', 'build']);
  }
  const prepared = await prepare();

  // React (external to the server bundle) reads NODE_ENV when it is first loaded: unset, it runs its development
  // build, which renders pages several times slower and checks things only a developer needs (`astro dev` sets its own).
  process.env.NODE_ENV ??= 'production';
  /** @type {{ handler: (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => Promise<void> }} */
  const { handler } = await import(pathToFileURL(ENTRY).href);
  // PORT and HOST as src/config.server.ts validated them in prepare().
  const { port, host } = prepared;

  const server = createServer((req, res) => {
    // A web Request cannot carry these methods (Fetch standard, "forbidden method"): renamed, they reach the
    // gateway, which answers 405 with its headers and audit record (src/gateway/methods.ts).
    if (FORBIDDEN_METHODS.has(req.method ?? '')) req.method = `X-${req.method}`;
    void handler(req, res);
  });
  server.on('error', (error) => fail(`De server kan niet starten op ${host}:${port}: ${error.message}`));
  server.listen(port, host, () => {
    const address = /** @type {import('node:net').AddressInfo} */ (server.address());
    const shown = ['0.0.0.0', '::'].includes(host) ? 'localhost' : host.includes(':') ? `[${host}]` : host;
    printWelcome(prepared, `http://${shown}:${address.port}`);
  });

  let stopping = false;
  /** @param {string} signal */
  const stop = (signal) => {
    if (stopping) process.exit(1);
    stopping = true;
    console.log(`${signal} ontvangen: de server stopt…`);
    setTimeout(() => {
      server.closeAllConnections();
      process.exit(1);
    }, 10_000).unref();
    server.close(async () => {
      const close = /** @type {(() => Promise<void>) | undefined} */ (Reflect.get(globalThis, CLOSE_HOOK));
      await close?.().catch((error) => console.error('Database sluiten mislukt:', error));
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error) => fail(`Starten is mislukt: ${error instanceof Error ? error.message : String(error)}`));
