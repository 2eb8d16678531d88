/**
 * Reports in-process (docs/api.md "Reports"; docs/decisions/031-reports.md): a teacher planned on the PAT writes a
 * report from a template, saves it as they go without overwriting someone else, finalises it once the results are
 * released, and the PDF made then is what the candidate and (when shared) the contact person download; a change
 * makes version 2 and leaves version 1's PDF as it was. Everyone outside the scope gets 404. Pressing 'create' twice
 * with the same `Idempotency-Key` makes one report.
 */
import { and, eq } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createBackend, type Backend } from '#src/backend/app';
import type { DbHandle } from '#src/server/db/client';
import { evaluationAgreements, evaluations, notifications, patAssessors, patModules, pats, reflections, reports, reportTemplates } from '#src/server/db/schema';
import { memoryMailer } from '#src/server/mail/memory-mailer';
import { authHeaders, call, openTestDb, withKey } from '#src/server/testing/api';
import { patWorld, plannedPat, type PatWorld } from '#src/features/pat/api/fixtures';
import { MAX_REPORT_PDF_BYTES, MAX_REPORT_TEXT, MAX_REPORT_VERSIONS, MAX_SECTION_TEXT, type ReportListItem, type ReportView } from '#src/features/reports/contract';
import { renderReportPdf } from '#src/features/reports/documents/pdf.server';
import { TypstRenderError } from '#src/server/typst/renderer.server';
import { REPORT_TITLES } from './reports';

// The real renderer, watched, so that a test can act while a PDF is being made or make one fail.
vi.mock('#src/features/reports/documents/pdf.server', async (original) => {
  const real = await original<typeof import('#src/features/reports/documents/pdf.server')>();
  return { ...real, renderReportPdf: vi.fn(real.renderReportPdf) };
});

let handle: DbHandle;
let app: Backend;
let w: PatWorld;
let templateId: string;

beforeAll(async () => {
  handle = await openTestDb();
  app = createBackend({ db: handle.db, mailer: memoryMailer().mailer });
  w = await patWorld(handle, app);
  const [template] = await handle.db
    .insert(reportTemplates)
    .values({
      name: 'Rapportage PAT',
      sections: [
        { id: 'inleiding', kind: 'text', title: 'Inleiding', hint: 'Waarom deed de kandidaat mee?' },
        { id: 'beoordelingen', kind: 'block', title: 'Beoordelingen per module', block: 'modules' },
        { id: 'reflectie', kind: 'block', title: 'Reflectie van de kandidaat', block: 'reflection' },
        { id: 'resultaten', kind: 'block', title: 'Resultaten', block: 'results' },
        { id: 'advies', kind: 'text', title: 'Advies', hint: '' },
      ],
    })
    .returning({ id: reportTemplates.id });
  templateId = template!.id;
});

afterAll(async () => {
  await handle?.close();
});

type Score = 1 | 2 | 3 | 4;

/** Writes an evaluation (final unless said) of a module for the first candidate straight into the table. */
async function evaluate(patId: string, moduleIndex: number, role: 'first' | 'second', scores: Score[], remark = '', status: 'draft' | 'final' = 'final') {
  const moduleId = w.moduleIds[moduleIndex]!;
  const [pm] = await handle.db.select({ templateVersionId: patModules.templateVersionId }).from(patModules).where(and(eq(patModules.patId, patId), eq(patModules.moduleId, moduleId)));
  await handle.db.insert(evaluations).values({
    patId,
    moduleId,
    candidateId: w.candidates[0]!.id,
    role,
    assessorId: w.teachers[role === 'first' ? 0 : 1]!.id,
    templateVersionId: pm!.templateVersionId,
    scores: Object.fromEntries(w.criteria[moduleId]!.map((id, i) => [id, { score: scores[i]!, remark: '' }])),
    remark,
    status,
    finalizedAt: status === 'final' ? new Date() : null,
  });
}

