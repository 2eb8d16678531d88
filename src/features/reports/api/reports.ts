/**
 * Reports (rapportage; spec §2 /cp/user/{userId}/rapportage/{docId}, /docent/user/{userId}/rapportage/{docId};
 * docs/domain.md "report"; docs/api.md "Reports"; docs/decisions/031-reports.md): one report per candidate and PAT,
 * written by a teacher planned on the PAT or by staff from a report template.
 *
 * Lifecycle (docs/domain.md "Evaluation and report: draft → final"):
 * - A draft's texts are saved as the editor goes (`saveDraft`); each save names the revision it started from, so two
 *   writers never overwrite each other unseen (409).
 * - Finalising (`finalizeReport`) fills in the blocks, renders the PDF once (documents/pdf.server.ts) and stores it
 *   with the texts as a new version, in one transaction that first checks nothing changed while the PDF was made.
 *   The PDF is served as stored, never made again.
 * - A final report is changed only through `reviseReport` with a reason: it becomes a draft again (starting from the
 *   final texts) and the next finalise makes the next version; earlier versions and their PDFs stay.
 * - Finalising needs the PAT's results released (the agreed scores are settled then; decision 030) and every text
 *   section written.
 *
 * Scope (docs/domain.md "Who may see and do what"; decision 003): staff every report; a teacher those on PATs they are
 * planned on as assessor; the candidate their own final versions; a contact person the final versions of reports
 * marked shareable about their organisation's candidates. Anything else is 404, as if it did not exist.
 */
import { loadBranding } from '#src/features/company-settings/api/settings';
import { and, asc, desc, eq, exists, inArray, isNotNull, gt, lt, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isMultiLineText } from '#src/lib/plain-text';
import { isStaff } from '#src/lib/roles';
import { multiLineMessage } from '#src/lib/text-fields';
import type { Caller } from '#src/server/context';
import type { Db } from '#src/server/db/client';
import { organizations, patAssessors, patCandidates, pats, reportTemplates, reports, reportVersions, users } from '#src/server/db/schema';
import { apiError } from '#src/server/errors';
import { nextTurn } from '#src/server/event-loop';
import { isUuid } from '#src/server/validation';
import { renderRichText, richTextProblem } from '#src/features/content/api/rich-text';
import { notificationHref, NOTIFICATION_TYPE } from '#src/features/mailbox/notification-links';
import { availableMail, notify } from '#src/features/mailbox/api/notify';
import type { MailOutbox } from '#src/server/mail/outbox';
import { reportParts } from '#src/features/reports/blocks';
import {
  MAX_REPORT_PDF_BYTES,
  MAX_REPORT_TEXT,
  MAX_REPORT_VERSIONS,
  type NewReport,
  type ReportDraftSaved,
  type ReportListItem,
  type ReportPart,
  type ReportDraftSave,
  type ReportSection,
  type ReportTexts,
  type ReportVersionSummary,
  type ReportView,
} from '#src/features/reports/contract';
import { renderReportPdf, type ReportPdfInput } from '#src/features/reports/documents/pdf.server';
import { assessmentViewer } from '#src/features/assessment/api/assessment';
import type { AssessmentViewer } from '#src/features/assessment/visibility';
import { reportSources } from './sources';

/** The platform's name in the PDF's header (app.name in the Dutch catalogue). */
export const PLATFORM_NAME = 'Kandidaatplatform';

const NUMBER = new Intl.NumberFormat('nl-NL');

