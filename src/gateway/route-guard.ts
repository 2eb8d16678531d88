/**
 * `routeGuard()`: applies the route table's decision (src/lib/routes.ts `guard`, spec §4 and §6) to a page
 * request and answers 302 to where it says: /login when signed out, the role's home on login-type pages,
 * /404 for unknown paths and missing permissions (staff: /cp/admin). Built files under `/_astro/` pass (the
 * static middleware serves them; a missing one gets Astro's 404). Astro's other built-in endpoints — `/_image`
 * (image optimisation) and `/_server-islands/…` — are unknown paths like any other: the platform uses neither,
 * and Astro cannot switch them off, so they go to /404 here (OWASP ASVS 14.3.x: no unused endpoints). Mount it after
 * `pageSession()`, which sets `c.var.session`; `/api` and static files never reach it.
 */
import { createMiddleware } from 'hono/factory';
import { guard, type GuardDecision } from '#src/lib/routes';
import { signInPath, SIGN_IN_PATH } from '#src/lib/return-to';
import type { GatewayEnv } from './env';

export interface RouteGuardOptions {
  /** The decision. Default: `guard` from src/lib/routes.ts (the one route table, habit 15). */
  decide?: (pathname: string, role: string | null) => GuardDecision;
}

/**
 * Makes the page guard.
 *
 * @example
 *   app.all('*', pageSession(deps), routeGuard(), astro());
 */
export function routeGuard(options: RouteGuardOptions = {}) {
  const decide = options.decide ?? guard;
  return createMiddleware<GatewayEnv>(async function routeGuardMiddleware(c, next) {
    if (c.req.path.startsWith('/_astro/')) return next();
    const decision = decide(c.req.path, c.var.session?.role ?? null);
    if (decision.type === 'redirect') {
      // A form posted after the session ended returns to the page that holds the form (its action is that page).
      const location = decision.location === SIGN_IN_PATH ? signInPath(`${c.req.path}${new URL(c.req.url).search}`) : decision.location;
      return c.redirect(location, 302);
    }
    return next();
  });
}