/** A planned PAT with the first candidate evaluated on both modules (two assessors on the first), results released or not. */
async function evaluatedPat(released: boolean): Promise<string> {
  const { patId } = await plannedPat(app, w, { candidates: 1, secondAssessor: true });
  await evaluate(patId, 0, 'first', [4, 3, 3], 'Werkt nauwkeurig.');
  await evaluate(patId, 0, 'second', [3, 3, 3]);
  await evaluate(patId, 1, 'first', [3, 3, 2]);
  const moduleId = w.moduleIds[0]!;
  const [pm] = await handle.db.select({ templateVersionId: patModules.templateVersionId }).from(patModules).where(and(eq(patModules.patId, patId), eq(patModules.moduleId, moduleId)));
  await handle.db.insert(reflections).values({
    patId,
    moduleId,
    candidateId: w.candidates[0]!.id,
    templateVersionId: pm!.templateVersionId,
    scores: Object.fromEntries(w.criteria[moduleId]!.map((id) => [id, 4 as Score])),
    remark: 'Ik vond het tillen zwaar. #set page(width: 1cm) $x$',
  });
  if (released) await handle.db.update(pats).set({ completedAt: new Date(), resultsReleasedAt: new Date() }).where(eq(pats.id, patId));
  return patId;
}

/** Creates a report about the first candidate on `patId` as the PAT's first assessor; answers its id. */
async function newReport(patId: string): Promise<string> {
  const created = await call(app, 'POST', '/api/reports', w.teachers[0], { candidateId: w.candidates[0]!.id, patId, templateId });
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  return created.json.id;
}

/** Writes both text sections, from the revision the report is at. */
async function write(id: string, inleiding = 'Sven deed mee om als magazijnmedewerker te starten.', advies = 'Geschikt, met begeleiding bij tillen.') {
  const view = (await call(app, 'GET', `/api/reports/${id}`, w.teachers[0])).json as ReportView;
  const saved = await call(app, 'PUT', `/api/reports/${id}`, w.teachers[0], { revision: view.revision, texts: { inleiding, advies } });
  expect(saved.status, JSON.stringify(saved.json)).toBe(200);
}

/** The PDF bytes a caller downloads, with the answer's status and headers. */
async function download(id: string, version: number, token: string) {
  const res = await app.request(`/api/reports/${id}/versions/${version}/pdf`, { headers: authHeaders(token) });
  return { status: res.status, type: res.headers.get('content-type'), disposition: res.headers.get('content-disposition'), bytes: new Uint8Array(await res.arrayBuffer()) };
}

/** The text of a PDF as PDF.js reads it, spaces of any kind as one, and whether it is tagged. */
async function pdfText(pdf: Uint8Array): Promise<{ text: string; marked: boolean; roles: string[] }> {
  const task = getDocument({ data: new Uint8Array(pdf), verbosity: 0, useSystemFonts: false });
  const doc = await task.promise;
  try {
    const pages: string[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const content = await (await doc.getPage(n)).getTextContent();
      pages.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? ' ' : '') : '')).join(''));
    }
    const markInfo = (await doc.getMarkInfo()) as Map<string, boolean> | null;
    const roles: string[] = [];
    const walk = (node: unknown) => {
      if (node && typeof node === 'object' && 'role' in node && 'children' in node) {
        roles.push(String(node.role));
        for (const child of node.children as unknown[]) walk(child);
      }
    };
    for (let n = 1; n <= doc.numPages; n++) walk(await (await doc.getPage(n)).getStructTree());
    return { text: pages.join(' ').replace(/\s+/g, ' '), marked: markInfo?.get('Marked') ?? false, roles };
  } finally {
    await task.destroy();
  }
}