/** Dutch titles of the reports calls. */
export const REPORT_TITLES = {
  notFound: 'Dit rapport bestaat niet.',
  candidateNotOnPat: 'Deze kandidaat staat niet op deze PAT.',
  templateNotFound: 'Dit sjabloon bestaat niet of is gearchiveerd. Kies een ander sjabloon.',
  exists: 'Er is al een rapport over deze kandidaat op deze PAT. Open dat rapport.',
  final: 'Dit rapport is definitief en kan niet meer worden gewijzigd. Kies ‘Wijzigen’ en schrijf waarom.',
  stale: 'Iemand anders heeft dit rapport intussen opgeslagen. Laad de pagina opnieuw; je eigen tekst staat nog op dit apparaat.',
  unknownSection: 'Dit rapport heeft dat onderdeel niet. Laad de pagina opnieuw.',
  alreadyFinal: 'Dit rapport is al definitief.',
  notFinal: 'Dit rapport is nog een concept: je kunt het gewoon aanpassen.',
  notReleased: 'Het rapport kan definitief worden zodra de resultaten van de PAT zijn vrijgegeven.',
  emptySections: (titles: string[]) => `Schrijf eerst iets bij: ${titles.join(', ')}.`,
  versionNotFound: 'Deze versie van het rapport bestaat niet.',
  pdfFailed: 'De PDF van het rapport kon niet worden gemaakt. Probeer het later opnieuw; je tekst is bewaard.',
  finalizeStale: 'Het rapport is veranderd sinds je het opende. Lees de laatste tekst na en maak het daarna definitief.',
  reviseStale: 'Er is intussen een nieuwere versie van dit rapport. Lees die eerst en kies dan opnieuw ‘Wijzigen’.',
  changedMeanwhile: 'Dit rapport of de gegevens van de PAT zijn gewijzigd terwijl de PDF werd gemaakt. Laad de pagina opnieuw en maak het rapport dan definitief.',
  tooLong: (characters: number) =>
    `Het rapport is te lang: alle tekstonderdelen samen mogen hoogstens ${NUMBER.format(MAX_REPORT_TEXT)} tekens hebben (nu ${NUMBER.format(characters)}). Maak de teksten korter.`,
  tooManyVersions: `Dit rapport heeft al ${MAX_REPORT_VERSIONS} definitieve versies; meer worden er niet bewaard. Het kan niet meer worden gewijzigd. Stuur een aanvulling als bericht aan de kandidaat.`,
  pdfTooLarge: `De PDF van dit rapport zou groter worden dan ${MAX_REPORT_PDF_BYTES / 1024 / 1024} MB; zo'n grote PDF wordt niet bewaard. Maak de teksten korter of gebruik minder opmaak (lijsten, vet, veel korte alinea's) en maak het rapport dan opnieuw definitief.`,
  available: (title: string) => `Er is een rapport voor je klaar: ${title}.`,
  availableFor: (title: string, candidate: string) => `Er is een rapport over ${candidate} klaar: ${title}.`,
} as const;

const finalizer = alias(users, 'finalized_by_user');
const editor = alias(users, 'updated_by_user');

/** What the caller may do with a report: write it (staff, planned teacher) or read its final versions. */
type Access = 'edit' | 'read';

/** Whether `teacherId` assesses on the PAT (as first or second assessor on any of its days). */
async function plannedOn(db: Db, teacherId: string, patId: string): Promise<boolean> {
  const [row] = await db.select({ id: patAssessors.id }).from(patAssessors).where(and(eq(patAssessors.patId, patId), eq(patAssessors.teacherId, teacherId))).limit(1);
  return Boolean(row);
}

/** The report row and the caller's access to it. @throws apiError 404 when it does not exist or is out of scope. */
async function reportFor(db: Db, caller: Caller, id: string, need: Access): Promise<{ report: typeof reports.$inferSelect; access: Access }> {
  if (!isUuid(id)) throw apiError(404, REPORT_TITLES.notFound);
  const [row] = await db.select({ report: reports, organizationId: users.organizationId }).from(reports).innerJoin(users, eq(users.id, reports.candidateId)).where(eq(reports.id, id));
  if (!row) throw apiError(404, REPORT_TITLES.notFound);
  const { report } = row;
  let access: Access | null = null;
  if (isStaff(caller.role)) access = 'edit';
  else if (caller.role === 'Teacher') access = (await plannedOn(db, caller.id, report.patId)) ? 'edit' : null;
  else if (report.version > 0 && caller.role === 'User' && report.candidateId === caller.id) access = 'read';
  else if (report.version > 0 && caller.role === 'ContactPerson' && report.shareable && caller.organizationId && row.organizationId === caller.organizationId) access = 'read';
  if (!access || (need === 'edit' && access !== 'edit')) throw apiError(404, REPORT_TITLES.notFound);
  return { report, access };
}

