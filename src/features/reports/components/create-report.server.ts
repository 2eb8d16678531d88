/**
 * Making a report from a form (docs/decisions/031-reports.md): the report pages answer a POST to their address with
 * `nieuw` as document id (PatReports.astro posts there) by calling `POST /api/reports` and redirecting (303) to the new
 * report's page; a refusal (template archived, a report already there, not in scope) comes back as the API's Dutch
 * title. The form's `Idempotency-Key` goes along: pressing the button twice opens the one report it made
 * (docs/decisions/039-idempotent-creates.md). A GET of `…/rapportage/nieuw` is not a report: not found.
 */
import type { AstroGlobal } from 'astro';
import { keyHeaders, readForm, sendShowingTitle, textOf } from '#src/components/forms';
import { reportPageHref } from './report-links';

/** The document id a new report is posted to. */
export const NEW_REPORT = 'nieuw';

/**
 * Handles `…/rapportage/nieuw`.
 * @returns a redirect to the new report, an error (Dutch) to show, or `notFound` for anything but a form post.
 */
export async function createReportFromForm(astro: AstroGlobal, base: '/cp' | '/docent'): Promise<{ redirect: string } | { error: string } | { notFound: true }> {
  const form = await readForm(astro.request);
  if (!form) return { notFound: true };
  const candidateId = astro.params.userId ?? '';
  const body = { candidateId, patId: textOf(form, 'patId'), templateId: textOf(form, 'templateId') };
  const done = await sendShowingTitle(
    () => astro.locals.api<{ id: string }>('/api/reports', { method: 'POST', body, headers: keyHeaders(form) }),
    (created) => `${reportPageHref(base, candidateId, created.id)}?nieuw=1`,
  );
  return 'redirect' in done ? { redirect: done.redirect } : { error: done.error };
}