describe('writing a report', () => {
  it('lets a teacher planned on the PAT make one per candidate and PAT, from an active template', async () => {
    const patId = await evaluatedPat(false);
    const id = await newReport(patId);
    const view = (await call(app, 'GET', `/api/reports/${id}`, w.teachers[0])).json as ReportView;
    expect(view).toMatchObject({ title: `Rapportage PAT: ${view.pat.title}`, status: 'draft', version: 0, canEdit: true, candidate: { id: w.candidates[0]!.id } });
    expect(view.parts.map((p) => p.title)).toEqual(['Inleiding', 'Beoordelingen per module', 'Reflectie van de kandidaat', 'Resultaten', 'Advies']);
    const modules = view.parts.find((p) => p.kind === 'block' && p.block.kind === 'modules');
    expect(JSON.stringify(modules)).toContain('Werkt nauwkeurig.');
    expect(view.finalizeBlocked).toBe('Het rapport kan definitief worden zodra de resultaten van de PAT zijn vrijgegeven.');

    const again = await call(app, 'POST', '/api/reports', w.coordinator, { candidateId: w.candidates[0]!.id, patId, templateId });
    expect(again.status).toBe(409);
  });

  it('makes one report when the create button is pressed twice with the same key, and answers both with it', async () => {
    const patId = await evaluatedPat(false);
    const key = crypto.randomUUID();
    const create = () => call(app, 'POST', '/api/reports', w.teachers[0], { candidateId: w.candidates[0]!.id, patId, templateId }, withKey(key));
    const [first, second] = await Promise.all([create(), create()]);
    expect(first.status).toBe(201);
    expect(second).toEqual(first);
    expect(await handle.db.select({ id: reports.id }).from(reports).where(eq(reports.patId, patId))).toEqual([{ id: first.json.id }]);
  });

  it('answers 404 to a teacher not planned on the PAT, and for a candidate not on it', async () => {
    const patId = await evaluatedPat(false);
    const id = await newReport(patId);
    expect((await call(app, 'GET', `/api/reports/${id}`, w.teachers[2])).status).toBe(404);
    expect((await call(app, 'PUT', `/api/reports/${id}`, w.teachers[2], { revision: 0, texts: {} })).status).toBe(404);
    expect((await call(app, 'POST', '/api/reports', w.teachers[2], { candidateId: w.candidates[1]!.id, patId, templateId })).status).toBe(404);
    expect((await call(app, 'POST', '/api/reports', w.coordinator, { candidateId: w.candidates[3]!.id, patId, templateId })).status).toBe(404);
    // before it is final, the candidate does not see it at all
    expect((await call(app, 'GET', '/api/reports', w.candidates[0])).json).toEqual([]);
  });

  it('never overwrites a newer save, and refuses HTML in a text naming the section', async () => {
    const id = await newReport(await evaluatedPat(false));
    const first = await call(app, 'PUT', `/api/reports/${id}`, w.teachers[0], { revision: 0, texts: { inleiding: 'Eerste versie.' } });
    expect(first.json.revision).toBe(1);
    const stale = await call(app, 'PUT', `/api/reports/${id}`, w.coordinator, { revision: 0, texts: { inleiding: 'Oud scherm.' } });
    expect(stale.status).toBe(409);
    expect(stale.json.title).toContain('Iemand anders heeft dit rapport intussen opgeslagen');
    const html = await call(app, 'PUT', `/api/reports/${id}`, w.teachers[0], { revision: 1, texts: { advies: '<script>alert(1)</script>' } });
    expect(html.status).toBe(400);
    expect(html.json.title).toMatch(/^Advies: De tekst bevat HTML-code/);
    const unknown = await call(app, 'PUT', `/api/reports/${id}`, w.teachers[0], { revision: 1, texts: { beoordelingen: 'blok' } });
    expect(unknown.status).toBe(400);
    const view = (await call(app, 'GET', `/api/reports/${id}`, w.teachers[0])).json as ReportView;
    expect(view.parts[0]).toMatchObject({ kind: 'text', text: 'Eerste versie.' });
    expect(view.revision).toBe(1);
  });
});

