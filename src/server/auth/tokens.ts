/**
 * Signed session tokens (JWT, jose). The backend signs at sign-in; the backend and the gateway verify.
 * Algorithm pinned to EdDSA (Ed25519); `iss`, `aud`, `exp`, `sub`, `role`, `uid` and `sid` are required
 * (docs/architecture.md, "sessions"; OWASP ASVS 3.5.3: verify token integrity and reject `alg: none`).
 *
 * Keys come from JWT_PRIVATE_KEY / JWT_PUBLIC_KEY (PEM) or are created once under DATA_DIR/keys.
 */
import { generateKeyPairSync, hkdfSync, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { importPKCS8, importSPKI, jwtVerify, SignJWT, type CryptoKey } from 'jose';
import { config } from '#src/config.server';
import { isRole, type Role } from '#src/lib/roles';

export const ALGORITHM = 'EdDSA';

/** The claims the platform puts in and requires from every token. */
export interface TokenClaims {
  /** The user's e-mail address (spec §4 compares it with the stored e-mail). */
  sub: string;
  role: Role;
  /** User id (UUID). */
  uid: string;
  /** Token id: its row in `issued_tokens` says whether the token may still be used (server/auth/issued-tokens.ts). */
  sid: string;
  /** Expiry, Unix seconds. */
  exp: number;
}

interface KeyPair {
  privateKey: CryptoKey;
  publicKey: CryptoKey;
}

let keys: Promise<KeyPair> | undefined;

function readPems(): { privatePem: string; publicPem: string } {
  const cfg = config();
  if (cfg.JWT_PRIVATE_KEY && cfg.JWT_PUBLIC_KEY) {
    return { privatePem: cfg.JWT_PRIVATE_KEY, publicPem: cfg.JWT_PUBLIC_KEY };
  }
  if (cfg.JWT_PRIVATE_KEY || cfg.JWT_PUBLIC_KEY) {
    throw new Error('Geef JWT_PRIVATE_KEY en JWT_PUBLIC_KEY samen op, of geen van beide.');
  }
  const dir = join(cfg.dataDir, 'keys');
  const privatePath = join(dir, 'jwt-private.pem');
  const publicPath = join(dir, 'jwt-public.pem');
  if (!existsSync(privatePath) || !existsSync(publicPath)) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const pair = generateKeyPairSync('ed25519', {
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    });
    writeFileSync(privatePath, pair.privateKey, { mode: 0o600, flag: 'wx' });
    writeFileSync(publicPath, pair.publicKey, { mode: 0o644, flag: 'wx' });
  }
  return { privatePem: readFileSync(privatePath, 'utf8'), publicPem: readFileSync(publicPath, 'utf8') };
}

/** The signing key pair, loaded (or created) once per process. */
export function signingKeys(): Promise<KeyPair> {
  if (!keys) {
    keys = (async () => {
      const { privatePem, publicPem } = readPems();
      return {
        privateKey: await importPKCS8(privatePem, ALGORITHM),
        publicKey: await importSPKI(publicPem, ALGORITHM),
      };
    })();
    keys.catch(() => {
      keys = undefined;
    });
  }
  return keys;
}

/** Forgets loaded keys (tests that switch DATA_DIR or key settings). */
export function resetSigningKeys(): void {
  verified.clear();
  keys = undefined;
  derived.clear();
}

const derived = new Map<string, Buffer>();

/**
 * A 32-byte server key for one `purpose` (e.g. 'calendar-feeds'), derived from the signing private key with
 * HKDF-SHA256 (RFC 5869; `purpose` as its info), so the platform needs no second secret to keep, and each purpose's
 * key says nothing about the signing key or another purpose's key. A new signing key gives new derived keys.
 * Remembered per process (cleared by `resetSigningKeys`).
 * @throws Error when the key settings are incomplete (see `signingKeys`).
 */
export function derivedKey(purpose: string): Buffer {
  let key = derived.get(purpose);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', readPems().privatePem, '', purpose, 32));
    derived.set(purpose, key);
  }
  return key;
}

/**
 * Signs a token for a user.
 * @param user id, e-mail and role of the user.
 * @param lifetimeSeconds seconds until `exp`; defaults to SESSION_ABSOLUTE_MINUTES.
 * @returns the compact JWT, its `exp` in Unix seconds, and its `sid`.
 */
export async function signToken(
  user: { id: string; email: string; role: Role },
  lifetimeSeconds = config().SESSION_ABSOLUTE_MINUTES * 60,
): Promise<{ token: string; expiration: number; sid: string }> {
  const { privateKey } = await signingKeys();
  const cfg = config();
  const now = Math.floor(Date.now() / 1000);
  const expiration = now + lifetimeSeconds;
  const sid = randomUUID();
  const token = await new SignJWT({ role: user.role, uid: user.id, sid })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(user.email)
    .setIssuer(cfg.JWT_ISSUER)
    .setAudience(cfg.JWT_AUDIENCE)
    .setIssuedAt(now)
    .setExpirationTime(expiration)
    .sign(privateKey);
  return { token, expiration, sid };
}

/** Tokens whose signature and claims were verified, with their claims: at most this many are remembered. */
const VERIFIED_MEMORY_SIZE = 10_000;
const verified = new Map<string, TokenClaims>();

/**
 * Verifies a token's signature, algorithm, issuer, audience and expiry, and the platform's claims.
 *
 * A token that verified is remembered (up to VERIFIED_MEMORY_SIZE, then the memory starts afresh), so the several
 * calls of one page do not check the same Ed25519 signature again: the signature and claims of a given token
 * cannot change, and its expiry is checked on every call. Whether a token may still be used (signed out, password
 * changed) is not decided here but by the `issued_tokens` check of every call (server/auth/caller.ts).
 * @returns the claims, or null for any token that is not a valid, unexpired platform token.
 */
export async function verifyToken(token: string): Promise<TokenClaims | null> {
  const cfg = config();
  const memoryKey = `${cfg.JWT_ISSUER}\n${cfg.JWT_AUDIENCE}\n${token}`;
  const known = verified.get(memoryKey);
  if (known) return known.exp > Date.now() / 1000 ? known : null;
  const claims = await verifySignedToken(token, cfg);
  if (claims) {
    if (verified.size >= VERIFIED_MEMORY_SIZE) verified.clear();
    verified.set(memoryKey, claims);
  }
  return claims;
}

async function verifySignedToken(token: string, cfg: ReturnType<typeof config>): Promise<TokenClaims | null> {
  try {
    const { publicKey } = await signingKeys();
    const { payload } = await jwtVerify(token, publicKey, {
      algorithms: [ALGORITHM],
      issuer: cfg.JWT_ISSUER,
      audience: cfg.JWT_AUDIENCE,
      requiredClaims: ['exp', 'sub', 'iss', 'aud'],
    });
    const { sub, role, uid, sid, exp } = payload;
    if (typeof sub !== 'string' || !isRole(role) || typeof uid !== 'string' || typeof sid !== 'string') return null;
    if (typeof exp !== 'number') return null;
    return { sub, role, uid, sid, exp };
  } catch {
    return null;
  }
}

/**
 * Reads the bearer token from an Authorization header value.
 * @returns the token; null when the header is absent; `'invalid'` for any other scheme or an empty token
 *   (the caller answers 401).
 */
export function bearerFrom(header: string | undefined | null): string | null | 'invalid' {
  if (header === undefined || header === null || header === '') return null;
  const match = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/.exec(header);
  return match ? (match[1] as string) : 'invalid';
}

