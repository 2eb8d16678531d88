/**
 * `/api/reports` (docs/api.md "Reports"; docs/decisions/031-reports.md): thin handlers over reports.ts.
 * - Staff and teachers planned on the PAT create, read, write, finalise, revise and share reports.
 * - Everyone signed in lists the reports they may see; candidates and contact persons see only final versions.
 * - The PDF of a final version is served as stored, as an attachment.
 * Out of scope or unknown: 404 (decision 003); a role that never has reports: 403 from `requireCaller`.
 *
 * @example app.route('/api/reports', reportRouter());
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { STAFF } from '#src/lib/roles';
import { requireCaller } from '#src/server/auth/caller';
import { idempotent } from '#src/server/idempotency';
import type { BackendEnv } from '#src/server/context';
import { readJson, readOptionalJson, readQuery } from '#src/server/validation';
import { finalizeReportBody, newReportBody, reportDraftBody, reportSharingBody, reviseReportBody } from '#src/features/reports/contract';
import { checkWriter, createReport, finalizeReport, listReports, readReport, reviseReport, saveDraft, setSharing, versionPdf } from './reports';

const listQuery = z.object({
  candidateId: z.uuid({ message: 'Kandidaat: geen geldige id.' }).optional(),
  patId: z.uuid({ message: 'PAT: geen geldige id.' }).optional(),
});

/** The `/api/reports` router. */
export function reportRouter() {
  const router = new Hono<BackendEnv>();
  const writers = requireCaller(...STAFF, 'Teacher');
  const readers = requireCaller(...STAFF, 'Teacher', 'User', 'ContactPerson');

  /** Everyone signed in: the reports they may see (`candidateId`, `patId` filter). */
  router.get('/', readers, async (c) => c.json(await listReports(c.var.db, c.var.caller, readQuery(c, listQuery))));

  /** Writers. 201 `{ id }`: a new draft from a template. */
  router.post('/', writers, idempotent(), async (c) => c.json(await createReport(c.var.db, c.var.caller, await readJson(c, newReportBody)), 201));

  /** Writers. The report with its parts as they will print and its versions. */
  router.get('/:id', writers, async (c) => c.json(await readReport(c.var.db, c.var.caller, c.req.param('id'))));

  /** Writers. Saves the draft's texts; 409 final or stale. */
  router.put('/:id', writers, async (c) => {
    const id = c.req.param('id');
    await checkWriter(c.var.db, c.var.caller, id);
    return c.json(await saveDraft(c.var.db, c.var.caller, id, await readJson(c, reportDraftBody)));
  });

  /** Writers. Makes the draft final: the PDF is rendered once and stored as the next version; 409 when `revision` is stale. */
  router.post('/:id/finalize', writers, async (c) => {
    const id = c.req.param('id');
    await checkWriter(c.var.db, c.var.caller, id);
    // The body is optional: `{ revision }` the writer last saw.
    const { revision } = await readOptionalJson(c, finalizeReportBody);
    return c.json(await finalizeReport(c.var.db, c.var.caller, id, c.var.outbox, revision));
  });

  /** Writers. Opens a final report for a change, with a reason. */
  router.post('/:id/revise', writers, async (c) => {
    const id = c.req.param('id');
    await checkWriter(c.var.db, c.var.caller, id);
    const { reason, version } = await readJson(c, reviseReportBody);
    return c.json(await reviseReport(c.var.db, c.var.caller, id, reason, version));
  });

  /** Writers. Whether the contact person may read it. */
  router.put('/:id/sharing', writers, async (c) => {
    const id = c.req.param('id');
    await checkWriter(c.var.db, c.var.caller, id);
    const { shareable } = await readJson(c, reportSharingBody);
    return c.json(await setSharing(c.var.db, c.var.caller, id, shareable, c.var.outbox));
  });

  /** Everyone who may read the version: `application/pdf` attachment, the bytes stored when it was finalised. */
  router.get('/:id/versions/:version/pdf', readers, async (c) => {
    const { pdf, fileName } = await versionPdf(c.var.db, c.var.caller, c.req.param('id'), c.req.param('version'));
    return c.body(pdf.slice().buffer, 200, {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${fileName}"`,
      'cache-control': 'private, no-store',
    });
  });

  return router;
}
