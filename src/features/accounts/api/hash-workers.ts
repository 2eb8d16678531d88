/**
 * scrypt on worker threads at the lowest CPU priority (Linux nice 19 for that thread only), so password hashing
 * runs on the CPU time that pages and answer saves leave over: a flood of sign-ins makes sign-in slower, never
 * the rest of the platform (OWASP ASVS 11.1.4; docs/decisions/013-password-endpoints-under-load.md). Node's own
 * `crypto.scrypt` runs on the shared libuv pool at normal priority, next to file and compression work.
 *
 * The caller bounds how many run at once (password.ts); this module keeps one idle worker per finished job and
 * starts one when none is idle. An idle worker is `unref`'d: it never keeps the process alive. The worker's code is
 * inline (`eval`), so it needs no file of its own in the server build.
 *
 * @example
 *   const key = await scryptLowPriority('geheim', salt, 32, { N: 2 ** 17, r: 8, p: 1, maxmem });
 */
import type { ScryptOptions } from 'node:crypto';
import { Worker } from 'node:worker_threads';

/** The worker: lowers its own priority once, then answers `{ id, key }` or `{ id, error }` per job. */
const WORKER_CODE = `
const { parentPort } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
try { require('node:os').setPriority(19); } catch {}
parentPort.on('message', ({ id, password, salt, keylen, options }) => {
  try {
    const key = scryptSync(password, Buffer.from(salt), keylen, options);
    parentPort.postMessage({ id, key });
  } catch (error) {
    parentPort.postMessage({ id, error: error && error.message ? error.message : String(error) });
  }
});
`;

interface Job {
  resolve: (key: Buffer) => void;
  reject: (error: Error) => void;
}

interface HashWorker {
  worker: Worker;
  jobs: Map<number, Job>;
  /** Set once the worker failed or stopped: it is never used again. */
  gone: boolean;
}

const idle: HashWorker[] = [];
let nextId = 1;

function startWorker(): HashWorker {
  const worker = new Worker(WORKER_CODE, { eval: true });
  const entry: HashWorker = { worker, jobs: new Map(), gone: false };
  worker.on('message', (message: { id: number; key?: Uint8Array; error?: string }) => {
    const job = entry.jobs.get(message.id);
    if (!job) return;
    entry.jobs.delete(message.id);
    if (message.key) job.resolve(Buffer.from(message.key));
    else job.reject(new Error(message.error ?? 'scrypt mislukt'));
  });
  const fail = (error: Error) => {
    entry.gone = true;
    for (const job of entry.jobs.values()) job.reject(error);
    entry.jobs.clear();
    const at = idle.indexOf(entry);
    if (at >= 0) idle.splice(at, 1);
  };
  worker.on('error', fail);
  worker.on('exit', () => fail(new Error('de hash-worker is gestopt')));
  worker.unref(); // after the listeners (adding a 'message' listener refs it again); ref'd while it has a job
  return entry;
}

/**
 * Derives a scrypt key on a low-priority worker thread.
 * @param keylen key length, bytes.
 * @returns the key.
 * @throws Error when scrypt refuses the parameters or the worker stops.
 */
export function scryptLowPriority(password: string, salt: Buffer, keylen: number, options: ScryptOptions): Promise<Buffer> {
  const entry = idle.pop() ?? startWorker();
  const id = nextId++;
  return new Promise<Buffer>((resolve, reject) => {
    entry.jobs.set(id, { resolve, reject });
    entry.worker.ref();
    entry.worker.postMessage({ id, password, salt: new Uint8Array(salt), keylen, options });
  }).finally(() => {
    if (entry.gone || entry.jobs.size > 0) return;
    entry.worker.unref();
    if (!idle.includes(entry)) idle.push(entry);
  });
}

/** Stops the idle workers (tests that change the number of slots; a stopped worker is started again when needed). */
export async function stopIdleHashWorkers(): Promise<void> {
  const stopping = idle.splice(0, idle.length);
  await Promise.all(stopping.map((entry) => entry.worker.terminate()));
}
