/**
 * `/api/pat/mine/{patId}/…` theory calls (docs/api.md "PAT"; spec §2 /candidate/pat/…): thin handlers over reader.ts.
 * Candidates only (role User), each their own PATs; everyone else 401; another candidate's PAT 404 (decision 003).
 * Mounted before the planning router, so `mine` is not read as a PAT id.
 *
 * @example
 *   app.route('/api/pat', patReaderRouter());
 */
import { Hono } from 'hono';
import { requireCaller } from '#src/server/auth/caller';
import type { BackendEnv } from '#src/server/context';
import { readJson } from '#src/server/validation';
import { contentLanguageBody } from '#src/features/assessment/contract';
import { chooseLanguage, ownPat, readTheory, readTheoryModule } from './reader';

/** The candidate's PAT theory router. */
export function patReaderRouter() {
  const router = new Hono<BackendEnv>();
  const candidate = requireCaller('User');

  /** User, own PAT. `PatTheory`: offered languages, the chosen one, the modules. */
  router.get('/mine/:patId/theory', candidate, async (c) => c.json(await readTheory(c.var.db, c.var.caller, c.req.param('patId'))));

  /** User, own PAT. `{ language }` → `{ patId, language }`; 400 for a language not offered. */
  router.put('/mine/:patId/language', candidate, async (c) => {
    // Scope before the body (decision 003): someone else's PAT is 404 whatever is sent.
    await ownPat(c.var.db, c.var.caller, c.req.param('patId'));
    const { language } = await readJson(c, contentLanguageBody);
    return c.json(await chooseLanguage(c.var.db, c.var.caller, c.req.param('patId'), language));
  });

  /** User, own PAT. `PatTheoryModule`: one module's parts in the chosen language; 409 before a language is chosen. */
  router.get('/mine/:patId/theory/:position', candidate, async (c) =>
    c.json(await readTheoryModule(c.var.db, c.var.caller, c.req.param('patId'), c.req.param('position'))),
  );

  return router;
}