/**
 * What the caller may see of the candidate's assessment on the report's PAT (features/assessment/visibility.ts), which
 * is what the report's blocks show them (decision 037).
 * @throws apiError 404 when the caller has no part in it (not reached: `reportFor` lets only staff and the PAT's
 *   teachers edit).
 */
async function viewerOf(db: Db, caller: Caller, report: { patId: string; candidateId: string }): Promise<AssessmentViewer> {
  const viewer = await assessmentViewer(db, caller, { kind: 'pat', id: report.patId }, report.candidateId);
  if (!viewer) throw apiError(404, REPORT_TITLES.notFound);
  return viewer;
}

/**
 * Checks that the caller may write the report, before its body is read: out of scope is 404 whatever the body.
 * @throws apiError 404.
 */
export async function checkWriter(db: Db, caller: Caller, id: string): Promise<void> {
  await reportFor(db, caller, id, 'edit');
}

/** The final versions of reports, newest first, by report id. */
async function versionsOf(db: Db, reportIds: string[]): Promise<Map<string, ReportVersionSummary[]>> {
  const byReport = new Map<string, ReportVersionSummary[]>();
  if (reportIds.length === 0) return byReport;
  const rows = await db
    .select({
      reportId: reportVersions.reportId,
      version: reportVersions.version,
      finalizedAt: reportVersions.finalizedAt,
      finalizedBy: finalizer.name,
      reason: reportVersions.reason,
      pdfBytes: reportVersions.pdfBytes,
    })
    .from(reportVersions)
    .leftJoin(finalizer, eq(finalizer.id, reportVersions.finalizedBy))
    .where(inArray(reportVersions.reportId, reportIds))
    .orderBy(desc(reportVersions.version));
  for (const { reportId, finalizedAt, ...row } of rows) {
    const list = byReport.get(reportId) ?? [];
    list.push({ ...row, finalizedAt: finalizedAt.toISOString() });
    byReport.set(reportId, list);
  }
  return byReport;
}

/** The text sections of `parts` that have no text yet, by title. */
function unwritten(parts: ReportPart[]): string[] {
  return parts.filter((p) => p.kind === 'text' && p.text.trim() === '').map((p) => p.title);
}

/** Characters of the texts of the report's text sections together (texts of sections it no longer has do not count). */
function textLength(sections: ReportSection[], texts: ReportTexts): number {
  return sections.reduce((sum, section) => sum + (section.kind === 'text' ? (texts[section.id]?.length ?? 0) : 0), 0);
}

/** Why the report cannot be finalised now, or null. */
function finalizeProblem(report: typeof reports.$inferSelect, released: boolean, parts: ReportPart[]): string | null {
  if (report.status === 'final') return REPORT_TITLES.alreadyFinal;
  if (report.version >= MAX_REPORT_VERSIONS) return REPORT_TITLES.tooManyVersions;
  if (!released) return REPORT_TITLES.notReleased;
  const missing = unwritten(parts);
  if (missing.length > 0) return REPORT_TITLES.emptySections(missing);
  const length = textLength(report.sections, report.texts);
  return length > MAX_REPORT_TEXT ? REPORT_TITLES.tooLong(length) : null;
}

/**
 * `GET /api/reports/{id}` (staff, a teacher planned on the PAT): the report with its parts as they will print (the
 * blocks filled in from the PAT's data now) and its final versions.
 * @throws apiError 404 out of scope or unknown.
 */