describe('what the blocks show a teacher (decision 037: as the progress call would)', () => {
  /** The report's parts as `teacher` reads them, as one JSON text, with the progress call's answer to them. */
  async function asRead(reportId: string, patId: string, teacher: (typeof w.teachers)[number]) {
    const report = await call(app, 'GET', `/api/reports/${reportId}`, teacher);
    expect(report.status).toBe(200);
    const progress = await call(app, 'GET', `/api/pat/${patId}/progress/${w.candidates[0]!.id}`, teacher);
    return { text: JSON.stringify((report.json as ReportView).parts), view: report.json as ReportView, progress: JSON.stringify(progress.json) };
  }

  /** A PAT with the first module assessed by the first assessor (final, remark) and reflected on; teachers[2] planned on the second module. */
  async function blindPat(): Promise<{ patId: string; reportId: string }> {
    const { patId, dayIds } = await plannedPat(app, w, { candidates: 1, secondAssessor: true });
    await handle.db
      .update(patAssessors)
      .set({ teacherId: w.teachers[2]!.id })
      .where(and(eq(patAssessors.dayId, dayIds[1]!), eq(patAssessors.moduleId, w.moduleIds[1]!), eq(patAssessors.role, 'first')));
    await evaluate(patId, 0, 'first', [4, 1, 3], 'Werkt nauwkeurig maar tilt verkeerd.');
    const moduleId = w.moduleIds[0]!;
    const [pm] = await handle.db.select({ templateVersionId: patModules.templateVersionId }).from(patModules).where(and(eq(patModules.patId, patId), eq(patModules.moduleId, moduleId)));
    await handle.db.insert(reflections).values({
      patId,
      moduleId,
      candidateId: w.candidates[0]!.id,
      templateVersionId: pm!.templateVersionId,
      scores: Object.fromEntries(w.criteria[moduleId]!.map((id) => [id, 4 as Score])),
      remark: 'Ik vond het tillen zwaar.',
    });
    const created = await call(app, 'POST', '/api/reports', w.teachers[1], { candidateId: w.candidates[0]!.id, patId, templateId });
    expect(created.status).toBe(201);
    return { patId, reportId: created.json.id };
  }

  it('shows the second assessor, their own evaluation a draft, nothing of the first assessor’s scores, the reflection or other modules', async () => {
    const { patId, reportId } = await blindPat();
    await evaluate(patId, 0, 'second', [2, 2, 2], 'Eigen concept.', 'draft');
    const { text, view, progress } = await asRead(reportId, patId, w.teachers[1]!);
    expect(text).not.toContain('Werkt nauwkeurig');
    expect(text).not.toContain('4 · goed');
    expect(text).not.toContain('Ik vond het tillen zwaar');
    expect(progress).not.toContain('Werkt nauwkeurig');
    const blocks = view.parts.flatMap((p) => (p.kind === 'block' ? [p.block] : []));
    const modules = blocks.find((b) => b.kind === 'modules');
    expect(modules?.kind === 'modules' && modules.modules.map((m) => m.empty)).toEqual(['Nog geen definitieve beoordeling.', 'Zichtbaar zodra de resultaten van de PAT zijn vrijgegeven.']);
    const reflection = blocks.find((b) => b.kind === 'reflection');
    expect(reflection?.kind === 'reflection' && reflection.modules[0]?.empty).toBe('De reflectie van de kandidaat is zichtbaar zodra de resultaten van de PAT zijn vrijgegeven.');
    const results = blocks.find((b) => b.kind === 'results');
    expect(results?.kind === 'results' && results.rows.map((r) => r.result)).toEqual(['Nog niet bekend', 'Nog niet bekend']);
  });

  it('shows both assessors to each other once both are final, never the agreement, and a third assessor only their own', async () => {
    const { patId, reportId } = await blindPat();
    await evaluate(patId, 0, 'second', [2, 2, 2], 'Tweede oordeel.');
    await handle.db.insert(evaluationAgreements).values({
      patId,
      moduleId: w.moduleIds[0]!,
      candidateId: w.candidates[0]!.id,
      scores: Object.fromEntries(w.criteria[w.moduleIds[0]!]!.map((id) => [id, 3 as Score])),
      remark: 'Samen besproken.',
      thirdAssessorId: w.teachers[2]!.id,
    });
    const second = await asRead(reportId, patId, w.teachers[1]!);
    expect(second.text).toContain('Werkt nauwkeurig');
    expect(second.text).toContain('Tweede oordeel');
    expect(second.text).not.toContain('Samen besproken');
    expect(second.text).not.toContain('Ik vond het tillen zwaar');
    expect(second.progress).not.toContain('Samen besproken');

    const third = await asRead(reportId, patId, w.teachers[2]!);
    for (const hidden of ['Werkt nauwkeurig', 'Tweede oordeel', 'Samen besproken', 'Ik vond het tillen zwaar']) {
      expect(third.text, hidden).not.toContain(hidden);
      expect(third.progress, hidden).not.toContain(hidden);
    }
  });

  it('shows every planned teacher the whole assessment once the results are released', async () => {
    const { patId, reportId } = await blindPat();
    await evaluate(patId, 0, 'second', [2, 2, 2], 'Tweede oordeel.');
    await evaluate(patId, 1, 'first', [3, 3, 3], 'Tweede module.');
    await handle.db.insert(evaluationAgreements).values({
      patId,
      moduleId: w.moduleIds[0]!,
      candidateId: w.candidates[0]!.id,
      scores: Object.fromEntries(w.criteria[w.moduleIds[0]!]!.map((id) => [id, 3 as Score])),
      remark: 'Samen besproken.',
    });
    await handle.db.update(pats).set({ completedAt: new Date(), resultsReleasedAt: new Date() }).where(eq(pats.id, patId));
    for (const teacher of [w.teachers[1]!, w.teachers[2]!]) {
      const { text, progress } = await asRead(reportId, patId, teacher);
      for (const shown of ['Werkt nauwkeurig', 'Tweede oordeel', 'Samen besproken', 'Ik vond het tillen zwaar', 'Tweede module']) expect(text, `${teacher.name}: ${shown}`).toContain(shown);
      for (const shown of ['Werkt nauwkeurig', 'Tweede oordeel', 'Samen besproken', 'Tweede module']) expect(progress, `${teacher.name}: ${shown}`).toContain(shown);
    }
  });
});

