/**
 * Loading a report page (spec §2 /cp/user/{userId}/rapportage/{docId} and /docent/user/{userId}/rapportage/{docId};
 * `GET /api/reports/{docId}`) and handling its forms (report-actions.ts for the posted values). A post to
 * `…/rapportage/nieuw` makes a report (create-report.server.ts) and opens it; a refusal shows the API's reason (400).
 * A 404 from the API
 * (unknown, or outside the caller's scope: decision 003), ids that are not UUIDs, and a report about another
 * candidate than `{userId}` are `notFound`. A post: success → 303 back with `?klaar=`; a refusal → the page again
 * with the API's Dutch title beside the form it came from, the reason typed kept (the page answers 400).
 */
import type { AstroGlobal } from 'astro';
import { readForm, sendShowingTitle, textOf, type Submitted } from '#src/components/forms';
import { load } from '#src/components/load.server';
import type { ReportView } from '#src/features/reports/contract';
import { isUuid } from '#src/server/validation';
import { createReportFromForm, NEW_REPORT } from './create-report.server';
import { baseOf, checkReason, doneUrl, postedNumber, reportActionOf, reportNotice, type ReportAudience, type ReportPageSection } from './report-actions';
import { reportPageHref } from './report-links';
import { reportPageTexts as t } from './strings';

/** Everything the page renders. */
export interface ReportPageState {
  report: ReportView;
  audience: ReportAudience;
  /** The page's own path (forms post here). */
  pagePath: string;
  notice: { section: ReportPageSection; text: string } | null;
  /** A refused post and where it belongs. */
  failure: { section: ReportPageSection; text: string } | null;
  /** The 'Wijzigen' form: the reason as typed and its error. */
  revise: { reason: string; error: string | null };
}

/**
 * What `reportPage` answers: go on (after a successful post), not found (404), an error (`refused` when making a
 * report was refused: the page answers 400), or the state to render.
 */
export type ReportPage = { redirect: string } | { notFound: true } | { error: string; refused?: boolean } | { state: ReportPageState };

/** Loads the report of `Astro.params.docId` for `audience` and handles a posted form (see the module comment). */
export async function reportPage(astro: AstroGlobal, audience: ReportAudience): Promise<ReportPage> {
  const { api } = astro.locals;
  const { userId = '', docId = '' } = astro.params;
  if (!isUuid(userId)) return { notFound: true };
  if (docId === NEW_REPORT) {
    const made = await createReportFromForm(astro, baseOf(audience));
    return 'error' in made ? { error: made.error, refused: true } : made;
  }
  if (!isUuid(docId)) return { notFound: true };
  const apiPath = `/api/reports/${encodeURIComponent(docId)}`;
  const read = () => load(api<ReportView>(apiPath));
  const loaded = await read();
  if (!loaded.ok) return loaded.status === 404 ? { notFound: true } : { error: loaded.error };
  let report = loaded.data;
  // The address names the candidate: another candidate's id is a page that does not exist.
  if (report.candidate.id !== userId) return { notFound: true };
  const pagePath = reportPageHref(baseOf(audience), report.candidate.id, report.id);

  const form = await readForm(astro.request);
  let failure: ReportPageState['failure'] = null;
  const revise: ReportPageState['revise'] = { reason: '', error: null };
  if (form) {
    const posted = textOf(form, 'action');
    const action = reportActionOf(posted);
    let done: Submitted | null = null;
    let section: ReportPageSection = 'afronden';
    if (action === 'finalize') {
      const revision = postedNumber(posted);
      done = await sendShowingTitle(() => api<ReportView>(`${apiPath}/finalize`, { method: 'POST', body: revision === undefined ? {} : { revision } }), doneUrl(pagePath, 'definitief'));
    } else if (action === 'revise') {
      revise.reason = textOf(form, 'reden');
      const checked = checkReason(revise.reason);
      if ('error' in checked) revise.error = checked.error;
      else {
        const version = Number(textOf(form, 'versie'));
        const body = Number.isInteger(version) && version >= 1 ? { ...checked.body, version } : checked.body;
        done = await sendShowingTitle(() => api<ReportView>(`${apiPath}/revise`, { method: 'POST', body }), doneUrl(pagePath, 'gewijzigd'));
      }
    } else if (action === 'share') {
      section = 'delen';
      const shareable = textOf(form, 'deelbaar') === 'ja';
      done = await sendShowingTitle(() => api(`${apiPath}/sharing`, { method: 'PUT', body: { shareable } }), doneUrl(pagePath, shareable ? 'gedeeld' : 'niet-gedeeld'));
    } else {
      failure = { section: 'top', text: t.unknownAction };
    }
    if (done && 'redirect' in done) return { redirect: done.redirect };
    if (done && 'error' in done) failure = { section, text: done.error };
    // The report as it is now: a refusal may follow someone else's change.
    const again = await read();
    if (again.ok) report = again.data;
  }
  return { state: { report, audience, pagePath, notice: form ? null : reportNotice(astro.url.searchParams, report), failure, revise } };
}

/** True when a form of the page was refused (the page then answers 400). */
export const wasRefused = (state: ReportPageState): boolean => state.failure !== null || state.revise.error !== null;
