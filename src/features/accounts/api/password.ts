/**
 * Password hashing with Argon2id from node:crypto at one of OWASP's equivalent parameter sets (OWASP Password
 * Storage Cheat Sheet: m = 7 MiB, t = 5, p = 1, as strong as m = 19 MiB, t = 2; RFC 9106; 16-byte salt, 32-byte
 * key), stored in the PHC string format that other Argon2 libraries read: `$argon2id$v=19$m=7168,t=5,p=1$salt$key`
 * (base64 without padding). The small-memory set is used because it fits the processor's caches: on a 2-core
 * server it hashed about 1.5× as many passwords a second (docs/decisions/023-argon2id-passwords.md).
 *
 * Hashes made before docs/decisions/023-argon2id-passwords.md are scrypt (N=2^17, r=8, p=1):
 * `scrypt$N$r$p$salt(base64)$key(base64)`. They still verify, and `needsRehash` tells sign-in to store an
 * Argon2id hash once the password is known to be right. The same holds when the Argon2id parameters are raised.
 *
 * One Argon2id hash costs about 20–30 ms of CPU and 7 MiB (an scrypt one 0.45 s and 128 MiB). Hashes run on worker
 * threads at the lowest CPU priority (hash-workers.ts); at most PASSWORD_HASH_CONCURRENCY of them run at once per
 * process (default: the number of cores) and at most PASSWORD_HASH_QUEUE wait; beyond that a call fails at once
 * with 503 (`PASSWORD_BUSY`). So a flood of sign-ins can never take the CPU, memory or libuv threads that answer
 * saves and pages need (OWASP ASVS 2.2.1, 11.1.4; docs/decisions/013-password-endpoints-under-load.md).
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import pLimit, { type LimitFunction } from 'p-limit';
import { config } from '#src/config.server';
import { apiError } from '#src/server/errors';
import { deriveKeyLowPriority, stopIdleHashWorkers, type KeyJob } from './hash-workers';

/** Title of the 503 when too many password hashes are waiting. */
export const PASSWORD_BUSY = 'Het is op dit moment erg druk met inloggen. Probeer het over een minuut opnieuw.';

let slots: LimitFunction | undefined;
let completed = 0;

/**
 * Runs `work` (one key derivation) in a free hashing slot.
 * @throws apiError 503 `PASSWORD_BUSY` when PASSWORD_HASH_QUEUE calls are waiting already.
 */
function inHashSlot<T>(work: () => Promise<T>): Promise<T> {
  slots ??= pLimit(config().PASSWORD_HASH_CONCURRENCY);
  if (slots.pendingCount >= config().PASSWORD_HASH_QUEUE && slots.activeCount >= slots.concurrency) {
    return Promise.reject(apiError(503, PASSWORD_BUSY));
  }
  return slots(async () => {
    try {
      return await work();
    } finally {
      completed += 1;
    }
  });
}

/** Hashes running and waiting now, the number of slots, and hashes computed since start (tests, benchmarks). */
export function hashSlotState(): { active: number; waiting: number; slots: number; completed: number } {
  slots ??= pLimit(config().PASSWORD_HASH_CONCURRENCY);
  return { active: slots.activeCount, waiting: slots.pendingCount, slots: slots.concurrency, completed };
}

/** Forgets the slot limiter and stops idle workers, so the next hash reads the configuration again (tests). */
export function resetHashSlots(): void {
  slots = undefined;
  void stopIdleHashWorkers();
}

/** Argon2id parameters of new hashes (OWASP: m = 7 MiB = 7168 KiB, t = 5, p = 1). */
export const ARGON2ID = { memoryKiB: 7 * 1024, passes: 5, parallelism: 1, keyBytes: 32, saltBytes: 16 } as const;
/** The only Argon2 version node:crypto computes (0x13, RFC 9106). */
const ARGON2_VERSION = 19;

/** Memory scrypt may use for its parameters, bytes (Node refuses more than `maxmem`). */
const scryptMaxmem = (n: number, r: number, p: number) => 128 * n * r * p + 32 * 1024 * 1024;