export async function readReport(db: Db, caller: Caller, id: string): Promise<ReportView> {
  const { report } = await reportFor(db, caller, id, 'edit');
  const viewer = await viewerOf(db, caller, report);
  const [[context], sources, versions] = await Promise.all([
    db
      .select({ candidate: users.name, pat: pats.title, released: pats.resultsReleasedAt, template: reportTemplates.name, updatedBy: editor.name })
      .from(reports)
      .innerJoin(users, eq(users.id, reports.candidateId))
      .innerJoin(pats, eq(pats.id, reports.patId))
      .leftJoin(reportTemplates, eq(reportTemplates.id, reports.templateId))
      .leftJoin(editor, eq(editor.id, reports.updatedBy))
      .where(eq(reports.id, report.id)),
    reportSources(db, report.patId, report.candidateId, viewer),
    versionsOf(db, [report.id]),
  ]);
  if (!context || !sources) throw apiError(404, REPORT_TITLES.notFound);
  const parts = reportParts(report.sections, report.texts, sources);
  // A text section of 20,000 characters takes some 10 ms to render; one at a time keeps the event loop free.
  const shown: ReportView['parts'] = [];
  for (const part of parts) {
    if (part.kind !== 'text') shown.push(part);
    else {
      await nextTurn();
      shown.push({ ...part, html: renderRichText(part.text) });
    }
  }
  return {
    id: report.id,
    title: report.title,
    candidate: { id: report.candidateId, name: context.candidate },
    pat: { id: report.patId, title: context.pat, resultsReleasedAt: context.released?.toISOString() ?? null },
    templateName: context.template,
    status: report.status,
    revision: report.revision,
    version: report.version,
    revisionReason: report.revisionReason,
    shareable: report.shareable,
    parts: shown,
    versions: versions.get(report.id) ?? [],
    updatedAt: report.updatedAt.toISOString(),
    updatedBy: context.updatedBy,
    canEdit: report.status === 'draft',
    finalizeBlocked: report.status === 'draft' ? finalizeProblem(report, Boolean(context.released), parts) : null,
  };
}

/**
 * `POST /api/reports` (staff, a teacher planned on the PAT): a new draft report about a candidate of the PAT, with
 * the sections of an active template copied into it.
 * @returns the new report's id.
 * @throws apiError 404 PAT out of scope or candidate not on it; 400 template unknown or archived; 409 a report
 *   about the candidate on this PAT exists.
 */
export async function createReport(db: Db, caller: Caller, body: NewReport): Promise<{ id: string }> {
  if (!isStaff(caller.role) && !(await plannedOn(db, caller.id, body.patId))) throw apiError(404, REPORT_TITLES.candidateNotOnPat);
  const [onPat] = await db
    .select({ title: pats.title })
    .from(patCandidates)
    .innerJoin(pats, eq(pats.id, patCandidates.patId))
    .where(and(eq(patCandidates.patId, body.patId), eq(patCandidates.candidateId, body.candidateId)));
  if (!onPat) throw apiError(404, REPORT_TITLES.candidateNotOnPat);
  const [template] = await db.select().from(reportTemplates).where(eq(reportTemplates.id, body.templateId));
  if (!template || template.archivedAt) throw apiError(400, REPORT_TITLES.templateNotFound);
  const [created] = await db
    .insert(reports)
    .values({
      candidateId: body.candidateId,
      patId: body.patId,
      templateId: template.id,
      title: `${template.name}: ${onPat.title}`,
      sections: template.sections,
      createdBy: caller.id,
      updatedBy: caller.id,
    })
    .onConflictDoNothing()
    .returning({ id: reports.id });
  if (!created) throw apiError(409, REPORT_TITLES.exists);
  return created;
}

