/**
 * The server-side session records of the BFF (docs/architecture.md, "sessions (BFF)") and the cookie that points
 * at them.
 *
 * The browser gets an opaque cookie `sid` = 32 random bytes, base64url (256 bits of entropy, OWASP ASVS 3.2.2).
 * The database stores only sha256(cookie value), base64url, as the record id, and the bearer token sealed with
 * AES-256-GCM under a key derived from the cookie value (HKDF-SHA256), so a copy of the `sessions` table holds
 * neither cookies to replay nor tokens that work (ASVS 3.2.3, 6.2.x). The cookie is HttpOnly, SameSite=Lax,
 * Path=/, Secure unless the host is localhost, and has no Max-Age: it ends with the browser; the server-side idle
 * and absolute timeouts (session-rule.ts) end it earlier (ASVS 3.3.1, 3.4.x).
 *
 * A record is found only while its token may still be used (`issued_tokens`, server/auth/issued-tokens.ts): a
 * password change, reset or sign-out elsewhere ends it here too.
 */
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import { getDb, type Db } from '#src/server/db/client';
import { issuedTokens, sessions } from '#src/server/db/schema';
import { isLocalHost } from './http';

/** Name of the session cookie. */
export const SESSION_COOKIE = 'sid';

type SessionRow = typeof sessions.$inferSelect;

/**
 * A session record as the gateway uses it: the `sessions` row with its token unsealed. `token` is the backend's
 * bearer token: never log it, never send it to the browser.
 */
export type StoredSession = Omit<SessionRow, 'sealedToken'> & { token: string };

/** What a new session needs: the login answer's fields (spec §3 "Stored session") and the token's `sid` claim. */
export type NewSession = Pick<StoredSession, 'token' | 'tokenSid' | 'userId' | 'email' | 'name' | 'role' | 'professionId' | 'expiration'>;

const SEAL_INFO = 'kandidaat-platform session token v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

function sealKey(cookieValue: string): Buffer {
  return Buffer.from(hkdfSync('sha256', Buffer.from(cookieValue, 'base64url'), Buffer.alloc(0), SEAL_INFO, 32));
}

/**
 * Seals a token under the key derived from a cookie value.
 * @returns base64url of iv (12 bytes) ‖ ciphertext ‖ GCM tag (16 bytes).
 */
export function sealToken(token: string, cookieValue: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', sealKey(cookieValue), iv);
  const sealed = Buffer.concat([iv, cipher.update(token, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return sealed.toString('base64url');
}

/** Opens a sealed token. @returns the token, or null when the value or the cookie does not fit. */
export function unsealToken(sealed: string, cookieValue: string): string | null {
  try {
    const bytes = Buffer.from(sealed, 'base64url');
    if (bytes.length <= IV_BYTES + TAG_BYTES) return null;
    const decipher = createDecipheriv('aes-256-gcm', sealKey(cookieValue), bytes.subarray(0, IV_BYTES));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

const COOKIE_VALUE = /^[A-Za-z0-9_-]{43}$/;

/** The record id for a cookie value: sha256, base64url. */
export function sessionIdOf(cookieValue: string): string {
  return createHash('sha256').update(cookieValue).digest('base64url');
}

/**
 * The `Set-Cookie` value that hands a session to the browser.
 * @param requestUrl the request's URL; decides `Secure` (absent only on localhost).
 */
export function sessionCookie(cookieValue: string, requestUrl: string): string {
  const secure = isLocalHost(requestUrl) ? '' : '; Secure';
  return `${SESSION_COOKIE}=${cookieValue}; Path=/; HttpOnly; SameSite=Lax${secure}`;
}

/** The `Set-Cookie` value that removes the session cookie from the browser. */
export function clearedSessionCookie(requestUrl: string): string {
  const secure = isLocalHost(requestUrl) ? '' : '; Secure';
  return `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax${secure}; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}

export interface SessionStore {
  /** Stores a new session. @returns the cookie value for the browser (not stored anywhere). */
  create(session: NewSession, now?: Date): Promise<string>;
  /**
   * The record a cookie value points at, with its token unsealed; null for malformed values, unknown records and
   * records whose token has ended (those are deleted).
   */
  find(cookieValue: string): Promise<StoredSession | null>;
  /** Records activity: sets `lastSeenAt`. */
  touch(id: string, at: Date): Promise<void>;
  /** Deletes a record; no error when it is already gone. */
  remove(id: string): Promise<void>;
}

/**
 * The session store on the `sessions` table.
 * @param db the database; default the process-wide one (PGlite or PostgreSQL, server/db/client.ts).
 *
 * @example
 *   const store = sessionStore();
 *   const cookieValue = await store.create({ token, tokenSid, userId, email, name, role, professionId, expiration });
 *   const record = await store.find(cookieValue);
 */
export function sessionStore(db: () => Promise<Db> = getDb): SessionStore {
  return {
    async create({ token, ...session }, now = new Date()) {
      const cookieValue = randomBytes(32).toString('base64url');
      await (await db())
        .insert(sessions)
        .values({ ...session, sealedToken: sealToken(token, cookieValue), id: sessionIdOf(cookieValue), createdAt: now, lastSeenAt: now });
      return cookieValue;
    },
    async find(cookieValue) {
      if (!COOKIE_VALUE.test(cookieValue)) return null;
      const database = await db();
      const [found] = await database
        .select({ row: sessions, active: sql<boolean>`${issuedTokens.sid} is not null`.mapWith(Boolean) })
        .from(sessions)
        .leftJoin(issuedTokens, and(eq(issuedTokens.sid, sessions.tokenSid), eq(issuedTokens.userId, sessions.userId), gt(issuedTokens.expiresAt, sql`now()`)))
        .where(eq(sessions.id, sessionIdOf(cookieValue)))
        .limit(1);
      if (!found) return null;
      const { sealedToken, ...row } = found.row;
      const token = found.active ? unsealToken(sealedToken, cookieValue) : null;
      if (token === null) {
        await database.delete(sessions).where(eq(sessions.id, row.id));
        return null;
      }
      return { ...row, token };
    },
    async touch(id, at) {
      await (await db()).update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, id));
    },
    async remove(id) {
      await (await db()).delete(sessions).where(eq(sessions.id, id));
    },
  };
}
