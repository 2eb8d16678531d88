/**
 * Teachers' suggestions for module parts (docs/api.md "Suggestions" is the contract). Thin: each
 * handler reads its input, calls features/content/api/suggestions.ts, answers.
 *
 * Who may call what (decision 003: a role without the right → 401; unknown or not a UUID → 404):
 * - reading a part: Teacher, Admin, Coordinator (never a candidate; the part has no correct answers);
 * - suggesting: Teacher only (staff change modules themselves);
 * - the open suggestions of a module, accepting and rejecting: Admin and Coordinator.
 *
 * @example
 *   app.route('/api/suggestions', suggestionRouter());
 *   inOrder(moduleSuggestionRouter(), moduleRouter()) // routes.ts: /api/modules
 */
import { Hono } from 'hono';
import { suggestionBody, suggestionPartQuery, suggestionRejectBody } from '#src/features/content/contract';
import { requireCaller } from '#src/server/auth/caller';
import type { BackendEnv } from '#src/server/context';
import { acceptSuggestion, openSuggestions, partForSuggestion, rejectSuggestion, submitSuggestion } from './suggestions';
import { readJson, readQuery } from '#src/server/validation';


const STAFF = ['Admin', 'Coordinator'] as const;

/** The `/api/suggestions` router. */
export function suggestionRouter() {
  const router = new Hono<BackendEnv>();

  /** Teacher and staff. The part in `?lang=` (default nl) with the text a suggestion replaces; 404 unknown part. */
  router.get('/part/:partId', requireCaller('Teacher', ...STAFF), async (c) => {
    const { lang } = readQuery(c, suggestionPartQuery);
    return c.json(await partForSuggestion(c.var.db, c.req.param('partId'), lang));
  });

  /** Teacher. 201 `{ id }`; 400 (Dutch) for text the module would refuse; 404 unknown part. */
  router.post('/', requireCaller('Teacher'), async (c) => {
    const body = await readJson(c, suggestionBody);
    return c.json(await submitSuggestion(c.var.db, c.var.caller.id, body), 201);
  });

  /** Staff. 200 `{ moduleId, version }`; 404 unknown; 409 decided or part gone. */
  router.post('/:id/accept', requireCaller(...STAFF), async (c) => {
    return c.json(await acceptSuggestion(c.var.db, c.var.caller.id, c.req.param('id')));
  });

  /** Staff. Body `{ reason }` (required). 200 `{ id }`; 404 unknown; 409 decided. */
  router.post('/:id/reject', requireCaller(...STAFF), async (c) => {
    const { reason } = await readJson(c, suggestionRejectBody);
    return c.json(await rejectSuggestion(c.var.db, c.var.caller.id, c.req.param('id'), reason));
  });

  return router;
}

/** `GET /api/modules/{id}/suggestions` (staff): mounted at /api/modules before `moduleRouter()` (routes.ts). */
export function moduleSuggestionRouter() {
  const router = new Hono<BackendEnv>();
  router.get('/:id/suggestions', requireCaller(...STAFF), async (c) => {
    return c.json(await openSuggestions(c.var.db, c.req.param('id')));
  });
  return router;
}