/**
 * `PUT /api/reports/{id}` (editors): saves the draft's texts, as the editor goes. Every text is checked as formatted
 * text (decision 011) without control or bidi-override characters (lib/plain-text.ts `isMultiLineText`; decision
 * 040); nothing is saved when one is refused, nor when the text sections together would have more than
 * MAX_REPORT_TEXT characters.
 * @throws apiError 404 out of scope; 400 a section the report lacks, a refused text (Dutch, naming the section) or
 *   too much text (`REPORT_TITLES.tooLong`);
 *   409 the report is final, or someone saved since `revision`.
 */
export async function saveDraft(db: Db, caller: Caller, id: string, body: ReportDraftSave): Promise<ReportDraftSaved> {
  const { report } = await reportFor(db, caller, id, 'edit');
  if (report.status !== 'draft') throw apiError(409, REPORT_TITLES.final);
  const sections = new Map(report.sections.filter((s) => s.kind === 'text').map((s) => [s.id, s.title]));
  for (const [sectionId, text] of Object.entries(body.texts)) {
    const title = sections.get(sectionId);
    if (!title) throw apiError(400, REPORT_TITLES.unknownSection);
    if (!isMultiLineText(text)) throw apiError(400, multiLineMessage(title));
    const problem = richTextProblem(text);
    if (problem) throw apiError(400, `${title}: ${problem}`);
  }
  const texts = { ...report.texts, ...body.texts };
  const length = textLength(report.sections, texts);
  if (length > MAX_REPORT_TEXT) throw apiError(400, REPORT_TITLES.tooLong(length));
  const [saved] = await db
    .update(reports)
    .set({ texts, revision: body.revision + 1, updatedBy: caller.id, updatedAt: new Date() })
    .where(and(eq(reports.id, report.id), eq(reports.status, 'draft'), eq(reports.revision, body.revision)))
    .returning({ revision: reports.revision, updatedAt: reports.updatedAt });
  if (!saved) throw apiError(409, REPORT_TITLES.stale);
  return { revision: saved.revision, updatedAt: saved.updatedAt.toISOString() };
}

/** The candidate and, for a shareable report, the contact persons of the candidate's organisation. */
async function readersOf(db: Db, report: { candidateId: string; shareable: boolean }, candidate: boolean): Promise<{ id: string; role: string }[]> {
  const [person] = await db.select({ organizationId: users.organizationId }).from(users).where(eq(users.id, report.candidateId));
  const contacts =
    report.shareable && person?.organizationId
      ? await db
          .select({ id: users.id, role: users.role })
          .from(users)
          .where(and(eq(users.organizationId, person.organizationId), eq(users.role, 'ContactPerson'), eq(users.status, 'active')))
      : [];
  return [...(candidate ? [{ id: report.candidateId, role: 'User' }] : []), ...contacts];
}

/**
 * Tells `readers` that a report is available (notification type 4, relatedId the report; docs/domain.md), and mails
 * those who chose so (kind `results`; docs/decisions/054-notification-mails.md): only that it is there, with the link
 * to where they read it (notification-links.ts), never its content.
 */
async function notifyReaders(
  db: Db,
  outbox: MailOutbox,
  report: { id: string; title: string; patId: string; candidateId: string },
  candidateName: string,
  readers: { id: string; role: string }[],
): Promise<void> {
  const params = { report: report.title, patId: report.patId, candidateId: report.candidateId };
  const notice = { type: NOTIFICATION_TYPE.report, params, relatedId: report.id };
  await notify(
    db,
    outbox,
    readers.map((reader) => ({
      userId: reader.id,
      ...notice,
      message: reader.role === 'User' ? REPORT_TITLES.available(report.title) : REPORT_TITLES.availableFor(report.title, candidateName),
    })),
    availableMail('report', report.title, (to) => notificationHref(to.role, notice)),
  );
}

