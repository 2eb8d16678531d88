/**
 * The server-side session records of the BFF (architecture.md, "sessions (BFF)") and the cookie that points
 * at them.
 *
 * The browser gets an opaque cookie `sid` = 32 random bytes, base64url (256 bits of entropy, OWASP ASVS 3.2.2).
 * The database stores only sha256(cookie value), base64url, as the record id, so a leaked `sessions` table
 * cannot be replayed as cookies (ASVS 3.2.3 spirit). The cookie is HttpOnly, SameSite=Lax, Path=/, Secure unless
 * the host is localhost, and has no Max-Age: it ends with the browser; the server-side idle and absolute
 * timeouts (session-rule.ts) end it earlier (ASVS 3.3.1, 3.4.x).
 */
import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getDb, type Db } from '../backend/db/client';
import { sessions } from '../backend/db/schema';
import { isLocalHost } from './http';

/** Name of the session cookie. */
export const SESSION_COOKIE = 'sid';

/** A stored session record (`sessions` table). `token` is the backend's bearer token: never log it. */
export type StoredSession = typeof sessions.$inferSelect;

/** What a new session needs: the login answer's fields (spec §3 "Stored session"). */
export type NewSession = Pick<StoredSession, 'token' | 'userId' | 'email' | 'name' | 'role' | 'professionId' | 'expiration'>;

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
  /** The record a cookie value points at, or null (also for malformed values). */
  find(cookieValue: string): Promise<StoredSession | null>;
  /** Records activity: sets `lastSeenAt`. */
  touch(id: string, at: Date): Promise<void>;
  /** Deletes a record; no error when it is already gone. */
  remove(id: string): Promise<void>;
}

/**
 * The session store on the `sessions` table.
 * @param db the database; default the process-wide one (PGlite or PostgreSQL, db/client.ts).
 *
 * @example
 *   const store = sessionStore();
 *   const cookieValue = await store.create({ token, userId, email, name, role, professionId, expiration });
 *   const record = await store.find(cookieValue);
 */
export function sessionStore(db: () => Promise<Db> = getDb): SessionStore {
  return {
    async create(session, now = new Date()) {
      const cookieValue = randomBytes(32).toString('base64url');
      await (await db()).insert(sessions).values({ ...session, id: sessionIdOf(cookieValue), createdAt: now, lastSeenAt: now });
      return cookieValue;
    },
    async find(cookieValue) {
      if (!COOKIE_VALUE.test(cookieValue)) return null;
      const [row] = await (await db()).select().from(sessions).where(eq(sessions.id, sessionIdOf(cookieValue))).limit(1);
      return row ?? null;
    },
    async touch(id, at) {
      await (await db()).update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, id));
    },
    async remove(id) {
      await (await db()).delete(sessions).where(eq(sessions.id, id));
    },
  };
}
