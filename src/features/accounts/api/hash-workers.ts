/**
 * Password key derivation (Argon2id, and scrypt for hashes made before decision 023) on worker threads at the
 * lowest CPU priority (Linux nice 19 for that thread only), so password hashing runs on the CPU time that pages and
 * answer saves leave over: a room of candidates signing in makes sign-in queue, never the rest of the platform
 * (OWASP ASVS 11.1.4; docs/decisions/013-password-endpoints-under-load.md, 023-argon2id-passwords.md). Node's own
 * async `crypto.argon2` and `crypto.scrypt` run on the shared libuv pool at normal priority, next to file and
 * compression work.
 *
 * The caller bounds how many run at once (password.ts); this module keeps one idle worker per finished job and
 * starts one when none is idle. An idle worker is `unref`'d: it never keeps the process alive. The worker's code is
 * inline (`eval`), so it needs no file of its own in the server build.
 *
 * @example
 *   const key = await deriveKeyLowPriority({ algorithm: 'argon2id', password: 'geheim', salt, keylen: 32,
 *     memoryKiB: 7168, passes: 5, parallelism: 1 });
 */
import { Worker } from 'node:worker_threads';

/** One key derivation. `keylen` in bytes; Argon2 `memoryKiB` in KiB (RFC 9106 `m`), scrypt `maxmem` in bytes. */
export type KeyJob =
  | { algorithm: 'argon2id'; password: string; salt: Buffer; keylen: number; memoryKiB: number; passes: number; parallelism: number }
  | { algorithm: 'scrypt'; password: string; salt: Buffer; keylen: number; N: number; r: number; p: number; maxmem: number };

/** The worker: lowers its own priority once, then answers `{ id, key }` or `{ id, error }` per job. */
const WORKER_CODE = `
const { parentPort } = require('node:worker_threads');
const { argon2Sync, scryptSync } = require('node:crypto');
try { require('node:os').setPriority(19); } catch {}
parentPort.on('message', ({ id, job }) => {
  try {
    const salt = Buffer.from(job.salt);
    const key = job.algorithm === 'argon2id'
      ? argon2Sync('argon2id', { message: job.password, nonce: salt, tagLength: job.keylen, memory: job.memoryKiB, passes: job.passes, parallelism: job.parallelism })
      : scryptSync(job.password, salt, job.keylen, { N: job.N, r: job.r, p: job.p, maxmem: job.maxmem });
    parentPort.postMessage({ id, key });
  } catch (error) {
    parentPort.postMessage({ id, error: error && error.message ? error.message : String(error) });
  }
});
`;

interface Pending {
  resolve: (key: Buffer) => void;
  reject: (error: Error) => void;
}

interface HashWorker {
  worker: Worker;
  jobs: Map<number, Pending>;
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
    else job.reject(new Error(message.error ?? 'sleutelafleiding mislukt'));
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
 * Derives a key on a low-priority worker thread.
 * @returns the key, `job.keylen` bytes.
 * @throws Error when the algorithm refuses the parameters or the worker stops.
 */
export function deriveKeyLowPriority(job: KeyJob): Promise<Buffer> {
  const entry = idle.pop() ?? startWorker();
  const id = nextId++;
  return new Promise<Buffer>((resolve, reject) => {
    entry.jobs.set(id, { resolve, reject });
    entry.worker.ref();
    entry.worker.postMessage({ id, job: { ...job, salt: new Uint8Array(job.salt) } });
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