/**
 * What finalising `report` now would print: the PDF's input, from the report and the PAT's data as they are in `db`,
 * as the caller may see them. Finalising needs the results released, and from then on staff and the PAT's teachers
 * see the same final evaluations, agreement and reflection (decision 037), so the PDF does not depend on who
 * finalises it.
 * @throws apiError 404 when the PAT's data is gone; 409 when the report cannot be finalised (`finalizeProblem`).
 */
async function finalInput(db: Db, report: typeof reports.$inferSelect, caller: Caller, finalizedAt: Date): Promise<ReportPdfInput> {
  const viewer = await viewerOf(db, caller, report);
  const [[pat], [organization], sources, branding] = await Promise.all([
    db.select({ title: pats.title, released: pats.resultsReleasedAt }).from(pats).where(eq(pats.id, report.patId)),
    db.select({ name: organizations.name }).from(users).innerJoin(organizations, eq(organizations.id, users.organizationId)).where(eq(users.id, report.candidateId)),
    reportSources(db, report.patId, report.candidateId, viewer),
    loadBranding(db),
  ]);
  if (!pat || !sources) throw apiError(404, REPORT_TITLES.notFound);
  const parts = reportParts(report.sections, report.texts, sources);
  const problem = finalizeProblem(report, Boolean(pat.released), parts);
  if (problem) throw apiError(409, problem);
  return {
    platformName: PLATFORM_NAME,
    organizationName: organization?.name ?? null,
    title: report.title,
    candidateName: sources.candidate.name,
    patTitle: pat.title,
    version: report.version + 1,
    finalizedAt,
    finalizedBy: caller.name,
    reason: report.revisionReason,
    parts,
    logoPng: branding.logoPng,
    colour: branding.colour,
  };
}

/**
 * `POST /api/reports/{id}/finalize` (editors): fills in the blocks, renders the PDF and stores it as the next
 * version, records who and when, and tells the candidate and (when shareable) the contact persons. The PDF is made
 * first, without a lock (tens of milliseconds in the Typst process; decision 032); then one transaction locks the
 * report, checks that what the PDF prints is still what the report and the PAT's data say, and stores the version,
 * so there is never a final report without its PDF, nor a PDF of texts other than the version's.
 * Bounded (docs/decisions/040): at most MAX_REPORT_VERSIONS versions, MAX_REPORT_TEXT characters of text and a PDF
 * of at most MAX_REPORT_PDF_BYTES are stored.
 * @throws apiError 404 out of scope; 409 already final, MAX_REPORT_VERSIONS reached, results not released, a text
 *   section empty, too much text, a PDF larger than MAX_REPORT_PDF_BYTES (`REPORT_TITLES.pdfTooLarge`; nothing is
 *   stored), or the report or the PAT's data changed while the PDF was made (`REPORT_TITLES.changedMeanwhile`); 500
 *   with a Dutch title when the PDF cannot be made (the draft is kept).
 */
export async function finalizeReport(db: Db, caller: Caller, id: string, outbox: MailOutbox, expectedRevision?: number): Promise<ReportView> {
  const { report } = await reportFor(db, caller, id, 'edit');
  if (expectedRevision !== undefined && report.status === 'draft' && report.revision !== expectedRevision) throw apiError(409, REPORT_TITLES.finalizeStale);
  const finalizedAt = new Date();
  const input = await finalInput(db, report, caller, finalizedAt);
  let pdf: Uint8Array;
  try {
    pdf = await renderReportPdf(input);
  } catch (error) {
    throw apiError(500, REPORT_TITLES.pdfFailed, error);
  }
  if (pdf.byteLength > MAX_REPORT_PDF_BYTES) throw apiError(409, REPORT_TITLES.pdfTooLarge);
  await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(reports).where(eq(reports.id, id)).for('update');
    if (!locked) throw apiError(404, REPORT_TITLES.notFound);
    if (expectedRevision !== undefined && locked.status === 'draft' && locked.revision !== expectedRevision) throw apiError(409, REPORT_TITLES.finalizeStale);
    const now = await finalInput(tx, locked, caller, finalizedAt);
    if (JSON.stringify(now) !== JSON.stringify(input)) throw apiError(409, REPORT_TITLES.changedMeanwhile);
    await tx.insert(reportVersions).values({
      reportId: locked.id,
      version: now.version,
      texts: locked.texts,
      reason: locked.revisionReason,
      pdf,
      pdfBytes: pdf.byteLength,
      finalizedBy: caller.id,
      finalizedAt,
    });
    await tx
      .update(reports)
      .set({ status: 'final', version: now.version, revisionReason: null, revision: locked.revision + 1, updatedBy: caller.id, updatedAt: finalizedAt })
      .where(eq(reports.id, locked.id));
    await notifyReaders(tx, outbox, locked, now.candidateName, await readersOf(tx, locked, true));
  });
  return readReport(db, caller, id);
}

