/**
 * `/api/report-templates`: report templates (docs/api.md "Report templates"). Thin: each handler reads its input,
 * calls templates.ts, answers. Staff (Admin, Coordinator) do everything; a teacher lists the current templates and
 * reads one, to choose it for a new report. Everyone else 401, and a teacher asking for the archived ones too
 * (`archived=1`) or calling a change 401 (decision 003). Unknown ids and ids that are not UUIDs are 404.
 *
 * @example
 *   app.route('/api/report-templates', reportTemplateRouter());
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { reportTemplateBody } from '#src/features/reports/contract';
import { isStaff, STAFF } from '#src/lib/roles';
import { requireCaller } from '#src/server/auth/caller';
import type { BackendEnv } from '#src/server/context';
import { apiError, TITLES } from '#src/server/errors';
import { readJson, readQuery } from '#src/server/validation';
import { createReportTemplate, listReportTemplates, readReportTemplate, requireReportTemplate, setReportTemplateArchived, updateReportTemplate } from './templates';

/** `GET /api/report-templates` query: `archived=1` adds the archived templates (staff only). */
const listQuery = z.object({ archived: z.enum(['1', '0'], { message: 'Gearchiveerd is 1 (ja) of 0 (nee).' }).optional() });

/** The `/api/report-templates` router. */
export function reportTemplateRouter() {
  const router = new Hono<BackendEnv>();
  const staff = requireCaller(...STAFF);
  const readers = requireCaller(...STAFF, 'Teacher');

  /** Staff, Teacher. `ReportTemplate[]`: the current ones by name; `archived=1` (staff) the archived ones after them. */
  router.get('/', readers, async (c) => {
    const archived = readQuery(c, listQuery).archived === '1';
    if (archived && !isStaff(c.var.caller.role)) throw apiError(401, TITLES.forbidden);
    return c.json(await listReportTemplates(c.var.db, archived));
  });

  /** Staff. 201 `ReportTemplate`; 400 naming the field; 409 name taken. */
  router.post('/', staff, async (c) => {
    const fields = await readJson(c, reportTemplateBody);
    return c.json(await createReportTemplate(c.var.db, c.var.caller.id, fields), 201);
  });

  /** Staff, Teacher. `ReportTemplate`, archived or not; 404 unknown. */
  router.get('/:id', readers, async (c) => c.json(await readReportTemplate(c.var.db, c.req.param('id'))));

  /** Staff. 200 `ReportTemplate`; replaces name, description and sections (reports made keep theirs); 404 unknown. */
  router.put('/:id', staff, async (c) => {
    const id = c.req.param('id');
    await requireReportTemplate(c.var.db, id); // an unknown id is 404, whatever the body
    return c.json(await updateReportTemplate(c.var.db, id, await readJson(c, reportTemplateBody)));
  });

  /** Staff. 200 `ReportTemplate` with `archivedAt`; 404 unknown. */
  router.post('/:id/archive', staff, async (c) => c.json(await setReportTemplateArchived(c.var.db, c.req.param('id'), true)));

  /** Staff. 200 `ReportTemplate` with `archivedAt: null`; 404 unknown; 409 a current template has its name. */
  router.post('/:id/restore', staff, async (c) => c.json(await setReportTemplateArchived(c.var.db, c.req.param('id'), false)));

  return router;
}