const base64 = (bytes: Buffer) => bytes.toString('base64').replace(/=+$/, '');

/** A stored hash taken apart: the derivation that recomputes it (without the password) and the key to compare. */
type ParsedHash = { job: KeyJob extends infer J ? (J extends unknown ? Omit<J, 'password'> : never) : never; expected: Buffer; current: boolean };

/** Reads a stored hash of either format; undefined for anything unreadable or out of sane bounds. */
function parseHash(encoded: string): ParsedHash | undefined {
  const argon = /^\$argon2id\$v=(\d+)\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/.exec(encoded);
  if (argon) {
    const [version, m, t, p] = argon.slice(1, 5).map(Number) as [number, number, number, number];
    const salt = Buffer.from(argon[5] as string, 'base64');
    const expected = Buffer.from(argon[6] as string, 'base64');
    // Bounds keep a tampered row from asking for gigabytes or hours (RFC 9106 minimums: m ≥ 8p, t ≥ 1, salt ≥ 8).
    if (version !== ARGON2_VERSION || p < 1 || p > 16 || m < 8 * p || m > 1024 * 1024 || t < 1 || t > 10) return undefined;
    if (salt.length < 8 || expected.length < 16) return undefined;
    const current = m === ARGON2ID.memoryKiB && t === ARGON2ID.passes && p === ARGON2ID.parallelism && expected.length === ARGON2ID.keyBytes;
    return { job: { algorithm: 'argon2id', salt, keylen: expected.length, memoryKiB: m, passes: t, parallelism: p }, expected, current };
  }
  const parts = encoded.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return undefined;
  const [n, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  const salt = Buffer.from(parts[4] as string, 'base64');
  const expected = Buffer.from(parts[5] as string, 'base64');
  if (!n || !r || !p || expected.length === 0) return undefined;
  return { job: { algorithm: 'scrypt', salt, keylen: expected.length, N: n, r, p, maxmem: scryptMaxmem(n, r, p) }, expected, current: false };
}

/**
 * Hashes a password with Argon2id (see the module comment).
 * @returns the PHC-encoded hash (about 100 characters).
 * @throws apiError 503 `PASSWORD_BUSY` when too many hashes are waiting (see the module comment).
 */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(ARGON2ID.saltBytes);
  const { memoryKiB, passes, parallelism, keyBytes } = ARGON2ID;
  const key = await inHashSlot(() =>
    deriveKeyLowPriority({ algorithm: 'argon2id', password: password.normalize('NFC'), salt, keylen: keyBytes, memoryKiB, passes, parallelism }),
  );
  return `$argon2id$v=${ARGON2_VERSION}$m=${memoryKiB},t=${passes},p=${parallelism}$${base64(salt)}$${base64(key)}`;
}

/**
 * Checks a password against a stored hash (Argon2id or scrypt) in constant time.
 * @returns false for a wrong password or an unreadable hash; never throws for bad input.
 * @throws apiError 503 `PASSWORD_BUSY` when too many hashes are waiting (see the module comment).
 */
export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  const parsed = parseHash(encoded);
  if (!parsed) return false;
  const key = await inHashSlot(() => deriveKeyLowPriority({ ...parsed.job, password: password.normalize('NFC') } as KeyJob));
  return timingSafeEqual(key, parsed.expected);
}

/**
 * Whether a stored hash should be replaced by `hashPassword` of the same password: true for scrypt hashes and
 * for Argon2id hashes with other parameters than `ARGON2ID` (docs/decisions/023-argon2id-passwords.md).
 */
export function needsRehash(encoded: string): boolean {
  return !parseHash(encoded)?.current;
}

let dummy: Promise<string> | undefined;

/**
 * A hash of a random password, verified against when an e-mail address is unknown, so that a sign-in for
 * an unknown address takes as long as one for a known address (OWASP ASVS 2.2.x, account enumeration).
 */
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(18).toString('base64')).catch((error: unknown) => {
    dummy = undefined; // a refused (busy) attempt is tried again next time
    throw error;
  });
  return dummy;
}