/**
 * `POST /api/reports/{id}/revise` (editors): opens a final report for a change with the reason given; it becomes a
 * draft again with the final texts, and the next finalise makes the next version (the reason is printed in it).
 * @param expectedVersion the final version the reason is about, when the caller says (409 when a newer one exists).
 * @throws apiError 404 out of scope; 409 not final, a newer version than `expectedVersion`, or the report has
 *   MAX_REPORT_VERSIONS final versions already (`REPORT_TITLES.tooManyVersions`: no more are stored; decision 040).
 */
export async function reviseReport(db: Db, caller: Caller, id: string, reason: string, expectedVersion?: number): Promise<ReportView> {
  await reportFor(db, caller, id, 'edit');
  const [opened] = await db
    .update(reports)
    .set({ status: 'draft', revisionReason: reason, updatedBy: caller.id, updatedAt: new Date() })
    .where(
      and(
        eq(reports.id, id),
        eq(reports.status, 'final'),
        lt(reports.version, MAX_REPORT_VERSIONS),
        expectedVersion === undefined ? undefined : eq(reports.version, expectedVersion),
      ),
    )
    .returning({ id: reports.id });
  if (!opened) {
    const [now] = await db.select({ status: reports.status, version: reports.version }).from(reports).where(eq(reports.id, id));
    if (now?.status !== 'final') throw apiError(409, REPORT_TITLES.notFinal);
    if (expectedVersion !== undefined && now.version !== expectedVersion) throw apiError(409, REPORT_TITLES.reviseStale);
    throw apiError(409, now.version >= MAX_REPORT_VERSIONS ? REPORT_TITLES.tooManyVersions : REPORT_TITLES.reviseStale);
  }
  return readReport(db, caller, id);
}

/**
 * `PUT /api/reports/{id}/sharing` (editors): whether the contact persons of the candidate's organisation may read
 * the final versions. Turning it on for a report with a final version tells them (type 4).
 * @throws apiError 404 out of scope.
 */
export async function setSharing(db: Db, caller: Caller, id: string, shareable: boolean, outbox: MailOutbox): Promise<{ shareable: boolean }> {
  await reportFor(db, caller, id, 'edit');
  await db.transaction(async (tx) => {
    // Locked, so a finalise running at the same time either sees the new value or has committed its version first:
    // the contact persons are told exactly once either way.
    const [report] = await tx.select().from(reports).where(eq(reports.id, id)).for('update');
    if (!report) throw apiError(404, REPORT_TITLES.notFound);
    if (report.shareable === shareable) return;
    await tx.update(reports).set({ shareable }).where(eq(reports.id, report.id));
    if (shareable && report.version > 0) {
      const [candidate] = await tx.select({ name: users.name }).from(users).where(eq(users.id, report.candidateId));
      await notifyReaders(tx, outbox, report, candidate?.name ?? '', await readersOf(tx, { ...report, shareable }, false));
    }
  });
  return { shareable };
}

