/**
 * `/api/modules`: reading and changing modules (docs/api.md "Modules" is the contract). Thin: each
 * handler reads its input, calls features/content/api/modules.ts (reading) or features/content/api/module-versions.ts (changing), answers.
 *
 * Who may call what: the list and reading one module Admin, Coordinator and Teacher (a teacher reads every module,
 * without correct answers and guidance, and finds them in the list on /docent/overzicht); everything else Admin and
 * Coordinator only; everyone else 401 (decision 003).
 *
 * @example
 *   app.route('/api/modules', moduleRouter());
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { moduleCreateBody, moduleListQuery, moduleReadingQuery, moduleSaveBody, moduleTemplateBody } from '#src/features/content/contract';
import { requireCaller } from '#src/server/auth/caller';
import type { BackendEnv } from '#src/server/context';
import { exportModule, importModule } from './module-transfer';
import { createModule, moduleEditView, saveModule, setModuleTemplate } from './module-versions';
import { listModulePage, readModule } from './modules';
import { readJson, readQuery } from '#src/server/validation';

/** The `/api/modules` router. */
export function moduleRouter() {
  const router = new Hono<BackendEnv>();
  const staff = requireCaller('Admin', 'Coordinator');

  /** Staff and Teacher. Page `{ id, title, profession, version, languages, questionCount, inUse }`. */
  router.get('/', requireCaller('Admin', 'Coordinator', 'Teacher'), async (c) => {
    const { inUse, ...query } = readQuery(c, moduleListQuery);
    return c.json(await listModulePage(c.var.db, { ...query, inUse: inUse === undefined ? undefined : inUse === '1' }));
  });

  /** Staff. 201 `{ id, version: 1 }`; 400 naming the first problem. */
  router.post('/', staff, async (c) => {
    const body = await readJson(c, moduleCreateBody);
    return c.json(await createModule(c.var.db, c.var.caller.id, body), 201);
  });

  /** Staff. A module file (docs/api.md "Module file"), checked by importModule: 201 `{ id, version, notes }`; 400 naming what is wrong. */
  router.post('/import', staff, async (c) => {
    const file = await readJson(c, z.unknown());
    return c.json(await importModule(c.var.db, c.var.caller.id, file), 201);
  });

  /** Staff. The current version as one JSON file to download; 404 unknown. */
  router.get('/:id/export', staff, async (c) => {
    const { file, filename } = await exportModule(c.var.db, c.req.param('id'));
    c.header('Content-Disposition', `attachment; filename="${filename}"`);
    c.header('Cache-Control', 'no-store');
    return c.json(file);
  });

  /** Staff. `ModuleEditView` (src/features/content/contract.ts); 404 unknown. */
  router.get('/:id/edit', staff, async (c) => c.json(await moduleEditView(c.var.db, c.req.param('id'))));

  /** Staff. A new version: 200 `{ id, version }`; 409 stale baseVersion; 400 bad content. */
  router.put('/:id', staff, async (c) => {
    const body = await readJson(c, moduleSaveBody);
    return c.json(await saveModule(c.var.db, c.var.caller.id, c.req.param('id'), body));
  });

  /** Staff. A new version scored with the template's current version (or none): 200 `{ id, version }`. */
  router.put('/:id/template', staff, async (c) => {
    const { templateId } = await readJson(c, moduleTemplateBody);
    return c.json(await setModuleTemplate(c.var.db, c.var.caller.id, c.req.param('id'), templateId));
  });

  /** Staff and Teacher. The current version in `?lang=` (default nl); 404 unknown; 400 incomplete language. */
  router.get('/:id', requireCaller('Admin', 'Coordinator', 'Teacher'), async (c) => {
    const { lang } = readQuery(c, moduleReadingQuery);
    return c.json(await readModule(c.var.db, c.var.caller.role, c.req.param('id'), lang));
  });

  return router;
}
