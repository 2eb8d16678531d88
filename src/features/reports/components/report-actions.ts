/**
 * What staff and teachers post on a report page and what the page says (spec §2 /cp/user/{userId}/rapportage/{docId}
 * and /docent/user/{userId}/rapportage/{docId}; docs/api.md "Reports"; Post/Redirect/Get, works without JavaScript).
 * Every form posts `action`: `finalize` (`POST /api/reports/{id}/finalize`, after the confirmation step
 * `?bevestig=definitief`), `revise` with `reden` (`POST …/revise`), `share` with the checkbox `deelbaar`
 * (`PUT …/sharing`). After success the page redirects to itself with `?klaar={key}`; `reportNotice` turns that into
 * the Dutch notice and the section it belongs in. Also the page's links and texts that depend on the report, in the
 * words the other report screens use (strings.ts `reportStrings`, downloads.ts). Pure.
 */
import { reviseReportBody, type ReportView, type ReportVersionSummary } from '#src/features/reports/contract';
import { reportStrings } from '#src/features/reports/strings';
import { formatDateTime } from '#src/lib/i18n/format';
import { kilobytes, reportPdfHref } from './downloads';
import { reportPageTexts as t } from './strings';

/** Who reads the page: staff under /cp, a teacher under /docent. */
export type ReportAudience = 'staff' | 'teacher';

/** The posted `action` values. */
export const REPORT_ACTIONS = { finalize: 'finalize', revise: 'revise', share: 'share' } as const;
export type ReportAction = keyof typeof REPORT_ACTIONS;

/** The sections of the page a notice or error belongs to (their ids, also the fragments). */
export type ReportPageSection = 'top' | 'afronden' | 'delen';

/**
 * The posted action, or null for anything else (then nothing is called). The finalise action carries the revision the
 * page showed (`finalize:12`, `finalizeAction`), so the API refuses text the writer never saw.
 */
export function reportActionOf(value: string): ReportAction | null {
  const name = value.split(':')[0] ?? '';
  return Object.hasOwn(REPORT_ACTIONS, name) ? (name as ReportAction) : null;
}

/** The number after the action's colon ('finalize:12' → 12), or undefined. */
export function postedNumber(value: string): number | undefined {
  const match = /^[a-z]+:(\d{1,9})$/.exec(value);
  return match ? Number(match[1]) : undefined;
}

/** The finalise action for a page that shows `revision`. */
export const finalizeAction = (revision: number): string => `${REPORT_ACTIONS.finalize}:${revision}`;

/** The `klaar` keys of the redirects after success, with their section. */
const DONE = { definitief: 'top', gewijzigd: 'top', gedeeld: 'delen', 'niet-gedeeld': 'delen' } as const satisfies Record<string, ReportPageSection>;
export type ReportDone = keyof typeof DONE;

/** The page's own address after a successful action: `?klaar={key}`, with the section's fragment unless it is 'top'. */
export function doneUrl(pagePath: string, key: ReportDone): string {
  const section = DONE[key];
  return `${pagePath}?klaar=${encodeURIComponent(key)}${section === 'top' ? '' : `#${section}`}`;
}

/**
 * The success notice for the page's URL, with the report as it is now: after making it (`?nieuw=1`,
 * create-report.server.ts) or after an action (`?klaar=`); null otherwise and while a confirmation is asked.
 */
export function reportNotice(params: URLSearchParams, report: Pick<ReportView, 'version'>): { section: ReportPageSection; text: string } | null {
  if (params.has('bevestig')) return null;
  if (params.get('nieuw') === '1') return { section: 'top', text: reportStrings.created };
  const key = params.get('klaar') ?? '';
  if (!Object.hasOwn(DONE, key)) return null;
  const done = key as ReportDone;
  const text = { definitief: t.finalized(report.version), gewijzigd: t.revised, gedeeld: t.shared, 'niet-gedeeld': t.unshared }[done];
  return { section: DONE[done], text };
}

/** The root of the audience's pages (report-links.ts `reportPageHref`, create-report.server.ts). */
export const baseOf = (audience: ReportAudience): '/cp' | '/docent' => (audience === 'staff' ? '/cp' : '/docent');

/**
 * Where the report's PAT is for `audience`: staff to the candidate's progress on it
 * (/cp/user/{candidateId}/pat/{patId}/progress), a teacher to the PAT's days (/docent/pat-dagen/{patId}).
 */
export function patLink(audience: ReportAudience, report: Pick<ReportView, 'candidate' | 'pat'>): { href: string; back: string } {
  const pat = encodeURIComponent(report.pat.id);
  return audience === 'staff'
    ? { href: `/cp/user/${encodeURIComponent(report.candidate.id)}/pat/${pat}/progress`, back: t.backToProgress }
    : { href: `/docent/pat-dagen/${pat}`, back: t.backToPat };
}

/** 'Concept', 'Definitief, versie N', or while a final report is being changed 'Wordt gewijzigd (na versie N)'. */
export function statusText(report: Pick<ReportView, 'status' | 'version'>): string {
  return reportStrings.status(report.status, report.version);
}

/**
 * One final version as listed (the same words as the contact person's and the candidate's downloads,
 * ReaderReports.astro): when and by whom, the reason of the change if any, and its PDF through the API.
 */
export function versionItem(reportId: string, v: ReportVersionSummary): { line: string; reason: string | null; href: string; download: string } {
  return {
    line: reportStrings.version(v.version, formatDateTime(v.finalizedAt), v.finalizedBy),
    reason: v.reason ? reportStrings.reason(v.reason) : null,
    href: reportPdfHref(reportId, v.version),
    download: reportStrings.download(t.versionName(v.version), kilobytes(v.pdfBytes)),
  };
}

/** The posted reason of 'Wijzigen', checked as the API checks it (contract.ts `reviseReportBody`). */
export function checkReason(reason: string): { body: { reason: string } } | { error: string } {
  const parsed = reviseReportBody.safeParse({ reason });
  return parsed.success ? { body: parsed.data } : { error: parsed.error.issues[0]?.message ?? t.reviseReasonHint };
}