/**
 * `GET /api/reports/{id}/versions/{version}/pdf`: the stored PDF of a final version, as it was made.
 * @returns the bytes and a file name such as `rapport-sven-de-boer-v2.pdf`.
 * @throws apiError 404 out of scope, unknown version.
 */
export async function versionPdf(db: Db, caller: Caller, id: string, version: string): Promise<{ pdf: Uint8Array; fileName: string }> {
  const { report } = await reportFor(db, caller, id, 'read');
  const n = Number(version);
  if (!Number.isInteger(n) || n < 1) throw apiError(404, REPORT_TITLES.versionNotFound);
  const [row] = await db
    .select({ pdf: reportVersions.pdf, candidate: users.name })
    .from(reportVersions)
    .innerJoin(users, eq(users.id, report.candidateId))
    .where(and(eq(reportVersions.reportId, report.id), eq(reportVersions.version, n)));
  if (!row) throw apiError(404, REPORT_TITLES.versionNotFound);
  return { pdf: row.pdf, fileName: `rapport-${slug(row.candidate)}-v${n}.pdf` };
}

/** A name as a file-name part: lower case ASCII letters and digits joined by '-', 'kandidaat' when nothing is left. */
export function slug(name: string): string {
  const ascii = name.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return ascii || 'kandidaat';
}

/**
 * `GET /api/reports?candidateId=&patId=`: the reports the caller may see, newest change first. Staff every report
 * (filtered); a teacher those on PATs they assess on; a candidate their own and a contact person their
 * organisation's shareable ones, both only once finalised and only with their final versions.
 */
export async function listReports(db: Db, caller: Caller, filter: { candidateId?: string; patId?: string }): Promise<ReportListItem[]> {
  const where: (SQL | undefined)[] = [
    filter.candidateId ? eq(reports.candidateId, filter.candidateId) : undefined,
    filter.patId ? eq(reports.patId, filter.patId) : undefined,
  ];
  if (caller.role === 'Teacher') {
    where.push(exists(db.select({ one: patAssessors.id }).from(patAssessors).where(and(eq(patAssessors.patId, reports.patId), eq(patAssessors.teacherId, caller.id)))));
  } else if (caller.role === 'User') {
    where.push(eq(reports.candidateId, caller.id), gt(reports.version, 0));
  } else if (caller.role === 'ContactPerson') {
    if (!caller.organizationId) return [];
    where.push(eq(users.organizationId, caller.organizationId), eq(reports.shareable, true), gt(reports.version, 0), isNotNull(users.organizationId));
  } else if (!isStaff(caller.role)) {
    return [];
  }
  const rows = await db
    .select({ report: reports, candidate: users.name, pat: pats.title })
    .from(reports)
    .innerJoin(users, eq(users.id, reports.candidateId))
    .innerJoin(pats, eq(pats.id, reports.patId))
    .where(and(...where))
    .orderBy(desc(reports.updatedAt), asc(reports.id))
    .limit(200);
  const versions = await versionsOf(db, rows.map((r) => r.report.id));
  const reader = caller.role === 'User' || caller.role === 'ContactPerson';
  const items: ReportListItem[] = rows.map(({ report, candidate, pat }) => {
    const final = versions.get(report.id) ?? [];
    return {
      id: report.id,
      title: report.title,
      candidate: { id: report.candidateId, name: candidate },
      pat: { id: report.patId, title: pat },
      // A reader sees only final versions: nothing of a change being written (state, time) shows.
      status: reader ? 'final' : report.status,
      version: reader ? (final[0]?.version ?? 0) : report.version,
      shareable: report.shareable,
      updatedAt: reader ? (final[0]?.finalizedAt ?? report.createdAt.toISOString()) : report.updatedAt.toISOString(),
      versions: final,
    };
  });
  return reader ? items.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || a.id.localeCompare(b.id)) : items;
}
