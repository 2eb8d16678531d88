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
    const db = c.var.db;
    // One round trip: the user, joined to the row that says this token may still be used.
    const [row] = await db
      .select({ user: users })
      .from(users)
      .innerJoin(
        issuedTokens,
        and(eq(issuedTokens.userId, users.id), eq(issuedTokens.sid, claims.sid), gt(issuedTokens.expiresAt, sql`now()`)),
      )
      .where(eq(users.id, claims.uid))
      .limit(1);
    if (!row) throw apiError(401, TITLES.unauthenticated);
    const user = row.user;
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
