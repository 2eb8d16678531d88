/**
 * `/api/templates`: evaluation templates (docs/api.md "Templates" is the contract). Thin: each handler
 * reads its input, calls features/content/api/templates.ts, answers. Admin and Coordinator only; everyone else 401
 * (decision 003).
 *
 * @example
 *   app.route('/api/templates', templateRouter());
 */
import { Hono } from 'hono';
import { templateContentSchema, templateListQuery, templateSaveBody, type TemplateCreated } from '#src/features/content/contract';
import { requireCaller } from '#src/server/auth/caller';
import type { BackendEnv } from '#src/server/context';
import { createTemplate, listTemplates, readTemplate, saveTemplate } from './templates';
import { readJson, readQuery } from '#src/server/validation';

/** The `/api/templates` router. */
export function templateRouter() {
  const router = new Hono<BackendEnv>();
  router.use('*', requireCaller('Admin', 'Coordinator'));

  /** Page `{ id, name, version, criteriaCount, moduleCount, updatedAt }` by name; `q` searches the name. */
  router.get('/', async (c) => c.json(await listTemplates(c.var.db, readQuery(c, templateListQuery))));

  /** `{ id, version, content, modules, history }`; 404 unknown. */
  router.get('/:id', async (c) => c.json(await readTemplate(c.var.db, c.req.param('id'))));

  /** 201 `{ id, version: 1 }`; 400 naming the problem. */
  router.post('/', async (c) => {
    const content = await readJson(c, templateContentSchema);
    const { id, version } = await createTemplate(c.var.db, c.var.caller.id, content);
    return c.json({ id, version } satisfies TemplateCreated, 201);
  });

  /** 200 `{ id, version, modulesUpdated }`; 409 stale baseVersion. */
  router.put('/:id', async (c) => {
    const { baseVersion, ...content } = await readJson(c, templateSaveBody);
    return c.json(await saveTemplate(c.var.db, c.var.caller.id, c.req.param('id'), content, baseVersion));
  });

  return router;
}