describe('finalising and sharing', () => {
  it('finalises once released and written: the stored PDF names the candidate, modules and scores, tagged', async () => {
    const patId = await evaluatedPat(true);
    const id = await newReport(patId);
    // an empty body without Content-Type, as the gateway forwards a body-less POST: read as none, not 415
    const empty = await call(app, 'POST', `/api/reports/${id}/finalize`, w.teachers[0], '');
    expect(empty.status).toBe(409);
    expect(empty.json.title).toBe('Schrijf eerst iets bij: Inleiding, Advies.');
    await write(id);
    const final = await call(app, 'POST', `/api/reports/${id}/finalize`, w.teachers[0]);
    expect(final.status, JSON.stringify(final.json)).toBe(200);
    const view = final.json as ReportView;
    expect(view).toMatchObject({ status: 'final', version: 1, canEdit: false });
    expect(view.versions).toEqual([expect.objectContaining({ version: 1, finalizedBy: w.teachers[0]!.name, reason: null })]);

    const own = await download(id, 1, w.candidates[0]!.token);
    expect(own.status).toBe(200);
    expect(own.type).toBe('application/pdf');
    expect(own.disposition).toMatch(/^attachment; filename="rapport-[a-z0-9-]+-v1\.pdf"$/);
    expect(own.bytes.byteLength).toBe(view.versions[0]!.pdfBytes);
    const pdf = await pdfText(own.bytes);
    expect(pdf.text).toContain(w.candidates[0]!.name);
    expect(pdf.text).toContain('Orderpicken');
    expect(pdf.text).toContain('4 · goed');
    expect(pdf.text).toContain('#set page(width: 1cm) $x$'); // the candidate's text, literally
    expect(pdf.text).toContain('Pagina 1 van');
    expect(pdf.marked).toBe(true);
    expect(pdf.roles).toEqual(expect.arrayContaining(['H1', 'P', 'Table']));

    const notified = await handle.db.select().from(notifications).where(and(eq(notifications.userId, w.candidates[0]!.id), eq(notifications.relatedId, id)));
    expect(notified).toEqual([expect.objectContaining({ type: 4, params: { report: view.title, patId, candidateId: w.candidates[0]!.id } })]);

    // final: no call edits it
    expect((await call(app, 'PUT', `/api/reports/${id}`, w.teachers[0], { revision: view.revision, texts: { advies: 'Anders.' } })).status).toBe(409);
    expect((await call(app, 'POST', `/api/reports/${id}/finalize`, w.teachers[0])).status).toBe(409);
  });

  it('refuses to finalise when the texts change while the PDF is made, and keeps the draft as saved', async () => {
    const id = await newReport(await evaluatedPat(true));
    await write(id);
    const { renderReportPdf: real } = await vi.importActual<typeof import('#src/features/reports/documents/pdf.server')>('#src/features/reports/documents/pdf.server');
    vi.mocked(renderReportPdf).mockImplementationOnce(async (input) => {
      await write(id, 'Sven deed mee; intussen aangevuld door een collega.');
      return real(input);
    });
    const raced = await call(app, 'POST', `/api/reports/${id}/finalize`, w.teachers[0]);
    expect(raced.status).toBe(409);
    expect(raced.json.title).toBe(REPORT_TITLES.changedMeanwhile);
    const view = (await call(app, 'GET', `/api/reports/${id}`, w.teachers[0])).json as ReportView;
    expect(view).toMatchObject({ status: 'draft', version: 0, versions: [] });
    expect(view.parts[0]).toMatchObject({ text: 'Sven deed mee; intussen aangevuld door een collega.' });

    expect((await call(app, 'POST', `/api/reports/${id}/finalize`, w.teachers[0])).status).toBe(200);
    expect((await pdfText((await download(id, 1, w.candidates[0]!.token)).bytes)).text).toContain('intussen aangevuld door een collega');
  });

  it('answers 500 with a Dutch title and keeps the draft when the PDF cannot be made', async () => {
    const id = await newReport(await evaluatedPat(true));
    await write(id);
    vi.mocked(renderReportPdf).mockRejectedValueOnce(new TypstRenderError("Typst deed er langer dan 20 s over om het rapport '…' te maken; het maken is afgebroken.", 'timeout'));
    const failed = await call(app, 'POST', `/api/reports/${id}/finalize`, w.teachers[0]);
    expect(failed.status).toBe(500);
    expect(failed.json.title).toBe(REPORT_TITLES.pdfFailed);
    expect((await call(app, 'GET', `/api/reports/${id}`, w.teachers[0])).json).toMatchObject({ status: 'draft', version: 0, versions: [] });
    expect((await call(app, 'POST', `/api/reports/${id}/finalize`, w.teachers[0])).status).toBe(200);
  });

  it('does not make text final that the writer never saw', async () => {
    const id = await newReport(await evaluatedPat(true));
    await write(id);
    const seen = ((await call(app, 'GET', `/api/reports/${id}`, w.teachers[0])).json as ReportView).revision;
    await call(app, 'PUT', `/api/reports/${id}`, w.coordinator, { revision: seen, texts: { advies: 'Door de coördinator aangevuld.' } });
    const refused = await call(app, 'POST', `/api/reports/${id}/finalize`, w.teachers[0], { revision: seen });
    expect(refused.status).toBe(409);
    expect(refused.json.title).toContain('veranderd sinds je het opende');
    const final = await call(app, 'POST', `/api/reports/${id}/finalize`, w.teachers[0], { revision: seen + 1 });
    expect(final.json).toMatchObject({ status: 'final', version: 1 });
  });

  it('shows the contact person a final report only once it is marked shareable, and tells them', async () => {
    const id = await newReport(await evaluatedPat(true));
    await write(id);
    await call(app, 'POST', `/api/reports/${id}/finalize`, w.coordinator);
    expect((await download(id, 1, w.contactPerson.token)).status).toBe(404);
    expect((await call(app, 'GET', `/api/reports?candidateId=${w.candidates[0]!.id}`, w.contactPerson)).json.some((r: ReportListItem) => r.id === id)).toBe(false);

    expect((await call(app, 'PUT', `/api/reports/${id}/sharing`, w.teachers[0], { shareable: true })).json).toEqual({ shareable: true });
    expect((await download(id, 1, w.contactPerson.token)).status).toBe(200);
    const listed = (await call(app, 'GET', '/api/reports', w.contactPerson)).json as ReportListItem[];
    expect(listed.find((r) => r.id === id)).toMatchObject({ status: 'final', versions: [expect.objectContaining({ version: 1 })] });
    const told = await handle.db.select().from(notifications).where(and(eq(notifications.userId, w.contactPerson.id), eq(notifications.relatedId, id)));
    expect(told).toHaveLength(1);

    // another candidate and a stranger's contact person never reach it
    expect((await download(id, 1, w.candidates[1]!.token)).status).toBe(404);
    expect((await download(id, 1, w.stranger.token)).status).toBe(404);
    expect((await download(id, 2, w.candidates[0]!.token)).status).toBe(404);
  });

  it('changes a final report only with a reason, as version 2, keeping version 1’s PDF byte for byte', async () => {
    const id = await newReport(await evaluatedPat(true));
    await write(id);
    await call(app, 'POST', `/api/reports/${id}/finalize`, w.teachers[0]);
    const before = await download(id, 1, w.teachers[0]!.token);

    expect((await call(app, 'POST', `/api/reports/${id}/revise`, w.teachers[0], { reason: '' })).status).toBe(400);
    const revised = await call(app, 'POST', `/api/reports/${id}/revise`, w.teachers[0], { reason: 'Advies aangevuld na gesprek met de werkgever.' });
    expect(revised.json).toMatchObject({ status: 'draft', version: 1, revisionReason: 'Advies aangevuld na gesprek met de werkgever.' });
    expect((revised.json as ReportView).parts.at(-1)).toMatchObject({ text: 'Geschikt, met begeleiding bij tillen.' });
    // while it is changed, the candidate still gets version 1, and nothing shows that it is being changed
    expect((await download(id, 1, w.candidates[0]!.token)).status).toBe(200);
    await write(id, 'Sven deed mee om als magazijnmedewerker te starten.', 'Nog niet af');
    const mine = ((await call(app, 'GET', '/api/reports', w.candidates[0])).json as ReportListItem[]).find((r) => r.id === id)!;
    expect(mine).toMatchObject({ status: 'final', version: 1, updatedAt: mine.versions[0]!.finalizedAt });

    await write(id, 'Sven deed mee om als magazijnmedewerker te starten.', 'Geschikt; start met een proefplaatsing van vier weken.');
    const second = await call(app, 'POST', `/api/reports/${id}/finalize`, w.teachers[0]);
    expect(second.json).toMatchObject({ status: 'final', version: 2 });
    expect((second.json as ReportView).versions.map((v) => [v.version, v.reason])).toEqual([
      [2, 'Advies aangevuld na gesprek met de werkgever.'],
      [1, null],
    ]);
    const after = await download(id, 1, w.teachers[0]!.token);
    expect(Buffer.from(after.bytes).equals(Buffer.from(before.bytes))).toBe(true);
    const v2 = await pdfText((await download(id, 2, w.candidates[0]!.token)).bytes);
    expect(v2.text).toContain('proefplaatsing van vier weken');
    expect(v2.text).toContain('Advies aangevuld na gesprek met de werkgever.');
    // a reason written about version 1 does not reopen version 2
    const stale = await call(app, 'POST', `/api/reports/${id}/revise`, w.teachers[0], { reason: 'Over versie 1.', version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.json.title).toContain('nieuwere versie');
    expect((await call(app, 'POST', `/api/reports/${id}/revise`, w.teachers[0], { reason: 'Nog een keer.', version: 2 })).status).toBe(200);
    expect((await call(app, 'POST', `/api/reports/${id}/revise`, w.teachers[0], { reason: 'Nog een keer.' })).status).toBe(409);
  });
});

describe('bounds on what a report stores (decision 040)', () => {
  it('refuses a draft whose text sections together exceed MAX_REPORT_TEXT characters, and invisible characters in a text', async () => {
    const sections = Array.from({ length: Math.ceil(MAX_REPORT_TEXT / MAX_SECTION_TEXT) + 1 }, (_, i) => ({ id: `deel-${i}`, kind: 'text' as const, title: `Deel ${i + 1}`, hint: '' }));
    const [long] = await handle.db.insert(reportTemplates).values({ name: 'Lang rapport', sections }).returning({ id: reportTemplates.id });
    const patId = await evaluatedPat(false);
    const created = await call(app, 'POST', '/api/reports', w.teachers[0], { candidateId: w.candidates[0]!.id, patId, templateId: long!.id });
    const id = created.json.id as string;
    const full = 'Een zin van een rapport. '.repeat(MAX_SECTION_TEXT / 25);
    const texts = Object.fromEntries(sections.map((section, i) => [section.id, i < sections.length - 1 ? full : '']));
    const fine = await call(app, 'PUT', `/api/reports/${id}`, w.teachers[0], { revision: 0, texts });
    expect(fine.status, JSON.stringify(fine.json)).toBe(200);
    const over = await call(app, 'PUT', `/api/reports/${id}`, w.teachers[0], { revision: 1, texts: { [sections.at(-1)!.id]: 'x'.repeat(MAX_REPORT_TEXT - full.length * (sections.length - 1) + 1) } });
    expect(over.status).toBe(400);
    expect(over.json.title).toBe(`Het rapport is te lang: alle tekstonderdelen samen mogen hoogstens 100.000 tekens hebben (nu 100.001). Maak de teksten korter.`);
    expect(((await call(app, 'GET', `/api/reports/${id}`, w.teachers[0])).json as ReportView).revision).toBe(1);

    const bidi = await call(app, 'PUT', `/api/reports/${id}`, w.teachers[0], { revision: 1, texts: { [sections[0]!.id]: 'Geschikt \u202Eniet\u202C.' } });
    expect(bidi.status).toBe(400);
    expect(bidi.json.title).toMatch(/^Deel 1: haal de onzichtbare tekens uit de tekst/);
  });

  it('refuses to store a PDF larger than MAX_REPORT_PDF_BYTES, keeping the draft', async () => {
    const id = await newReport(await evaluatedPat(true));
    await write(id);
    vi.mocked(renderReportPdf).mockResolvedValueOnce(new Uint8Array(MAX_REPORT_PDF_BYTES + 1));
    const refused = await call(app, 'POST', `/api/reports/${id}/finalize`, w.teachers[0]);
    expect(refused.status).toBe(409);
    expect(refused.json.title).toBe(REPORT_TITLES.pdfTooLarge);
    expect(refused.json.title).toContain('4 MB');
    expect((await call(app, 'GET', `/api/reports/${id}`, w.teachers[0])).json).toMatchObject({ status: 'draft', version: 0, versions: [] });
  });

  it('keeps at most MAX_REPORT_VERSIONS final versions: a change beyond it is refused', async () => {
    const id = await newReport(await evaluatedPat(true));
    await write(id);
    expect((await call(app, 'POST', `/api/reports/${id}/finalize`, w.teachers[0])).status).toBe(200);
    // As if the report had been changed and finalised MAX_REPORT_VERSIONS - 1 times more.
    await handle.db.update(reports).set({ version: MAX_REPORT_VERSIONS - 1 }).where(eq(reports.id, id));
    expect((await call(app, 'POST', `/api/reports/${id}/revise`, w.teachers[0], { reason: 'Nog een correctie.' })).status).toBe(200);
    const last = await call(app, 'POST', `/api/reports/${id}/finalize`, w.teachers[0]);
    expect(last.json).toMatchObject({ status: 'final', version: MAX_REPORT_VERSIONS });
    const refused = await call(app, 'POST', `/api/reports/${id}/revise`, w.teachers[0], { reason: 'En nog een.', version: MAX_REPORT_VERSIONS });
    expect(refused.status).toBe(409);
    expect(refused.json.title).toBe(REPORT_TITLES.tooManyVersions);
    expect((await call(app, 'POST', `/api/reports/${id}/revise`, w.teachers[0], { reason: 'En nog een.' })).json.title).toBe(REPORT_TITLES.tooManyVersions);
    expect((await call(app, 'GET', `/api/reports/${id}`, w.teachers[0])).json).toMatchObject({ status: 'final', version: MAX_REPORT_VERSIONS });
  });
});
