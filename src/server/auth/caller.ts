/**
 * `requireCaller(roles?)`: the backend's own check of every protected call (the gateway's check is a
 * convenience, the backend does not rely on it). Reads `Authorization: Bearer {token}`, verifies the token
 * (tokens.ts), refuses tokens that have ended (signed out, or issued before the user's last password change,
 * disabling or erasure: issued-tokens.ts), and loads the user: the account must be active and its e-mail and
 * role must still equal the token's `sub` and `role` claims (spec §4).
 *
 * Answers 401 with a Dutch title when not signed in, when the scheme is not Bearer, or when the role is not
 * allowed for this call (spec §8: 401 = "Je hebt geen rechten om deze actie uit te voeren.").
 *
 * @example
 *   router.get('/audit', requireCaller('Admin'), (c) => …c.var.caller…)
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { isRole, type Role } from '#src/lib/roles';
import type { BackendEnv } from '#src/server/context';
import type { Db } from '#src/server/db/client';
import { issuedTokens, users } from '#src/server/db/schema';
import { apiError, TITLES } from '#src/server/errors';
import { bearerFrom, verifyToken } from './tokens';

/**
 * @param roles the roles this call is for; none = any signed-in role.
 * @returns Hono middleware that sets `c.var.caller`, or throws apiError 401 (see the module comment).
 */
export function requireCaller(...roles: Role[]) {
  return createMiddleware<BackendEnv>(async function requireCallerMiddleware(c, next) {
    const token = bearerFrom(c.req.header('authorization'));
    if (token === null || token === 'invalid') throw apiError(401, TITLES.unauthenticated);
    const claims = await verifyToken(token);
    if (!claims) throw apiError(401, TITLES.unauthenticated);
    // One round trip: the user, joined to the row that says this token may still be used.
    const [user] = await callerLookup(c.var.db).execute({ uid: claims.uid, sid: claims.sid });
    if (!user) throw apiError(401, TITLES.unauthenticated);
    if (user.status !== 'active' || user.email !== claims.sub || user.role !== claims.role || !isRole(user.role)) {
      throw apiError(401, TITLES.unauthenticated);
    }
    if (roles.length > 0 && !roles.includes(user.role)) throw apiError(401, TITLES.forbidden);
    c.set('caller', {
      id: user.id,
      email: user.email,
      name: user.name,
      role: user.role,
      organizationId: user.organizationId,
      professionId: user.professionId,
      sid: claims.sid,
      exp: claims.exp,
    });
    await next();
  });
}

/**
 * The caller lookup of `db`, built once per database handle as a drizzle prepared query (it runs on every
 * protected call; on PGlite building the query cost about as much as running it): the user's own columns (never
 * the password hash), only when token `sid` is issued to them and has not ended.
 */
function callerLookup(db: Db): CallerLookup {
  let lookup = callerLookups.get(db);
  if (!lookup) callerLookups.set(db, (lookup = buildCallerLookup(db)));
  return lookup;
}

function buildCallerLookup(db: Db) {
  return db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      role: users.role,
      status: users.status,
      organizationId: users.organizationId,
      professionId: users.professionId,
    })
    .from(users)
    .innerJoin(
      issuedTokens,
      and(eq(issuedTokens.userId, users.id), eq(issuedTokens.sid, sql.placeholder('sid')), gt(issuedTokens.expiresAt, sql`now()`)),
    )
    .where(eq(users.id, sql.placeholder('uid')))
    .limit(1)
    .prepare('caller_lookup');
}

type CallerLookup = ReturnType<typeof buildCallerLookup>;
const callerLookups = new WeakMap<Db, CallerLookup>();
