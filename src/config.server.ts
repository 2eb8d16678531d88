/**
 * The server's settings, read once from the environment and checked against a schema (habit 11).
 * A wrong value stops start-up with a Dutch message naming the setting. Nothing here reaches the browser.
 *
 * Every setting is documented in README.md ("Instellingen").
 */
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { z } from 'zod';

const minutes = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  /** Folder for the embedded database, signing keys, mail and uploads. */
  DATA_DIR: z.string().default('./data'),
  /** Where uploaded images are stored (issue 4); default DATA_DIR/uploads. Relative to the working directory. */
  UPLOAD_DIR: z.string().optional(),
  /** postgres://… switches from embedded PGlite to PostgreSQL. */
  DATABASE_URL: z.string().url().optional(),
  /** When set, the gateway forwards /api over HTTP to this base address instead of in-process. */
  API_UPSTREAM_URL: z.string().url().optional(),
  /** Public base address used in links in mails, e.g. https://platform.example.nl. */
  PUBLIC_URL: z.string().url().default('http://localhost:4321'),
  /** Idle timeout of a browser session, minutes. */
  SESSION_IDLE_MINUTES: minutes(30),
  /** Absolute lifetime of a session and its token, minutes (default 12 hours). */
  SESSION_ABSOLUTE_MINUTES: minutes(12 * 60),
  /** PEM (PKCS#8) Ed25519 private key; created under DATA_DIR/keys when neither key is given. */
  JWT_PRIVATE_KEY: z.string().optional(),
  /** PEM (SPKI) Ed25519 public key matching JWT_PRIVATE_KEY. */
  JWT_PUBLIC_KEY: z.string().optional(),
  JWT_ISSUER: z.string().default('kandidaat-platform'),
  JWT_AUDIENCE: z.string().default('kandidaat-platform-api'),
  /** smtp://user:pass@host:port; without it mails are written as .eml files under DATA_DIR/mail. */
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Kandidaatplatform <no-reply@example.org>'),
  /** Target of the header's 'Handleiding' link for candidates (spec §1). */
  MANUAL_URL: z.string().default('/handleiding-kandidaat.pdf'),
  /** Number of proxies in front of the server whose X-Forwarded-For may be trusted for the client IP. */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).default(0),
  /** Failed sign-ins allowed per client IP per 15 minutes (successful ones do not count). */
  LOGIN_IP_LIMIT: z.coerce.number().int().positive().default(100),
  /** Calls to the public account endpoints (ForgotPassword, ResetPassword, ConfirmEmailAndPassword) per client IP per 15 minutes. */
  PUBLIC_IP_LIMIT: z.coerce.number().int().positive().default(100),
  /** Password hashes (scrypt, ~0.45 s and 128 MiB each) computed at once; default half the CPU cores, at least 1. */
  PASSWORD_HASH_CONCURRENCY: z.coerce.number().int().positive().default(Math.max(1, Math.floor(availableParallelism() / 2))),
  /** Password hashes that may wait for a free slot; beyond this a sign-in is answered 503 at once. */
  PASSWORD_HASH_QUEUE: z.coerce.number().int().min(0).default(100),
  /** 'json' writes one JSON line per audit record to stdout; 'off' keeps stdout quiet (tests). */
  AUDIT_STDOUT: z.enum(['json', 'off']).default('json'),
});

export type Config = z.infer<typeof schema> & { dataDir: string; uploadDir: string };

let cached: Config | undefined;

/**
 * The validated configuration. Reads `process.env` on first call and caches the result.
 * @throws Error with a Dutch message listing every invalid setting.
 */
export function config(): Config {
  if (cached) return cached;
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `- ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Ongeldige instellingen in de omgeving:\n${lines.join('\n')}`);
  }
  const dataDir = resolve(parsed.data.DATA_DIR);
  cached = { ...parsed.data, dataDir, uploadDir: parsed.data.UPLOAD_DIR ? resolve(parsed.data.UPLOAD_DIR) : join(dataDir, 'uploads') };
  return cached;
}

/** Forgets the cached configuration so tests can change the environment. */
export function resetConfig(): void {
  cached = undefined;
}
