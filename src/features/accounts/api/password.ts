/**
 * Password hashing with scrypt from node:crypto at OWASP's recommended parameters
 * (OWASP Password Storage Cheat Sheet: N=2^17, r=8, p=1; 16-byte salt, 32-byte key).
 * The encoded form carries its parameters, so they can be raised later and old hashes still verify:
 * `scrypt$N$r$p$salt(base64)$key(base64)`.
 *
 * One hash costs about 0.45 s of CPU and 128 MiB. Hashes run on worker threads at the lowest CPU priority
 * (hash-workers.ts); at most PASSWORD_HASH_CONCURRENCY of them run at once per process (default half the cores)
 * and at most PASSWORD_HASH_QUEUE wait; beyond that a call fails at once with 503 (`PASSWORD_BUSY`). So a flood
 * of sign-ins can never take the CPU, memory or libuv threads that answer saves and pages need (OWASP ASVS
 * 2.2.1, 11.1.4; docs/decisions/013-password-endpoints-under-load.md).
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import pLimit, { type LimitFunction } from 'p-limit';
import { config } from '#src/config.server';
import { apiError } from '#src/server/errors';
import { scryptLowPriority, stopIdleHashWorkers } from './hash-workers';

/** Title of the 503 when too many password hashes are waiting. */
export const PASSWORD_BUSY = 'Het is op dit moment erg druk met inloggen. Probeer het over een minuut opnieuw.';

let slots: LimitFunction | undefined;
let completed = 0;

/**
 * Runs `work` (one scrypt computation) in a free hashing slot.
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

const N = 2 ** 17;
const R = 8;
const P = 1;
const KEY_BYTES = 32;

const maxmem = (n: number, r: number, p: number) => 128 * n * r * p + 32 * 1024 * 1024;

/**
 * Hashes a password.
 * @returns the encoded hash (about 100 characters).
 * @throws apiError 503 `PASSWORD_BUSY` when too many hashes are waiting (see the module comment).
 */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await inHashSlot(() => scryptLowPriority(password.normalize('NFC'), salt, KEY_BYTES, { N, r: R, p: P, maxmem: maxmem(N, R, P) }));
  return ['scrypt', N, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

/**
 * Checks a password against an encoded hash in constant time.
 * @returns false for a wrong password or an unreadable hash; never throws for bad input.
 * @throws apiError 503 `PASSWORD_BUSY` when too many hashes are waiting (see the module comment).
 */
export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  const parts = encoded.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [n, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  const salt = Buffer.from(parts[4] as string, 'base64');
  const expected = Buffer.from(parts[5] as string, 'base64');
  if (!n || !r || !p || expected.length === 0) return false;
  const key = await inHashSlot(() => scryptLowPriority(password.normalize('NFC'), salt, expected.length, { N: n, r, p, maxmem: maxmem(n, r, p) }));
  return timingSafeEqual(key, expected);
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
