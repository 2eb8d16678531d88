/**
 * `/api/modules`: reading modules (issue 4; docs/api.md "Modules" is the contract). Thin: each handler reads
 * its input, calls services/modules.ts, answers. Read-only for now; editing comes with the module editor.
 *
 * Who may call what: the list Admin and Coordinator; one module also Teacher (without correct answers and
 * guidance); everyone else 401 (decision 003).
 *
 * @example
 *   app.route('/api/modules', moduleRouter());
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { LANGUAGES } from '../../lib/content';
import { requireCaller } from '../auth/caller';
import type { BackendEnv } from '../context';
import { pageQuery } from '../paging';
import { listModulePage, readModule } from '../services/modules';
import { readQuery } from '../validation';

const language = z.enum(LANGUAGES, { message: 'Kies een taal: nl, en, pl, tr, uk of ar.' });

const listQuery = pageQuery.extend({
  q: z.string().max(200, 'De zoektekst mag hoogstens 200 tekens lang zijn.').optional(),
  professionId: z.uuid({ message: 'Dit beroep bestaat niet.' }).optional(),
  language: language.optional(),
  inUse: z.enum(['1', '0'], { message: 'In gebruik is 1 (ja) of 0 (nee).' }).optional(),
  sort: z.enum(['title', 'updated'], { message: 'Sorteer op title of updated.' }).default('title'),
});

const readingQuery = z.object({ lang: language.default('nl') });

/** The `/api/modules` router. */
export function moduleRouter() {
  const router = new Hono<BackendEnv>();

  /** Staff. Paged `{ id, title, profession, version, languages, questionCount, inUse }`. */
  router.get('/', requireCaller('Admin', 'Coordinator'), async (c) => {
    const { inUse, ...query } = readQuery(c, listQuery);
    return c.json(await listModulePage(c.var.db, { ...query, inUse: inUse === undefined ? undefined : inUse === '1' }));
  });

  /** Staff and Teacher. The current version in `?lang=` (default nl); 404 unknown; 400 incomplete language. */
  router.get('/:id', requireCaller('Admin', 'Coordinator', 'Teacher'), async (c) => {
    const { lang } = readQuery(c, readingQuery);
    return c.json(await readModule(c.var.db, c.var.caller.role, c.req.param('id'), lang));
  });

  return router;
}
